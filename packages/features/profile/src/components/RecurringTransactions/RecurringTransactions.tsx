import { useListRecurringInvoicesQuery, type RecurringInvoiceStatus } from '@agent-portal/api-client';
import { useBlockedStatus } from '@agent-portal/auth-session';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { PayDuePanel } from '../PayDuePanel/PayDuePanel';
import { formatCents, formatDate } from '../PersonalInformation/format';
import { ProfileSection } from '../PersonalInformation/Section';
import { PagedTableFooter } from '../shared/PagedTableFooter';
import { QueryState } from '../shared/QueryState';
import { usePaging } from '../shared/usePaging';

/** Anchor of the section: the block check sends blocked agents to `/my-profile#recurring-transactions` (§4). */
export const RECURRING_TRANSACTIONS_ANCHOR = 'recurring-transactions';

/** Page sizes of the table (10 by default). */
const RECURRING_PAGE_SIZES = [5, 10, 25] as const;

/** How many invoices are fetched (the sandbox's maximum page). */
const FETCH_LIMIT = 100;

const STATUS_COLOR: Record<RecurringInvoiceStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'error',
};

/** Props of {@link RecurringTransactions}. */
export interface RecurringTransactionsProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * Recurring transactions (issue #4, spec §4 Blocked): anchor `#recurring-transactions`
 * (scrolled into view when the URL has that hash), the agent's recurring invoices
 * (`GET /recurring/invoices?user_id&limit=100`: date, subscription, amount in dollars from
 * cents, status chip; 10 per page) and, when the agent is blocked (the two latest
 * CP_UTILIZATION invoices FAILED), a banner that says why, with `PayDuePanel` to pay at once.
 */
export function RecurringTransactions({ userId }: RecurringTransactionsProps) {
  const { t, i18n } = useTranslation(MY_PROFILE_NS);
  const { isBlocked } = useBlockedStatus(userId);
  const invoices = useListRecurringInvoicesQuery({ user_id: userId, limit: FETCH_LIMIT });
  const paging = usePaging(10);
  const location = useLocation();
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.hash === `#${RECURRING_TRANSACTIONS_ANCHOR}`) {
      const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      anchor.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
  }, [location.hash, isBlocked]);

  const rows = invoices.data ?? [];
  const { page, rowsPerPage } = paging;
  const visible = rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <div ref={anchor} id={RECURRING_TRANSACTIONS_ANCHOR} style={{ scrollMarginTop: 96 }}>
      <ProfileSection title={t('recurring.title')} subtitle={t('recurring.subtitle')}>
        {isBlocked ? (
          <Box sx={{ mb: 3 }}>
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              <AlertTitle>{t('recurring.blockedTitle')}</AlertTitle>
              {t('recurring.blockedText')}
            </Alert>
            <PayDuePanel userId={userId} />
          </Box>
        ) : null}
        <QueryState
          isLoading={invoices.isLoading}
          isError={invoices.isError}
          loading={<Skeleton variant="rounded" height={160} />}
          errorText={t('recurring.loadError')}
          retryLabel={t('page.retry')}
          onRetry={invoices.refetch}
        >
          {rows.length === 0 ? (
            <Typography color="text.secondary">{t('recurring.empty')}</Typography>
          ) : (
            <>
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('recurring.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('recurring.date')}</TableCell>
                      <TableCell>{t('recurring.type')}</TableCell>
                      <TableCell align="right">{t('recurring.amount')}</TableCell>
                      <TableCell>{t('recurring.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {visible.map((invoice) => (
                      <TableRow key={invoice.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.invoice_date, i18n.language)}</TableCell>
                        <TableCell>{t(`recurring.subscription.${invoice.subscription_type}`)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatCents(invoice.amount_cents, i18n.language, invoice.currency)}
                        </TableCell>
                        <TableCell>
                          <Chip size="small" color={STATUS_COLOR[invoice.status]} label={t(`recurring.statusLabel.${invoice.status}`)} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <PagedTableFooter
                paging={paging}
                count={rows.length}
                rowsPerPageOptions={RECURRING_PAGE_SIZES}
                labelRowsPerPage={t('recurring.rowsPerPage')}
                compact
              />
            </>
          )}
        </QueryState>
      </ProfileSection>
    </div>
  );
}
