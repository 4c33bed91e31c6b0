import { isEmptyEarnings, useGetEarningsQuery } from '@agent-portal/api-client';
import { paths } from '@agent-portal/feature-api';
import { lastPayCycles, previousPayCycle } from '@agent-portal/pay-cycle';
import { BusySkeleton, QueryState, SectionCard, useWhenIdle } from '@agent-portal/ui-kit';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EarningsSummary } from '../components/EarningsSummary/EarningsSummary.js';
import { ReportPageHeader } from '../components/ReportPageHeader/ReportPageHeader.js';
import { usePayCycleParam } from '../hooks/usePayCycleParam.js';
import { REPORTS_NS } from '../i18n/index.js';

/** The chart is its own chunk (MUI X Charts, ~100 KB gzip), loaded only on this page, after it has settled. */
const EarningsChart = lazy(() => import('../components/EarningsChart/EarningsChart.js'));

/**
 * When the chart (~100 KB gzip of MUI X Charts) starts loading: 1.5 s after the page's
 * first render, in an idle moment (at most 2 s more) — the figures come first and what
 * the page loads until idle stays in budget (issue #8).
 */
export const CHART_START = { delayMs: 1500, idleTimeoutMs: 2000 } as const;

/** How many cycles the chart shows, ending with the chosen one. */
export const CHART_CYCLES = 12;

/**
 * The `reports` route module (lazy, issue #9): the earnings of the pay cycle in the URL
 * (`?start_date=&end_date=`, default the current cycle) as five cards with their change
 * against the previous cycle and the year to date, a chart of the last 12 cycles, and links
 * to the payments, commissions and bonus reports keeping the cycle. One
 * `GET /commissions/earnings` over the 12 cycles ending with the chosen one gives it all.
 */
export function Component() {
  const { t } = useTranslation(REPORTS_NS);
  const { cycle, setCycle, search } = usePayCycleParam();
  const range = useMemo(() => {
    const cycles = lastPayCycles(CHART_CYCLES, cycle.start_date);
    return { start_date: cycles[CHART_CYCLES - 1]!.start_date, end_date: cycle.end_date };
  }, [cycle]);
  const query = useGetEarningsQuery(range);
  // The chart is secondary: it loads once the figures are shown and the page has settled.
  const chartReady = useWhenIdle(CHART_START);
  const data = query.currentData;
  const previousStart = previousPayCycle(cycle).start_date;
  const current = data?.cycles.find((c) => c.start_date === cycle.start_date);
  const previous = data?.cycles.find((c) => c.start_date === previousStart);

  const links = [
    { to: paths.reportPayments, label: t('payments.title') },
    { to: paths.reportCommissions, label: t('commissions.title') },
    { to: paths.reportBonus, label: t('bonus.title') },
  ];

  return (
    <>
      <ReportPageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} cycle={cycle} onCycleChange={setCycle} backLink={false} statement />
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
        isLoading={query.isFetching && !data}
        errorText={t('overview.loadError')}
        loadingLabel={t('overview.cards')}
        isEmpty={() => isEmptyEarnings(current)}
        emptyTitle={t('overview.empty')}
        emptyDescription={t('overview.emptyHint')}
      >
        {(earnings) => (
          <>
            <EarningsSummary current={current!} previous={previous} yearToDate={earnings.year_to_date} />
            <SectionCard title={t('overview.chart')} sx={{ mt: 3 }}>
              {chartReady ? (
                <Suspense fallback={<BusySkeleton label={t('overview.chartLoading')} />}>
                  <EarningsChart cycles={earnings.cycles} />
                </Suspense>
              ) : (
                <BusySkeleton label={t('overview.chartLoading')} />
              )}
            </SectionCard>
          </>
        )}
      </QueryState>
    </>
  );
}
