/** Formats an ISO date or date-time for the current language (date only; UTC for `YYYY-MM-DD`). */
export function formatDate(iso: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : undefined }).format(date);
}

/** Formats US cents as dollars for the current language (e.g. 4999 → "$49.99"). */
export function formatCents(cents: number, language: string, currency = 'USD'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** Formats a size in bytes (KB/MB, one decimal). */
export function formatBytes(bytes: number, language: string): string {
  const nf = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${nf.format(bytes / (1024 * 1024))} MB`;
  return `${nf.format(Math.max(1, bytes / 1024))} KB`;
}
