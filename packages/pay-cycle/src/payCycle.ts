import dayjs, { type Dayjs } from 'dayjs';

/**
 * A pay cycle (spec §3): seven calendar days from a Tuesday to the following Monday.
 * Field names are snake_case, exactly as on the wire and in the URL
 * (`?start_date=2026-11-17&end_date=2026-11-23`).
 *
 * Both ends are calendar dates (`YYYY-MM-DD`), inclusive, with no time and no time zone:
 * `end_date` is always `start_date` + 6 days.
 */
export interface PayCycle {
  /** The first day, always a Tuesday, as an ISO calendar date `YYYY-MM-DD`, e.g. `'2026-11-17'`. */
  start_date: string;
  /** The last day (inclusive), always the Monday 6 days after `start_date`, `YYYY-MM-DD`, e.g. `'2026-11-23'`. */
  end_date: string;
}

/**
 * A day given to the pay-cycle functions:
 * - a `Date` or a `dayjs` object: its calendar day as it reads in the local time zone
 *   (`getFullYear()`/`getMonth()`/`getDate()`, or dayjs's `year()`/`month()`/`date()`);
 *   the time of day is ignored;
 * - a string `YYYY-MM-DD`: that calendar day (never shifted by a time zone).
 */
export type PayCycleDateInput = Date | Dayjs | string;

/** The weekday a pay cycle starts on: `2`, Tuesday (JavaScript's `getDay()` numbering, Sunday = 0; spec §9). */
export const PAY_CYCLE_START_WEEKDAY = 2;

/** The length of a pay cycle in days: `7` (spec §9). */
export const PAY_CYCLE_LENGTH_DAYS = 7;

/** How many cycles the "last pay cycles" list holds: `50` (spec §9), the default of {@link lastPayCycles}. */
export const LAST_PAY_CYCLES_COUNT = 50;

/** The first pay-cycle year: `2023` (spec §9: the years run from 2023 to the current year). */
export const PAY_CYCLE_FIRST_YEAR = 2023;

// ---------------------------------------------------------------------------
// Calendar arithmetic on day numbers (days since 1970-01-01). `Date.UTC` and the
// `getUTC*` getters are pure arithmetic on the proleptic Gregorian calendar: no time
// zone and no daylight-saving rule can ever move a day.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumberOf(year: number, month: number, day: number): number | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as given
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / MS_PER_DAY);
}

