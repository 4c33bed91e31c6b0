import { useGetEarningsQuery, useListPayoutsQuery } from '@agent-portal/api-client';
import { useUrlListState } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PayoutTable } from '../components/PayoutTable/PayoutTable.js';
import { ReportPageHeader } from '../components/ReportPageHeader/ReportPageHeader.js';
import { ReportTotals } from '../components/ReportTotals/ReportTotals.js';
import { pendingOfPayout, ScheduledPayoutNote } from '../components/ScheduledPayoutNote/ScheduledPayoutNote.js';
import { useOpeningPayCycle } from '../hooks/useOpeningPayCycle.js';
import { OpeningCycleNote } from '../components/OpeningCycleNote/OpeningCycleNote.js';
import { REPORTS_NS } from '../i18n/index.js';

/**
 * The `reports/payments` route module (lazy, issue #9): the payouts of the pay cycle in the
 * URL (`GET /payment/payouts`, server-paged with `?page=&limit=`), each with its paid
 * commissions, bonuses, charge-backs and the payment; the total of the payments shown
 * above the table.
 *
 * Without a cycle in the URL it opens on the current cycle when it has earnings, else the latest that does, and says which (issue #27 §4,
 * `useOpeningPayCycle`); nothing is requested before that cycle is known.
 *
 * A SCHEDULED payout (the current cycle's, paid on its `pay_date`) is explained above the table (issue
 * #28 item 6, `ScheduledPayoutNote`): what is still pending — the cycle's earnings (`GET
 * /commissions/earnings` of that cycle, PAID or PENDING) less the payout's paid figures — and when it
 * will be paid; the earnings are only asked for when such a payout is shown.
 */
export function Component() {
  const { t } = useTranslation(REPORTS_NS);
  const { cycle, setCycle, ready, reason, current } = useOpeningPayCycle('earnings');
  const { page, pageSize, pagination } = useUrlListState(useSearchParams());
  // Issue #27 §4: nothing is asked before the cycle to open on is known.
  const query = useListPayoutsQuery(ready ? { start_date: cycle.start_date, end_date: cycle.end_date, page, limit: pageSize } : skipToken);
  const data = query.currentData;
  const total = data?.data.reduce((sum, p) => sum + p.amount_cents, 0) ?? 0;
  // Issue #28 item 6: a scheduled payout says what is pending and when it is paid.
  const scheduled = data?.data.find((p) => p.status === 'SCHEDULED');
  const earnings = useGetEarningsQuery(scheduled ? { start_date: scheduled.pay_cycle_start, end_date: scheduled.pay_cycle_end } : skipToken);
  const scheduledEarnings = earnings.currentData?.cycles.find((c) => c.start_date === scheduled?.pay_cycle_start);
  return (
    <>
      <ReportPageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} cycle={cycle} onCycleChange={setCycle} />
      <OpeningCycleNote reason={reason} cycle={cycle} current={current} kind="earnings" />
      {data && data.count > 0 ? <ReportTotals title={t('payments.total')} totals={[{ id: 'payments', label: t('payments.columns.amount'), cents: total, strong: true }]} /> : null}
      {scheduled && (scheduledEarnings || earnings.isError) ? (
        <ScheduledPayoutNote payout={scheduled} pending={scheduledEarnings ? pendingOfPayout(scheduled, scheduledEarnings) : undefined} />
      ) : null}
      <PayoutTable
        rows={data?.data}
        pagination={{ ...pagination, total: data?.count ?? 0 }}
        loading={query.isFetching || !ready}
        error={query.isError}
        onRetry={query.refetch}
      />
    </>
  );
}
