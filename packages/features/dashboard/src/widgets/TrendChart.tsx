/** Drawing box of the sparkline: 100 units wide (stretched to the card), {@link TREND_HEIGHT_PX} high. */
const WIDTH = 100;
/** Height of the sparkline, in px (the widget keeps this height before and after data). */
export const TREND_HEIGHT_PX = 56;
/** Room kept above the highest and below the lowest point, so the line is never cut, in px. */
const PAD = 3;

/**
 * The earnings sparkline (issue #12; issue #27: an inline SVG of a few hundred bytes rather than a
 * charting library): a line through the values, oldest first, over a light area, scaled between
 * their lowest and highest value, drawn in `currentColor` so it follows the theme. Decorative and
 * `aria-hidden` — the widget gives the same values as text. No values draw nothing; one value or
 * equal values draw a flat line in the middle.
 * @param values - net earnings per pay cycle, oldest first (any unit: only their shape is drawn).
 */
export default function TrendChart({ values }: { values: readonly number[] }) {
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const x = (i: number) => (values.length === 1 ? (i === 0 ? 0 : WIDTH) : (i / (values.length - 1)) * WIDTH);
  const y = (v: number) => (span === 0 ? TREND_HEIGHT_PX / 2 : PAD + (1 - (v - min) / span) * (TREND_HEIGHT_PX - 2 * PAD));
  // One cycle: a flat line across, as for equal values.
  const points = (values.length === 1 ? [values[0]!, values[0]!] : values).map((v, i) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`);
  const area = `M0,${TREND_HEIGHT_PX} L${points.join(' L')} L${WIDTH},${TREND_HEIGHT_PX} Z`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${TREND_HEIGHT_PX}`}
      preserveAspectRatio="none"
      width="100%"
      height={TREND_HEIGHT_PX}
      aria-hidden
      focusable="false"
      style={{ display: 'block', overflow: 'visible' }}
    >
      <path d={area} fill="currentColor" fillOpacity={0.14} />
      <path
        d={`M${points.join(' L')}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
