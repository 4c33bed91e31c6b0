import type { TicketStatus } from '@agent-portal/api-client/wire';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { HELP_NS } from '../../i18n/index.js';

const COLOR: Record<TicketStatus, 'info' | 'warning' | 'success' | 'default'> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
  CLOSED: 'default',
};

/** A ticket's status as a small outlined chip, worded in the portal's language (issue #12). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation(HELP_NS);
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`status.${status}`)} />;
}
