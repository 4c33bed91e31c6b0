import { useListPaymentsQuery, type Payment } from '@agent-portal/api-client';
import { EmptyState } from '@agent-portal/ui-kit';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments';
import { formatCents, formatDate } from '../PayDuePanel/format';
import { BusySkeleton, TABLE_ROWS_SKELETON } from '../shared/BusySkeleton';
import { PagedTableFooter } from '../shared/PagedTableFooter';
import { QueryState } from '../shared/QueryState';
import { usePaging } from '../shared/usePaging';
import { CardSection } from '../shared/CardSection';

/** Page sizes offered (spec §9: default 10). */
export const PAYMENT_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The agent's payment history (`GET /payment?page&limit`, spec §7; issue #4 recurring-payment):
 * a table paged on the server (date, amount, tax, total, card, status, invoices), newest first.
 * Loading, error (retry) and empty states; the previous page stays visible while the next loads.
 */
export function PaymentHistory() {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const titleId = useId();
  const paging = usePaging(PAYMENT_PAGE_SIZES[0]);
  const { data, isLoading, isFetching, isError, refetch } = useListPaymentsQuery({ page: paging.page + 1, limit: paging.rowsPerPage });

  const money = (payment: Payment, cents: number) => formatCents(cents, payment.currency, language);

  return (
    <CardSection titleId={titleId} title={t('history.title')} titleGap={1.5}>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        data={data}
        loading={<BusySkeleton label={t('history.loading')} lines={TABLE_ROWS_SKELETON} />}
        errorText={t('history.error')}
        retryLabel={t('due.retry')}
        onRetry={refetch}
      >
        {(history) =>
          history.count === 0 ? (
            <EmptyState title={t('history.empty')} />
          ) : (
            <>
              <TableContainer sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
                <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 640 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('history.date')}</TableCell>
                      <TableCell align="right">{t('history.amount')}</TableCell>
                      <TableCell align="right">{t('history.tax')}</TableCell>
                      <TableCell align="right">{t('history.total')}</TableCell>
                      <TableCell>{t('history.card')}</TableCell>
                      <TableCell>{t('history.status')}</TableCell>
                      <TableCell>{t('history.invoices')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {history.data.map((payment) => (
                      <TableRow key={payment.id} data-testid="payment-row">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.created_at, language, true)}</TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {money(payment, payment.amount_cents)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {money(payment, payment.tax_cents)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                          {money(payment, payment.total_cents)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {payment.card_brand && payment.card_last4
                            ? t('history.cardValue', { brand: payment.card_brand, last4: payment.card_last4 })
                            : t('history.noCard')}
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            variant="outlined"
                            color={payment.status === 'SUCCEEDED' ? 'success' : 'error'}
                            label={t(`history.${payment.status}`)}
                            title={payment.failure_message ?? undefined}
                          />
                        </TableCell>
                        <TableCell>{payment.invoice_ids.map((id) => `#${id}`).join(', ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <PagedTableFooter
                paging={paging}
                count={history.count}
                rowsPerPageOptions={PAYMENT_PAGE_SIZES}
                labelRowsPerPage={t('history.rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) => t('history.displayedRows', { from, to, count })}
              />
            </>
          )
        }
      </QueryState>
    </CardSection>
  );
}
