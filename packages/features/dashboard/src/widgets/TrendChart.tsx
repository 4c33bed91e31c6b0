import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * The earnings sparkline (MUI X Charts), its own lazy chunk: the dashboard fetches it only once
 * the page is idle. Decorative — the widget gives the same values as text.
 * @param values - net earnings per pay cycle, oldest first, in dollars.
 */
export default function TrendChart({ values }: { values: readonly number[] }) {
  // Decorative and aria-hidden: not a tab stop (keyboard navigation off).
  return <SparkLineChart data={[...values]} height={56} area curve="linear" color="currentColor" disableKeyboardNavigation />;
}
