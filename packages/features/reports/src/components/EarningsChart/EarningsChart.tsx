import type { EarningsCycle } from '@agent-portal/api-client';
import { useFormatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
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
 * The net earnings of the given pay cycles as a bar chart (MUI X Charts `BarChart`),
 * one bar per cycle in the theme's primary colour, labelled with its start date in the
 * active language, values as money. Loaded only on the reports page (`React.lazy`); its default export is the
 * component.
 */
export function EarningsChart({ cycles, height = 280 }: EarningsChartProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDate } = useFormatters();
  const theme = useTheme();
  return (
    <Box data-testid="earnings-chart" sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={height}
        xAxis={[
          {
            scaleType: 'band',
            data: cycles.map((c) => c.start_date),
            valueFormatter: (start: string, context) =>
              context.location === 'tick' ? formatDate(start, { dateStyle: 'short' }) : formatDate(start),
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
