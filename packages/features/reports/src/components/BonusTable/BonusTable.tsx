import type { Bonus } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';
import { useReportListTexts } from '../ReportTable/useReportListTexts.js';
import { StatusChip } from '../StatusChip/StatusChip.js';

/** Props of {@link BonusTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging, loading, the error and its retry). */
export type BonusTableProps = Pick<PagedListProps<Bonus>, 'rows' | 'pagination' | 'loading' | 'error' | 'onRetry'>;

/**
 * The bonus report's table: pay cycle, type, description, amount and a status chip; stacked cards on a phone.
 * The description is the gateway's text, in the page's language (the gateway words the back office's descriptions per
 * `Accept-Language`, issue #29); the type and status are worded in the page's language.
 */
export function BonusTable(list: BonusTableProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDateRange } = useFormatters();
  const columns = useMemo<DataTableColumn<Bonus>[]>(
    () => [
      {
        id: 'cycle',
        header: t('bonus.columns.cycle'),
        nowrap: true,
        render: (b) => formatDateRange(b.pay_cycle_start, b.pay_cycle_end, { collapse: true }),
      },
      { id: 'type', header: t('bonus.columns.type'), render: (b) => t(`bonus.type.${b.bonus_type}`) },
      { id: 'description', header: t('bonus.columns.description'), cellSx: { overflowWrap: 'anywhere' }, render: (b) => b.description },
      { id: 'amount', header: t('bonus.columns.amount'), align: 'right', nowrap: true, render: (b) => formatMoney(b.amount_cents, CURRENCY) },
      { id: 'status', header: t('bonus.columns.status'), render: (b) => <StatusChip status={b.status} label={t(`bonus.status.${b.status}`)} /> },
    ],
    [t, formatMoney, formatDateRange],
  );
  return (
    <PagedDataTable
      {...list}
      aria-label={t('bonus.title')}
      columns={columns}
      texts={useReportListTexts('bonus')}
    />
  );
}
