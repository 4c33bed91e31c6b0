import { paths } from '@agent-portal/feature-api';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CLIENTS_NS } from '../../i18n/index.js';

/** Props of {@link BackToClients}. */
export interface BackToClientsProps {
  /**
   * The query string of the list the agent came from (e.g. `?search=sofia&page=2`), so the
   * list opens as it was left; default none (the list's first page).
   */
  listSearch?: string;
}

/**
 * The "Back to my clients" link of `my-clients/{id}` (a router link to `paths.myClients`, with
 * the list's search, filters, sort and page when the agent came from the list).
 */
export function BackToClients({ listSearch = '' }: BackToClientsProps) {
  const { t } = useTranslation(CLIENTS_NS);
  return (
    <Button component={RouterLink} to={`${paths.myClients}${listSearch}`} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
      {t('detail.back')}
    </Button>
  );
}
