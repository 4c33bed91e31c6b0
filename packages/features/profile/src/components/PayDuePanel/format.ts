/**
 * Formats an amount in cents as money in the given language, e.g. `formatCents(4900, 'USD', 'en')` → `$49.00`.
 * @param cents - integer amount in cents.
 * @param currency - ISO 4217 code.
 * @param language - a BCP 47 language tag (the portal's current language).
 */
export function formatCents(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** Formats an ISO date (`YYYY-MM-DD`) or date-time in the given language, e.g. `Nov 17, 2026`. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = /^\d{4}-\d\d-\d\d$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(withTime ? {} : { timeZone: 'UTC' }),
  }).format(date);
}
