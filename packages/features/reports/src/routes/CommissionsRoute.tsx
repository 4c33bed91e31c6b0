import { useGetProfileQuery, useGetCommissionPossibleFiltersQuery, useGetCommissionReportQuery } from '@agent-portal/api-client';
import type {
  CommissionKind,
  CommissionReportParams,
  CommissionSort,
  CommissionSortColumn,
  Commission,
  CommissionStatus,
} from '@agent-portal/api-client/wire';
import { selectUserId } from '@agent-portal/auth-session';
import { paths } from '@agent-portal/feature-api';
import { type DataTableSort, oneOf, positiveId, sortParam, textParam, useUrlListState } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import { CommissionFilters, type CommissionFilterValues } from '../components/CommissionFilters/CommissionFilters.js';
import { CommissionTable } from '../components/CommissionTable/CommissionTable.js';
import { CommissionDetail } from '../components/CommissionDetail/CommissionDetail.js';
import { ReportPageHeader } from '../components/ReportPageHeader/ReportPageHeader.js';
import { ReportTotals } from '../components/ReportTotals/ReportTotals.js';
import { useOpeningPayCycle } from '../hooks/useOpeningPayCycle.js';
import { OpeningCycleNote } from '../components/OpeningCycleNote/OpeningCycleNote.js';
import { REPORTS_NS } from '../i18n/index.js';

const KINDS: readonly CommissionKind[] = ['PERSONAL', 'OVERRIDE'];
const STATUSES: readonly CommissionStatus[] = ['PAID', 'PENDING', 'CHARGED_BACK'];
/** The columns the server sorts by (api-client `CommissionSortColumn`); the table's other headers are not sortable. */
export const COMMISSION_SORT_COLUMNS: readonly CommissionSortColumn[] = ['pay_cycle_start', 'amount_cents', 'premium_cents', 'policy_no'];

/** `?sort=column:dir` as a table sort, when the column is one of {@link COMMISSION_SORT_COLUMNS}. */
export function parseCommissionSort(value: string | null): DataTableSort | undefined {
  return sortParam(value, COMMISSION_SORT_COLUMNS);
}

const clientPage = (c: Commission) => paths.clientDetail(c.client_id);

/**
 * The `reports/commissions` route module (lazy, issue #9): the commission report of the pay
 * cycle in the URL, with the filters of possible-filters (kind, product type, carrier,
 * status, downline agent, client), server paging (`?page=&limit=`) and sorting
 * (`?sort=column:dir`), all in the URL; the totals of the whole filtered set above the table.
 * A licensed agent's client names link to `my-clients/{id}`. A row opens its detail
 * (`?commission=id`, kept on reload while the row is on the page).
 *
 * Without a cycle in the URL it opens on the current cycle when it has commissions, else the latest that does, and says which (issue #27 §4,
 * `useOpeningPayCycle`); nothing is requested before that cycle is known.
 */
export function Component() {
  const { t } = useTranslation(REPORTS_NS);
  const { cycle, setCycle, ready, reason, current } = useOpeningPayCycle('commissions');
  const { params, page, pageSize, update, pagination, sort, sortArg, onSortChange } = useUrlListState(useSearchParams(), {
    keepPageFor: ['commission'],
    sortColumns: COMMISSION_SORT_COLUMNS,
  });

  const filters: CommissionFilterValues = useMemo(
    () => ({
      kind: oneOf(params.get('kind'), KINDS),
      product_type: textParam(params.get('product_type')),
      carrier: textParam(params.get('carrier')),
      status: oneOf(params.get('status'), STATUSES),
      downline_agent_id: positiveId(params.get('downline_agent_id')),
      client_id: positiveId(params.get('client_id')),
    }),
    [params],
  );

  const args: CommissionReportParams = {
    start_date: cycle.start_date,
    end_date: cycle.end_date,
    ...filters,
    page,
    limit: pageSize,
    ...(sortArg ? { sort: sortArg as CommissionSort } : {}),
  };
  // Issue #27 §4: nothing is asked before the cycle to open on is known.
  const report = useGetCommissionReportQuery(ready ? args : skipToken);
  const options = useGetCommissionPossibleFiltersQuery();
  const data = report.currentData;
  const totals = data?.totals;
  // `?commission=` names the row whose detail is open (a row of the page shown).
  const selectedId = positiveId(params.get('commission'));
  const selected = selectedId === undefined ? undefined : data?.data.find((c) => c.id === selectedId);
  // A client's page (my-clients/{id}) is for licensed agents only (§6): others see the name as text.
  const userId = useSelector(selectUserId);
  const licensed = useGetProfileQuery(userId ?? skipToken).data?.is_licensed === true;

  return (
    <>
      <ReportPageHeader title={t('commissions.title')} subtitle={t('commissions.subtitle')} cycle={cycle} onCycleChange={setCycle} statement />
      <OpeningCycleNote reason={reason} cycle={cycle} current={current} kind="commissions" />
      <CommissionFilters
        options={options.data}
        value={filters}
        onChange={(next) =>
          update({
            kind: next.kind,
            product_type: next.product_type,
            carrier: next.carrier,
            status: next.status,
            downline_agent_id: next.downline_agent_id,
            client_id: next.client_id,
          })
        }
      />
      {totals && data.count > 0 ? (
        <ReportTotals
          title={t('commissions.totals.title')}
          totals={[
            { id: 'personal', label: t('commissions.totals.personal'), cents: totals.personal_cents },
            { id: 'override', label: t('commissions.totals.override'), cents: totals.override_cents },
            { id: 'charge-backs', label: t('commissions.totals.chargeBacks'), cents: totals.charge_backs_cents === 0 ? 0 : -totals.charge_backs_cents },
            { id: 'pending', label: t('commissions.totals.pending'), cents: totals.pending_cents },
            { id: 'net', label: t('commissions.totals.net'), cents: totals.net_cents, strong: true },
          ]}
        />
      ) : null}
      <CommissionTable
        rows={data?.data}
        pagination={{ ...pagination, total: data?.count ?? 0 }}
        sort={sort}
        onSortChange={onSortChange}
        loading={report.isFetching || !ready}
        error={report.isError}
        onRetry={report.refetch}
        clientHref={licensed ? clientPage : undefined}
        onRowClick={(c) => update({ commission: String(c.id) })}
        // One pay cycle at a time, named by the picker above: the column would repeat it on every row.
        showPayCycle={false}
      />
      <CommissionDetail
        commission={selected}
        onClose={() => update({ commission: undefined })}
        clientHref={licensed ? clientPage : undefined}
        onFilterClient={(clientId) => update({ client_id: String(clientId), commission: undefined })}
        onFilterSource={(agentId) => update({ downline_agent_id: String(agentId), kind: 'OVERRIDE', commission: undefined })}
      />
    </>
  );
}
