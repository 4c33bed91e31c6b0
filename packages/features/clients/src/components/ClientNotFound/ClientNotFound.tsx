import { paths } from '@agent-portal/feature-api';
import { EmptyState } from '@agent-portal/ui-kit';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CLIENTS_NS } from '../../i18n/index.js';

/**
 * The state of `my-clients/{id}` when there is no such client for the agent (a non-numeric id,
 * or the gateway's 404 for an unknown id or another agent's client — CONTRACTS "Clients"):
 * "Client not found", why, and a button back to the client list.
 */
export function ClientNotFound() {
  const { t } = useTranslation(CLIENTS_NS);
  return (
    <EmptyState
      title={t('detail.notFound')}
      description={t('detail.notFoundHint')}
      action={
        <Button variant="outlined" component={RouterLink} to={paths.myClients}>
          {t('detail.back')}
        </Button>
      }
    />
  );
}
