import { useListPaymentsQuery } from '@agent-portal/api-client';
import type { Payment } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { DataTable, SectionCard, usePaging, type DataTableColumn } from '@agent-portal/ui-kit';
import Chip from '@mui/material/Chip';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments/index.js';

const MONEY_CELL = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The agent's payment history (`GET /payment?page&limit`, spec §7; issue #4 recurring-payment):
 * a ui-kit `DataTable` paged on the server (1-based `page`, `limit` 10/25/50/100), newest first:
 * date and time, amount, tax and total (integer cents + ISO 4217 currency, formatted in the
 * active language by `useFormatters`), card, status, invoices. Skeleton on the first load, the
 * previous page stays (dimmed) while the next loads, error with retry, empty state; stacked
 * cards on a phone. Rows carry `data-testid="payment-row"`.
 */
export function PaymentHistory() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { formatDateTime, formatMoney } = useFormatters();
  const titleId = useId();
  const paging = usePaging();
  const { data, isFetching, isError, refetch } = useListPaymentsQuery({ page: paging.page, limit: paging.pageSize });

  const columns = useMemo<DataTableColumn<Payment>[]>(() => {
    const money = (key: 'amount_cents' | 'tax_cents' | 'total_cents') => (payment: Payment) => formatMoney(payment[key], payment.currency);
    return [
      { id: 'date', header: t('history.date'), nowrap: true, render: (payment) => formatDateTime(payment.created_at) },
      { id: 'amount', header: t('history.amount'), align: 'right', nowrap: true, cellSx: MONEY_CELL, render: money('amount_cents') },
      { id: 'tax', header: t('history.tax'), align: 'right', nowrap: true, cellSx: MONEY_CELL, render: money('tax_cents') },
      {
        id: 'total',
        header: t('history.total'),
        align: 'right',
        nowrap: true,
        cellSx: { ...MONEY_CELL, fontWeight: 600 },
        render: money('total_cents'),
      },
      {
        id: 'card',
        header: t('history.card'),
        nowrap: true,
        render: (payment) =>
          payment.card_brand && payment.card_last4 ? t('history.cardValue', { brand: payment.card_brand, last4: payment.card_last4 }) : t('history.noCard'),
      },
      {
        id: 'status',
        header: t('history.status'),
        render: (payment) => (
          <Chip
            size="small"
            variant="outlined"
            color={payment.status === 'SUCCEEDED' ? 'success' : 'error'}
            label={t(`history.${payment.status}`)}
            title={payment.failure_message ?? undefined}
          />
        ),
      },
      { id: 'invoices', header: t('history.invoices'), render: (payment) => payment.invoice_ids.map((id) => `#${id}`).join(', ') },
    ];
  }, [t, formatDateTime, formatMoney]);

  return (
    <SectionCard titleId={titleId} title={t('history.title')} titleGap={1.5}>
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={data?.data}
        getRowProps={() => ({ 'data-testid': 'payment-row' })}
        loading={isFetching}
        error={isError}
        errorText={t('history.error')}
        onRetry={refetch}
        emptyTitle={t('history.empty')}
        pagination={paging.pagination(data?.count ?? 0)}
        minWidth={640}
        labels={{ loading: t('history.loading'), retry: t('due.retry') }}
      />
    </SectionCard>
  );
}
