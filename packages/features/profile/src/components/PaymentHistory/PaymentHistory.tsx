import { useListPaymentsQuery, type Payment } from '@agent-portal/api-client';
import { EmptyState } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments';
import { formatCents, formatDate } from '../PayDuePanel/format';

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
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(PAYMENT_PAGE_SIZES[0]);
  const { data, isLoading, isFetching, isError, refetch } = useListPaymentsQuery({ page: page + 1, limit });

  const money = (payment: Payment, cents: number) => formatCents(cents, payment.currency, language);

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label={t('history.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Box>
    );
  } else if (isError || !data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('due.retry')}
          </Button>
        }
      >
        {t('history.error')}
      </Alert>
    );
  } else if (data.count === 0) {
    body = <EmptyState title={t('history.empty')} />;
  } else {
    body = (
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
              {data.data.map((payment) => (
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
        <TablePagination
          component="div"
          count={data.count}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={limit}
          rowsPerPageOptions={[...PAYMENT_PAGE_SIZES]}
          onRowsPerPageChange={(event) => {
            setLimit(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('history.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('history.displayedRows', { from, to, count })}
          showFirstButton
          showLastButton
          sx={{ overflow: 'visible', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      {body}
    </Paper>
  );
}
