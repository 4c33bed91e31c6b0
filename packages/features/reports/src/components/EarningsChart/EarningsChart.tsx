import type { EarningsCycle } from '@agent-portal/api-client/wire';
import { useFormatters, type Formatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';

/** Props of {@link EarningsChart}. */
export interface EarningsChartProps {
  /** The cycles to chart, oldest first (the last 12 up to the chosen one). */
  cycles: readonly EarningsCycle[];
  /** Height in px; default 280. */
  height?: number;
}

/**
 * The label of a pay cycle on the chart, with the portal's date formatters in the active
 * language (issue #28 item 9: one date format across the portal, no "9/1/26"): on the axis its
 * start as month and day ("Sep 1", de "1. Sept."), in the tooltip its range ("Sep 1 – 7, 2026",
 * the one range format of `formatDateRange`); the start alone, with its year, when the end is unknown.
 *
 * @param start the cycle's `start_date` (the axis value).
 * @param where `'tick'` for the axis, `'tooltip'` for the tooltip's heading.
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

/**
 * The net earnings of the given pay cycles as a bar chart (MUI X Charts `BarChart`),
 * one bar per cycle in the theme's primary colour, labelled on the axis with its start
 * ("Sep 1") and in the tooltip with its range ("Sep 1 – 7, 2026") in the active language
 * ({@link earningsChartLabel}), values as money. Loaded only on the reports page (`React.lazy`); its default export is the
 * component.
 */
export function EarningsChart({ cycles, height = 280 }: EarningsChartProps) {
  const { t } = useTranslation(REPORTS_NS);
  const formatters = useFormatters();
  const { formatMoney } = formatters;
  const theme = useTheme();
  const endOf = useMemo(() => new Map(cycles.map((c) => [c.start_date, c.end_date])), [cycles]);
  return (
    <Box data-testid="earnings-chart" sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={height}
        xAxis={[
          {
            scaleType: 'band',
            data: cycles.map((c) => c.start_date),
            valueFormatter: (start: string, context) => earningsChartLabel(start, context.location === 'tick' ? 'tick' : 'tooltip', endOf, formatters),
          },
        ]}
        yAxis={[{ valueFormatter: (cents: number) => formatMoney(cents, CURRENCY).replace(/\.00$/, ''), width: 80 }]}
        series={[
          {
            data: cycles.map((c) => c.net_cents),
            label: t('overview.chartSeries'),
            // The brand colour of the active theme (light or dark), not MUI X's default palette.
            color: theme.palette.primary.main,
            valueFormatter: (cents: number | null) => (cents === null ? '' : formatMoney(cents, CURRENCY)),
          },
        ]}
        hideLegend
        aria-label={t('overview.chart')}
      />
    </Box>
  );
}

export default EarningsChart;
