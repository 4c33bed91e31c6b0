import {
  earningsComparison,
  earningsCycleOf,
  openingEarningsCycle,
  sameDaysEarningsParams,
  useGetEarningsQuery,
} from '@agent-portal/api-client';
import type { EarningsCycle } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';
import { changeOf, formatPercent, keepRangeDashTogether, useFormatters } from '@agent-portal/i18n';
import { ChangeLine, visuallyHidden } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n/index.js';
import TrendChart, { TREND_HEIGHT_PX } from './TrendChart.js';
import { WidgetCard } from './WidgetCard.js';
import { widgetArgs } from './widgetData.js';


/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 336;

/** Pay cycles in the trend, the current one last. */
export const TREND_CYCLES = 8;

const USD = 'USD';

/** Props of {@link EarningsWidget}. */
export interface EarningsWidgetProps {
  /** "Today" (stories, tests): a `Date` (its local calendar day) or an ISO date `YYYY-MM-DD`; default now. */
  today?: Date | string;
}

/**
 * The agent's earnings (issue #12; `GET /commissions/earnings`, the gateway's default range ending
 * with the current pay cycle): the net, the change, the split, and a small trend of the last
 * {@link TREND_CYCLES} cycles (an inline SVG sparkline drawn with the figures, issue #27, with its
 * values as text for screen readers). Links to the reports.
 *
 * Open on content (issue #27 §4): the current cycle when it has earnings ("This pay cycle so far"),
 * else the latest cycle that does, saying so; the empty state only when none of the 52 cycles has
 * any. Like for like: the current cycle so far against the same days of the previous one (the
 * `through_day` call the dashboard starts with the others, `sameDaysWidgetArgs`), an earlier cycle
 * against the whole cycle before it; the change line names what it compares.
 */
export function EarningsWidget({ today }: EarningsWidgetProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const now = today ?? new Date();
  const query = useGetEarningsQuery(widgetArgs.earnings);
  const all: EarningsCycle[] = query.data?.cycles ?? [];
  const cycles = all.slice(-TREND_CYCLES);
  const currentStart = earningsCycleOf(now).start_date;
  const opening = openingEarningsCycle(all, currentStart);
  // No cycle with earnings: the current one (or the range's last), with the empty state.
  const shown = opening?.cycle ?? all.find((c) => c.start_date === currentStart) ?? all.at(-1);
  const comparison = shown ? earningsComparison(shown, now) : undefined;
  const sameDaysArgs = shown && comparison ? sameDaysEarningsParams(shown, comparison) : undefined;
  const sameDays = useGetEarningsQuery(opening && sameDaysArgs ? sameDaysArgs : skipToken);

  let compared: { current: number; previous: number } | undefined;
  if (opening && comparison) {
    if (sameDaysArgs) {
      const [before, soFar] = sameDays.data?.cycles ?? [];
      if (before && soFar) compared = { current: soFar.net_cents, previous: before.net_cents };
    } else {
      const before = all.find((c) => c.start_date === comparison.previous_start);
      if (before) compared = { current: opening.cycle.net_cents, previous: before.net_cents };
    }
  }
  const change = compared ? changeOf(compared.current, compared.previous) : undefined;
  let changeText: string | undefined;
  if (change && comparison) {
    const range = keepRangeDashTogether(formatDateRange(comparison.previous_start, comparison.previous_end, { collapse: true }));
    const basis = comparison.basis === 'sameDays' ? 'SameDays' : 'Whole';
    changeText =
      change.amount === 0
        ? t(`earnings.noChange${basis}`, { range })
        : t(`earnings.change${basis}`, {
            range,
            change: `${change.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(change.amount), USD)}${change.ratio === null ? '' : ` (${formatPercent(Math.abs(change.ratio), language)})`}`,
          });
  }
  const cycleRange = shown ? keepRangeDashTogether(formatDateRange(shown.start_date, shown.end_date, { collapse: true })) : '';
  const cycleText = !opening ? t('earnings.cycle', { range: cycleRange }) : opening.current ? t('earnings.cycleCurrent', { range: cycleRange }) : t('earnings.cycleLatest', { range: cycleRange });
  // The figures wait for their comparison, so the change line never pops in below them.
  const state = { isLoading: query.isLoading || (sameDaysArgs !== undefined && opening !== undefined && sameDays.isLoading), isError: query.isError, refetch: query.refetch };

  return (
    <WidgetCard
      loadingMinHeight={LOADING_HEIGHT}
      title={t('earnings.title')}
      link={{ to: paths.reports, label: t('earnings.link') }}
      state={state}
      errorText={t('earnings.error')}
      data-testid="widget-earnings"
    >
      {shown && (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="earnings-cycle">
            {cycleText}
          </Typography>
          {!opening ? (
            // §9 / issue #9: an empty pay cycle shows the empty state, not zeros pretending to be data.
            <Box data-testid="earnings-empty" sx={{ my: 1 }}>
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {t('earnings.empty')}
              </Typography>
            </Box>
          ) : (
            <>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }} data-testid="earnings-net" aria-label={`${t('earnings.net')}: ${formatMoney(shown.net_cents, USD)}`}>
                {formatMoney(shown.net_cents, USD)}
              </Typography>
              {change && changeText && <ChangeLine amount={change.amount} text={changeText} testId="earnings-change" />}
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, my: 1.5, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
                {(
                  [
                    ['commissions', shown.commissions_cents],
                    ['overrides', shown.overrides_cents],
                    ['bonuses', shown.bonuses_cents],
                    // `|| 0`: no charge-backs read $0.00, not −$0.00.
                    ['chargeBacks', -shown.charge_backs_cents || 0],
                  ] as const
                ).map(([key, cents]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`earnings.${key}`)}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {formatMoney(cents, USD)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Typography variant="body2" sx={visuallyHidden}>
            {t('earnings.trend', { count: cycles.length, values: cycles.map((c) => formatMoney(c.net_cents, USD)).join(', ') })}
          </Typography>
          <Box aria-hidden data-testid="earnings-trend" sx={{ height: TREND_HEIGHT_PX, color: 'primary.main' }}>
            <TrendChart values={cycles.map((c) => c.net_cents)} />
          </Box>
        </>
      )}
    </WidgetCard>
  );
}
