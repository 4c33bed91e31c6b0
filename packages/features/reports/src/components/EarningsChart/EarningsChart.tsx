import type { EarningsCycle } from '@agent-portal/api-client/wire';
import { useFormatters, type Formatters } from '@agent-portal/i18n';
import { visuallyHidden } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';
import { valueScale } from './chartScale.js';

/** Props of {@link EarningsChart}. */
export interface EarningsChartProps {
  /** The cycles to chart, oldest first (the last 12 up to the chosen one). */
  cycles: readonly EarningsCycle[];
  /** Height of the bars' area in px; default 280. */
  height?: number;
}

/**
 * The label of a pay cycle on the chart, with the portal's date formatters in the active
 * language (issue #28 item 9: one date format across the portal, no "9/1/26"): on the axis its
 * start as month and day ("Sep 1", de "1. Sept."), in the readout above the bars its range
 * ("Sep 1 – 7, 2026", the one range format of `formatDateRange`); the start alone, with its year,
 * when the end is unknown.
 *
 * @param start the cycle's `start_date` (the axis value).
 * @param where `'tick'` for the axis, `'tooltip'` for the readout (and a bar's spoken name).
 * @param endOf each charted cycle's `end_date` by its `start_date`.
 */
export function earningsChartLabel(
  start: string,
  where: 'tick' | 'tooltip',
  endOf: ReadonlyMap<string, string>,
  { formatDate, formatDateRange }: Pick<Formatters, 'formatDate' | 'formatDateRange'>,
): string {
  if (where === 'tick') return formatDate(start, { year: false });
  const end = endOf.get(start);
  return end ? formatDateRange(start, end) : formatDate(start);
}

/** At a phone's width every third cycle's date is written under its bar, at a tablet's every second; the chosen (last) one always. */
const tickShown = (index: number, count: number) => {
  const fromEnd = count - 1 - index;
  return { xs: fromEnd % 3 === 0 ? 'visible' : 'hidden', sm: fromEnd % 2 === 0 ? 'visible' : 'hidden', md: 'visible' };
};

/** One column per cycle: the bars and the dates under them share it, so each date stays under its bar. */
const cycleColumns = (count: number) => ({ display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, columnGap: { xs: '2px', sm: 1 } });

/**
 * The net earnings of the given pay cycles as a bar chart: one bar per cycle in the theme's
 * primary colour, growing from zero (up for a gain, down for a loss) against gridlines of round
 * amounts, each cycle's start under its bar ("Sep 1", in the active language,
 * {@link earningsChartLabel}). Above the bars a readout names one cycle and its net: the one under
 * the pointer, or the one chosen with the arrow keys (the chart is one tab stop: ←/→, Home, End),
 * else the last (the chosen cycle); it is announced politely. Screen readers also read every
 * cycle and its net as a list.
 *
 * Plain HTML and CSS, no charting library (issue #32: MUI X Charts' `BarChart` was 89 KB gzip on
 * its own — more than the rest of the page — and was loaded late so that the page's budget did
 * not count it; twelve bars need none of it).
 */
export function EarningsChart({ cycles, height = 280 }: EarningsChartProps) {
  const { t } = useTranslation(REPORTS_NS);
  const formatters = useFormatters();
  const { formatMoney } = formatters;
  const [active, setActive] = useState<number | null>(null);
  const endOf = useMemo(() => new Map(cycles.map((c) => [c.start_date, c.end_date])), [cycles]);
  const scale = useMemo(() => valueScale(cycles.map((c) => c.net_cents)), [cycles]);
  const shown = cycles[active ?? cycles.length - 1];
  const axisMoney = (cents: number) => formatMoney(cents, CURRENCY).replace(/\.00$/, '');
  const zero = scale.top(0);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = cycles.length - 1;
    const from = active ?? last;
    const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <Box data-testid="earnings-chart" sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="body2" aria-live="polite" data-testid="earnings-chart-readout" sx={{ mb: 1, minHeight: '1.5em' }}>
        {shown && (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {earningsChartLabel(shown.start_date, 'tooltip', endOf, formatters)}:{' '}
            </Box>
            <Box component="strong">{formatMoney(shown.net_cents, CURRENCY)}</Box>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box aria-hidden sx={{ position: 'relative', height, minWidth: 48 }}>
          {scale.ticks.map((value) => (
            <Typography
              key={value}
              variant="caption"
              noWrap
              sx={{ position: 'absolute', right: 0, top: `${scale.top(value)}%`, transform: 'translateY(-50%)', color: 'text.secondary' }}
            >
              {axisMoney(value)}
            </Typography>
          ))}
        </Box>
        <Box
          component="ul"
          aria-label={t('overview.chart')}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
          onMouseLeave={() => setActive(null)}
          sx={{
            position: 'relative',
            height,
            m: 0,
            p: 0,
            listStyle: 'none',
            ...cycleColumns(cycles.length),
            borderRadius: 0.5,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {scale.ticks.map((value) => (
            <Box
              key={value}
              aria-hidden
              sx={{ position: 'absolute', left: 0, right: 0, top: `${scale.top(value)}%`, borderTop: 1, borderColor: value === 0 ? 'text.secondary' : 'divider' }}
            />
          ))}
          {cycles.map((cycle, index) => {
            const top = scale.top(cycle.net_cents);
            const isShown = cycle === shown;
            return (
              <Box component="li" key={cycle.start_date} onMouseEnter={() => setActive(index)} sx={{ position: 'relative', height: '100%' }}>
                <Box component="span" sx={visuallyHidden}>
                  {earningsChartLabel(cycle.start_date, 'tooltip', endOf, formatters)}: {formatMoney(cycle.net_cents, CURRENCY)}
                </Box>
                <Box
                  aria-hidden
                  data-bar
                  // Each bar's own geometry inline (no style rule per bar); what all share in sx.
                  style={{
                    top: `${Math.min(top, zero)}%`,
                    height: `${Math.abs(top - zero)}%`,
                    minHeight: cycle.net_cents === 0 ? 0 : 1,
                    opacity: isShown ? 1 : 0.72,
                    borderRadius: cycle.net_cents < 0 ? '0 0 2px 2px' : '2px 2px 0 0',
                  }}
                  sx={{ position: 'absolute', left: '12%', right: '12%', bgcolor: 'primary.main' }}
                />
              </Box>
            );
          })}
        </Box>
        <Box />
        <Box aria-hidden sx={{ ...cycleColumns(cycles.length), mt: 0.5 }}>
          {cycles.map((cycle, index) => (
            <Typography
              key={cycle.start_date}
              data-tick
              variant="caption"
              noWrap
              sx={{ textAlign: 'center', overflow: 'visible', color: 'text.secondary', visibility: tickShown(index, cycles.length) }}
            >
              {earningsChartLabel(cycle.start_date, 'tick', endOf, formatters)}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export default EarningsChart;
