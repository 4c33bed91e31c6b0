import type { Payout } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';
import { useReportListTexts } from '../ReportTable/useReportListTexts.js';
import { StatusChip } from '../StatusChip/StatusChip.js';

/** Props of {@link PayoutTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging, loading, the error and its retry). */
export type PayoutTableProps = Pick<PagedListProps<Payout>, 'rows' | 'pagination' | 'loading' | 'error' | 'onRetry'>;

/**
 * The payments report's table: pay cycle, pay date, paid commissions, bonuses,
 * charge-backs (subtracted), the payment and a status chip; stacked cards on a phone.
 */
export function PayoutTable(list: PayoutTableProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDate, formatDateRange } = useFormatters();
  const columns = useMemo<DataTableColumn<Payout>[]>(
    () => [
      {
        id: 'cycle',
        header: t('payments.columns.cycle'),
        nowrap: true,
        render: (p) => formatDateRange(p.pay_cycle_start, p.pay_cycle_end, { collapse: true }),
      },
      { id: 'payDate', header: t('payments.columns.payDate'), nowrap: true, render: (p) => <time dateTime={p.pay_date}>{formatDate(p.pay_date)}</time> },
      { id: 'commissions', header: t('payments.columns.commissions'), align: 'right', nowrap: true, render: (p) => formatMoney(p.commissions_cents, CURRENCY) },
      { id: 'bonuses', header: t('payments.columns.bonuses'), align: 'right', nowrap: true, render: (p) => formatMoney(p.bonuses_cents, CURRENCY) },
      {
        id: 'chargeBacks',
        header: t('payments.columns.chargeBacks'),
        align: 'right',
        nowrap: true,
        render: (p) => formatMoney(p.charge_backs_cents === 0 ? 0 : -p.charge_backs_cents, CURRENCY),
      },
      {
        id: 'amount',
        header: t('payments.columns.amount'),
        align: 'right',
        nowrap: true,
        render: (p) => (
          <Box component="span" sx={{ fontWeight: 700, color: p.amount_cents < 0 ? 'error.main' : undefined }}>
            {formatMoney(p.amount_cents, CURRENCY)}
          </Box>
        ),
      },
      { id: 'status', header: t('payments.columns.status'), render: (p) => <StatusChip status={p.status} label={t(`payments.status.${p.status}`)} /> },
    ],
    [t, formatMoney, formatDate, formatDateRange],
  );
  return (
    <PagedDataTable
      {...list}
      aria-label={t('payments.title')}
      columns={columns}
      getRowId={(p) => p.pay_cycle_start}
      texts={useReportListTexts('payments')}
    />
  );
}
