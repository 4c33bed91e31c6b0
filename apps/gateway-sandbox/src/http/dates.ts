/**
 * Dates and pay cycles, one definition each (issue #30 item 2): the milliseconds of a day, the
 * ISO 8601 `to_char` format every timestamp leaves the database in, calendar-day arithmetic in
 * UTC, and the weekly pay cycle (spec §3 "pay cycle": Tuesday … Monday, UTC; §9 "through day").
 */

/** Milliseconds in one (UTC) day. */
export const DAY_MS = 86_400_000;

/** Days of a pay cycle (spec §9): the largest `through_day`. */
export const CYCLE_DAYS = 7;

/**
 * The PostgreSQL `to_char` format of a wire timestamp, as a quoted SQL literal:
 * `to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP})` → `2026-11-17T09:30:00.000Z`
 * (ISO 8601 in UTC with milliseconds, what `Date.prototype.toISOString` writes).
 */
export const ISO_TIMESTAMP = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The ISO calendar date (`YYYY-MM-DD`, UTC) of `date`. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** `date` moved by `days` whole days (negative: back). */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The Monday ending the pay cycle (Tuesday … Monday) that holds `now` (UTC). */
export function currentCycleEnd(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceTuesday = (day.getUTCDay() + 5) % 7;
  return addDays(day, 6 - sinceTuesday);
}

/** ISO date (a Tuesday) of the first day of the pay cycle holding `now` (UTC; spec §3 pay cycle). */
export function cycleStartOf(now: Date): string {
  return isoDay(addDays(currentCycleEnd(now), -6));
}
