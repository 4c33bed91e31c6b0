import { useFormatters } from '@agent-portal/i18n';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n/index.js';

/** Today's calendar date in the browser's zone, `YYYY-MM-DD` (a due date is a calendar date, CONTRACTS "Clients"). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whether a premium due on `dueIso` (`YYYY-MM-DD`) is overdue on `today`: due before today. */
export const isOverdue = (dueIso: string, today: string = todayIso()) => dueIso < today;

/** Props of {@link DueDate}. */
export interface DueDateProps {
  /** The next premium's due date, `YYYY-MM-DD`. */
  due: string;
  /** Today, `YYYY-MM-DD` (tests, stories); default the browser's date. */
  today?: string;
}

/**
 * A next premium's due date in the active language, flagged "Overdue" (an error chip with an
 * icon: never colour alone) when it is already past (issue #28 item 6: "Next premium due" in
 * the past looked like any other date on `/my-clients`).
 */
export function DueDate({ due, today }: DueDateProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatDate } = useFormatters();
  const overdue = isOverdue(due, today);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }} data-overdue={overdue || undefined}>
      <span>{formatDate(due)}</span>
      {overdue ? <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlined />} label={t('common.overdue')} data-testid="overdue" /> : null}
    </Box>
  );
}
