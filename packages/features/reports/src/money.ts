/** The currency of every amount on the wire (integer cents). */
export const CURRENCY = 'USD';

/** The change of a figure from the previous cycle to this one. */
export interface Change {
  /** current − previous, in cents. */
  amount: number;
  /** The change relative to the previous value (0.125 = +12.5 %); `null` when the previous value is 0. */
  ratio: number | null;
}

/** The change from `previous` to `current` (cents): the difference and its ratio to |previous|. */
export function changeOf(current: number, previous: number): Change {
  const amount = current - previous;
  return { amount, ratio: previous === 0 ? null : amount / Math.abs(previous) };
}

/** A ratio as a percentage in `language`, without sign (0.125 → "12.5%"). */
export function formatPercent(ratio: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(language || 'en', { style: 'percent', maximumFractionDigits }).format(Math.abs(ratio));
}

/** A commission rate in basis points as a percentage (4000 → "40%", 1250 → "12.5%"). */
export function formatRate(bps: number, language: string): string {
  return new Intl.NumberFormat(language || 'en', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
