/** The currency of every amount on the wire (integer US cents, docs/CONTRACTS.md "Team"). */
export const CURRENCY = 'USD';

/** The change of a figure from the previous pay cycle to this one. */
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
export function formatPercent(ratio: number, language: string): string {
  return new Intl.NumberFormat(language || 'en', { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(ratio));
}
