import { earningsComparison, isEmptyEarnings, sameDaysEarningsParams, useGetEarningsQuery } from '@agent-portal/api-client';
import { paths } from '@agent-portal/feature-api';
import { lastPayCycles, previousPayCycle } from '@agent-portal/pay-cycle';
import { QueryState, SectionCard } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EarningsChart } from '../components/EarningsChart/EarningsChart.js';
import { EarningsSummary, type EarningsSummaryComparison } from '../components/EarningsSummary/EarningsSummary.js';
import { OpeningCycleNote } from '../components/OpeningCycleNote/OpeningCycleNote.js';
import { ReportPageHeader } from '../components/ReportPageHeader/ReportPageHeader.js';
import { useOpeningPayCycle } from '../hooks/useOpeningPayCycle.js';
import { REPORTS_NS } from '../i18n/index.js';

/** How many cycles the chart shows, ending with the chosen one. */
export const CHART_CYCLES = 12;

/**
 * The `reports` route module (lazy, issue #9): the earnings of a pay cycle as five cards with their
 * change and the year to date, a chart of the last 12 cycles, and links to the payments,
 * commissions and bonus reports keeping the cycle. One `GET /commissions/earnings` over the 12
 * cycles ending with the chosen one gives it all.
 *
 * Which cycle (issue #27 §4): the one in the URL (`?start_date=&end_date=`); without one, the
 * current cycle when it has earnings, else the latest that does, and a line says which
 * (`useOpeningPayCycle`, {@link OpeningCycleNote}). The change is like for like: a cycle in progress
 * against the same days of the one before (a second earnings call with `through_day`), a finished
 * cycle against the whole previous one; the caption under each change says which.
 */
export function Component() {
  const { t } = useTranslation(REPORTS_NS);
  const { cycle, setCycle, search, ready, reason, current: currentCycle } = useOpeningPayCycle('earnings');
  const range = useMemo(() => {
    const cycles = lastPayCycles(CHART_CYCLES, cycle.start_date);
    return { start_date: cycles[CHART_CYCLES - 1]!.start_date, end_date: cycle.end_date };
  }, [cycle]);
  const query = useGetEarningsQuery(ready ? range : skipToken);
  // Like for like: a cycle in progress is compared with the same days of the previous one.
  const basis = earningsComparison(cycle);
  const sameDaysArgs = sameDaysEarningsParams(cycle, basis);
  const sameDays = useGetEarningsQuery(ready && sameDaysArgs ? sameDaysArgs : skipToken);
  const data = query.currentData;
  const previousStart = previousPayCycle(cycle).start_date;
  const current = data?.cycles.find((c) => c.start_date === cycle.start_date);
  let comparison: EarningsSummaryComparison | undefined;
  if (sameDaysArgs) {
    const [before, soFar] = sameDays.currentData?.cycles ?? [];
    if (before && soFar) comparison = { ...basis, previous: before, current: soFar };
  } else {
    const previous = data?.cycles.find((c) => c.start_date === previousStart);
    if (previous) comparison = { ...basis, previous };
  }
  // The figures wait for their comparison (no change line popping in afterwards); a failed
  // comparison only leaves the change out.
  const waiting = !ready || (query.isFetching && !data) || (sameDaysArgs !== undefined && sameDays.isFetching && !sameDays.currentData);

  const links = [
    { to: paths.reportPayments, label: t('payments.title') },
    { to: paths.reportCommissions, label: t('commissions.title') },
    { to: paths.reportBonus, label: t('bonus.title') },
  ];

  return (
    <>
      <ReportPageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} cycle={cycle} onCycleChange={setCycle} backLink={false} statement />
      <OpeningCycleNote reason={reason} cycle={cycle} current={currentCycle} kind="earnings" />
      <Box component="nav" aria-label={t('overview.links')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {links.map((link) => (
          <Button key={link.to} component={RouterLink} to={`${link.to}${search}`} variant="outlined" endIcon={<ChevronRight />}>
            {link.label}
          </Button>
        ))}
      </Box>
      <QueryState
        query={query}
        data={data}
        isLoading={waiting}
        errorText={t('overview.loadError')}
        loadingLabel={t('overview.cards')}
        isEmpty={() => isEmptyEarnings(current)}
        emptyTitle={t('overview.empty')}
        emptyDescription={t('overview.emptyHint')}
      >
        {(earnings) => (
          <>
            <EarningsSummary current={current!} comparison={comparison} yearToDate={earnings.year_to_date} />
            <SectionCard title={t('overview.chart')} sx={{ mt: 3 }}>
              <EarningsChart cycles={earnings.cycles} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </>
  );
}
