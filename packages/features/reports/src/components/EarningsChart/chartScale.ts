/** The value axis of a bar chart: its ticks and where a value sits on it. */
export interface ValueScale {
  /** The axis's lowest value (≤ 0), in the values' unit (cents). */
  min: number;
  /** The axis's highest value (≥ 0), in the values' unit (cents). */
  max: number;
  /** The gridline values, lowest first, `min` to `max` by one "nice" step (1, 2 or 5 × 10ⁿ); 0 among them. */
  ticks: number[];
  /** Where `value` sits, as a percentage of the axis from the top (0 = `max`, 100 = `min`). */
  top: (value: number) => number;
}

/** The step of about `span / count` that reads well: 1, 2 or 5 × 10ⁿ, never below 1. */
function niceStep(span: number, count: number): number {
  const raw = Math.max(span / count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude;
}

/**
 * The value axis of a bar chart over `values`, from zero (bars grow from it, up for gains, down for
 * losses) to the highest and the lowest value, each rounded out to a gridline, about `count`
 * gridlines in all. No values, or only zeros, give an axis from 0 to 1.
 * @param values - e.g. the net earnings of each pay cycle, in cents.
 * @param count - how many steps the axis should have, about (default 4).
 */
export function valueScale(values: readonly number[], count = 4): ValueScale {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low;
  if (span === 0) return { min: 0, max: 1, ticks: [0], top: (value) => (value <= 0 ? 100 : 0) };
  const step = niceStep(span, count);
  const max = Math.ceil(high / step) * step;
  const min = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  return { min, max, ticks, top: (value) => ((max - value) / (max - min)) * 100 };
}