function isoOf(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The day number of a strict `YYYY-MM-DD` that names a real day, else `null`. */
function parseIso(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  return dayNumberOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

function toDayNumber(input: PayCycleDateInput, name: string): number {
  if (typeof input === 'string') {
    const day = parseIso(input);
    if (day === null) throw new RangeError(`${name}: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(input)}`);
    return day;
  }
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError(`${name}: invalid Date`);
    return dayNumberOf(input.getFullYear(), input.getMonth() + 1, input.getDate()) as number;
  }
  if (dayjs.isDayjs(input)) {
    if (!input.isValid()) throw new RangeError(`${name}: invalid dayjs date`);
    return dayNumberOf(input.year(), input.month() + 1, input.date()) as number;
  }
  throw new TypeError(`${name}: expected a Date, a dayjs object or a YYYY-MM-DD string`);
}

function cycleStarting(startDay: number): PayCycle {
  return { start_date: isoOf(startDay), end_date: isoOf(startDay + PAY_CYCLE_LENGTH_DAYS - 1) };
}

function startDayOf(day: number): number {
  return day - ((weekdayOf(day) - PAY_CYCLE_START_WEEKDAY + 7) % 7);
}

/** The start day number of a valid cycle, else `null`. */
function validStartDay(start: unknown, end: unknown): number | null {
  const startDay = parseIso(start);
  const endDay = parseIso(end);
  if (startDay === null || endDay === null) return null;
  if (weekdayOf(startDay) !== PAY_CYCLE_START_WEEKDAY) return null;
  if (endDay !== startDay + PAY_CYCLE_LENGTH_DAYS - 1) return null;
  return startDay;
}

function requireCycle(cycle: PayCycle, name: string): number {
  const startDay = cycle ? validStartDay(cycle.start_date, cycle.end_date) : null;
  if (startDay === null) {
    throw new RangeError(`${name}: not a pay cycle (a Tuesday start_date and end_date = start_date + 6 days): ${JSON.stringify(cycle)}`);
  }
  return startDay;
}

/**
 * The calendar day of `input` as `YYYY-MM-DD` (internal: the picker's memo key for "today").
 * @throws as {@link payCycleOf}.
 * @internal
 */
export function isoDateOf(input: PayCycleDateInput): string {
  return isoOf(toDayNumber(input, 'isoDateOf'));
}

function yearOf(input: PayCycleDateInput, name: string): number {
  return Number(isoOf(toDayNumber(input, name)).slice(0, 4));
}

// ---------------------------------------------------------------------------

/**
 * The pay cycle containing a day (spec §3, §9): the Tuesday on or before it, through the
 * Monday after that Tuesday.
 *
 * @param date the day, see {@link PayCycleDateInput}: a `Date`/`dayjs` is read in the local
 *   calendar, a `YYYY-MM-DD` string as that calendar day.
 * @returns e.g. `payCycleOf('2026-11-20')` (a Friday) → `{ start_date: '2026-11-17', end_date: '2026-11-23' }`;
 *   a Tuesday starts its own cycle, a Monday ends the previous Tuesday's.
 * @throws RangeError when `date` is an invalid `Date`/`dayjs` or a string that is not a real `YYYY-MM-DD` day;
 *   TypeError for any other kind of value.
 */
export function payCycleOf(date: PayCycleDateInput): PayCycle {
  return cycleStarting(startDayOf(toDayNumber(date, 'payCycleOf')));
}

/**
 * The last `n` pay cycles (spec §9): the cycle containing `from`, then each one 7 days
 * before the last, newest first.
 *
 * @param n how many cycles, a non-negative integer; default {@link LAST_PAY_CYCLES_COUNT} (50).
 * @param from the day whose cycle comes first; default today (the local calendar day of `new Date()`).
 * @returns `n` cycles, newest first, each adjoining the next (`[0].start_date` is the day after `[1].end_date`).
 * @throws RangeError when `n` is not a non-negative integer or `from` is not a valid day ({@link payCycleOf}).
 */
export function lastPayCycles(n: number = LAST_PAY_CYCLES_COUNT, from: PayCycleDateInput = new Date()): PayCycle[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`lastPayCycles: n must be a non-negative integer, got ${n}`);
  const newest = startDayOf(toDayNumber(from, 'lastPayCycles'));
  return Array.from({ length: n }, (_, i) => cycleStarting(newest - i * PAY_CYCLE_LENGTH_DAYS));
}

/**
 * The cycle just before `cycle`: 7 days earlier.
 *
 * @returns e.g. `{ start_date: '2026-11-17', … }` → `{ start_date: '2026-11-10', end_date: '2026-11-16' }`.
 * @throws RangeError when `cycle` is not a pay cycle (see {@link parsePayCycle}).
 */
export function previousPayCycle(cycle: PayCycle): PayCycle {
  return cycleStarting(requireCycle(cycle, 'previousPayCycle') - PAY_CYCLE_LENGTH_DAYS);
}

/**
 * The pay-cycle years (spec §9): from {@link PAY_CYCLE_FIRST_YEAR} (2023) to the current
 * calendar year, newest first.
 *
 * @param now the current day; default today (local calendar). Its calendar year is the current year.
 * @returns e.g. in 2026 `[2026, 2025, 2024, 2023]`; `[2023]` before 2023 (never empty).
 * @throws RangeError when `now` is not a valid day.
 */
export function payCycleYears(now: PayCycleDateInput = new Date()): number[] {
  const current = Math.max(yearOf(now, 'payCycleYears'), PAY_CYCLE_FIRST_YEAR);
  return Array.from({ length: current - PAY_CYCLE_FIRST_YEAR + 1 }, (_, i) => current - i);
}

/**
 * The cycles that start in `year`, newest first (a cycle from Tuesday Dec 30 to Monday
 * Jan 5 belongs to the year of its Tuesday). In the current year only up to the cycle
 * containing `now`; a later year has none.
 *
 * The picker lists more for the current year: the last 50 back from today
 * ({@link payCyclePickerOptions}).
 *
 * @param year a calendar year, e.g. `2025`.
 * @param now the current day; default today (local calendar).
 * @returns e.g. `payCyclesOfYear(2025, '2026-11-20')`: 52 cycles from `2025-12-30…2026-01-05` down to `2025-01-07…2025-01-13`.
 * @throws RangeError when `year` is not an integer from 1 to 9999 or `now` is not a valid day.
 */
