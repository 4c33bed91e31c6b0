import type { Commission } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, useProductTypeLabel, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NamedText } from '../../format/NamedText.js';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY, formatRate } from '../../money.js';
import { useReportListTexts } from '../ReportTable/useReportListTexts.js';
import { StatusChip } from '../StatusChip/StatusChip.js';

/**
 * Props of {@link CommissionTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging with the
 * report's `count`, the server sort — column id = the wire sort column, `undefined` for the newest cycle first —,
 * loading, the error and its retry) and the report's own options.
 */
export interface CommissionTableProps
  extends Pick<PagedListProps<Commission>, 'rows' | 'pagination' | 'sort' | 'onSortChange' | 'loading' | 'error' | 'onRetry'> {
  /** The page of a row's client (`my-clients/{id}`, licensed agents only); without it the client is plain text. */
  clientHref?: (commission: Commission) => string;
  /** Opens a row's detail (click, Enter or Space on the row; links inside keep their own action). */
  onRowClick?: (commission: Commission) => void;
  /**
   * Shows the pay cycle column (default `true`). A page that shows one pay cycle at a time, and
   * says which in its header, leaves it out: the same dates on every row, and the width it
   * takes is what the other nine columns need at 1366 px.
   */
  showPayCycle?: boolean;
}

/**
 * The commission report's table on the ui-kit `DataTable`: pay cycle, client, policy
 * number, product type, carrier, premium, rate (basis points as a percentage), amount,
 * kind (an override names the downline agent who wrote the policy) and a status chip.
 * Pay cycle, policy number, premium and amount sort on the server (the api's
 * `CommissionSortColumn`). With `clientHref` (licensed agents) the client links to their page;
 * with `onRowClick` a row opens its detail; `showPayCycle={false}` leaves the pay cycle out.
 * Below 600 px each row is a stacked card. Product types and kinds are worded in the page's
 * language; client, agent and carrier names are marked `translate="no"` (issue #29).
 */
export function CommissionTable({ clientHref, onRowClick, showPayCycle = true, ...list }: CommissionTableProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const productTypeLabel = useProductTypeLabel();
  const texts = useReportListTexts('commissions');

  const columns = useMemo<DataTableColumn<Commission>[]>(() => {
    const all: DataTableColumn<Commission>[] = [
      {
        id: 'pay_cycle_start',
        header: t('commissions.columns.cycle'),
        sortable: true,
        firstSortDirection: 'desc',
        nowrap: true,
        render: (c) => formatDateRange(c.pay_cycle_start, c.pay_cycle_end, { collapse: true }),
      },
      {
        id: 'client',
        header: t('commissions.columns.client'),
        render: (c) =>
          clientHref ? (
            <Link component={RouterLink} to={clientHref(c)} translate="no">
              {c.client_name}
            </Link>
          ) : (
            <span translate="no">{c.client_name}</span>
          ),
      },
      { id: 'policy_no', header: t('commissions.columns.policy'), sortable: true, nowrap: true, render: (c) => c.policy_no },
      { id: 'product_type', header: t('commissions.columns.productType'), render: (c) => productTypeLabel(c.product_type) },
      { id: 'carrier', header: t('commissions.columns.carrier'), render: (c) => <span translate="no">{c.carrier}</span> },
      {
        id: 'premium_cents',
        header: t('commissions.columns.premium'),
        sortable: true,
        firstSortDirection: 'desc',
        align: 'right',
        nowrap: true,
        render: (c) => formatMoney(c.premium_cents, CURRENCY),
      },
      {
        id: 'rate_bps',
        header: t('commissions.columns.rate'),
        align: 'right',
        nowrap: true,
        render: (c) => formatRate(c.rate_bps, language),
      },
      {
        id: 'amount_cents',
        header: t('commissions.columns.amount'),
        sortable: true,
        firstSortDirection: 'desc',
        align: 'right',
        nowrap: true,
        render: (c) => (
          <Box component="span" sx={{ fontWeight: 600, color: c.status === 'CHARGED_BACK' ? 'error.main' : undefined }}>
            {formatMoney(c.status === 'CHARGED_BACK' ? -c.amount_cents : c.amount_cents, CURRENCY)}
          </Box>
        ),
      },
      {
        id: 'kind',
        header: t('commissions.columns.kind'),
        render: (c) =>
          c.kind === 'OVERRIDE' && c.source_agent_name ? <NamedText i18nKey="commissions.overrideFrom" name={c.source_agent_name} /> : t(`commissions.kind.${c.kind}`),
      },
      {
        id: 'status',
        header: t('commissions.columns.status'),
        render: (c) => <StatusChip status={c.status} label={t(`commissions.status.${c.status}`)} />,
      },
    ];
    return showPayCycle ? all : all.filter((column) => column.id !== 'pay_cycle_start');
  }, [t, formatMoney, formatDateRange, language, clientHref, showPayCycle, productTypeLabel]);

  return (
    <PagedDataTable
      {...list}
      aria-label={t('commissions.title')}
      columns={columns}
      onRowClick={onRowClick ? (c) => onRowClick(c) : undefined}
      getRowLabel={(c) => t('commissions.detail.rowLabel', { policy: c.policy_no })}
      minWidth={960}
      texts={texts}
    />
  );
}
