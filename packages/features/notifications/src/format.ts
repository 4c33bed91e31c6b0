/**
 * Formats an ISO 8601 time for the agent's language (`Created At`, §2), e.g.
 * "Nov 20, 2026, 10:00 AM" in English, "20 nov 2026, 10:00" in Spanish.
 * @returns the formatted date-time, or the raw value when it is not a date.
 */
export function formatCreatedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