export function payCyclesOfYear(year: number, now: PayCycleDateInput = new Date()): PayCycle[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`payCyclesOfYear: year must be an integer from 1 to 9999, got ${year}`);
  const today = startDayOf(toDayNumber(now, 'payCyclesOfYear'));
  const firstDay = dayNumberOf(year, 1, 1) as number;
  const lastDay = dayNumberOf(year, 12, 31) as number;
  const firstStart = startDayOf(firstDay) < firstDay ? startDayOf(firstDay) + PAY_CYCLE_LENGTH_DAYS : startDayOf(firstDay);
  const newest = Math.min(startDayOf(lastDay), today);
  const cycles: PayCycle[] = [];
  for (let start = newest; start >= firstStart; start -= PAY_CYCLE_LENGTH_DAYS) cycles.push(cycleStarting(start));
  return cycles;
}

/**
 * The cycles the picker offers for a year (issue #9): in the current calendar year the last
 * 50 back from today ({@link lastPayCycles}, which may reach into the previous year); in an
 * earlier year every cycle starting in it ({@link payCyclesOfYear}); none in a later year.
 * Newest first.
 *
 * @param year a calendar year.
 * @param now the current day; default today (local calendar).
 * @throws RangeError as {@link payCyclesOfYear}.
 */
export function payCyclePickerOptions(year: number, now: PayCycleDateInput = new Date()): PayCycle[] {
  if (Number.isInteger(year) && year === yearOf(now, 'payCyclePickerOptions')) return lastPayCycles(LAST_PAY_CYCLES_COUNT, now);
  return payCyclesOfYear(year, now);
}

/**
 * The calendar year a cycle belongs to: the year of its `start_date` (its Tuesday).
 *
 * @returns e.g. `2025` for `{ start_date: '2025-12-30', end_date: '2026-01-05' }`.
 * @throws RangeError when `cycle` is not a pay cycle.
 */
export function payCycleYear(cycle: PayCycle): number {
  requireCycle(cycle, 'payCycleYear');
  return Number(cycle.start_date.slice(0, 4));
}

/**
 * Validates a pay cycle read from a URL (`?start_date=2026-11-17&end_date=2026-11-23`) or any
 * untrusted source. Both values must be strict `YYYY-MM-DD` real days, the start a Tuesday and
 * the end exactly 6 days later. Never throws.
 *
 * @param start the `start_date` parameter, e.g. `searchParams.get('start_date')` (`null` when absent).
 * @param end the `end_date` parameter.
 * @returns the cycle (a new object with exactly the two fields), or `null` when the pair is not a pay cycle.
 */
export function parsePayCycle(start: string | null | undefined, end: string | null | undefined): PayCycle | null {
  const startDay = validStartDay(start, end);
  return startDay === null ? null : cycleStarting(startDay);
}

/**
 * Whether `value` is a pay cycle: an object whose `start_date` is a Tuesday `YYYY-MM-DD` and
 * whose `end_date` is 6 days later. Never throws.
 */
export function isPayCycle(value: unknown): value is PayCycle {
  if (value === null || typeof value !== 'object') return false;
  const { start_date: start, end_date: end } = value as Record<string, unknown>;
  return validStartDay(start, end) !== null;
}

const titleFormats = new Map<string, Intl.DateTimeFormat>();

function titleFormat(lang: string): Intl.DateTimeFormat {
  let format = titleFormats.get(lang);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(lang || 'en', options);
    } catch {
      format = new Intl.DateTimeFormat('en', options); // an invalid language tag
    }
    titleFormats.set(lang, format);
  }
  return format;
}

/**
 * The title of a pay cycle as the picker shows it (spec §3): `'Mon D, YYYY - Mon D, YYYY'` in
 * English, e.g. `'Nov 17, 2026 - Nov 23, 2026'`. Other languages format each end with
 * `Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', year: 'numeric' })`
 * (`'de'`: `'17. Nov. 2026 - 23. Nov. 2026'`), joined by `' - '`. The days are calendar days:
 * the same title in every time zone.
 *
 * @param cycle the pay cycle.
 * @param lang a BCP 47 language tag, e.g. the active `i18n.language`; English when empty or invalid.
 * @throws RangeError when `cycle` is not a pay cycle.
 */
export function payCycleTitle(cycle: PayCycle, lang: string = 'en'): string {
  const startDay = requireCycle(cycle, 'payCycleTitle');
  const format = titleFormat(lang);
  const endDay = startDay + PAY_CYCLE_LENGTH_DAYS - 1;
  return `${format.format(new Date(startDay * MS_PER_DAY))} - ${format.format(new Date(endDay * MS_PER_DAY))}`;
}
