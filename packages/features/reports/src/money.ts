/** The currency of every amount on the wire (integer cents). */
export const CURRENCY = 'USD';

/** A commission rate in basis points as a percentage (4000 → "40%", 1250 → "12.5%"). */
export function formatRate(bps: number, language: string): string {
  return new Intl.NumberFormat(language || 'en', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
