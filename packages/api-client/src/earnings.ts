import type { EarningsCycle, EarningsParams } from './types/commissions.js';

/**
 * Whether a pay cycle's earnings (`GET /commissions/earnings`, issue #9) hold no money at all:
 * no commission, override, bonus or charge-back (cents, all 0). An empty cycle shows the empty
 * state, not zeros pretending to be data (issue #9 §3). `undefined` (a cycle the response does
 * not hold) counts as empty.
 */
export function isEmptyEarnings(cycle: Omit<EarningsCycle, 'start_date' | 'end_date'> | undefined): boolean {
  return !cycle || (cycle.commissions_cents === 0 && cycle.overrides_cents === 0 && cycle.bonuses_cents === 0 && cycle.charge_backs_cents === 0);
}

// ---------------------------------------------------------------------------
// Which pay cycle an earnings view opens on, and what it compares it with (issue #27 §4,
// ARCHITECTURE §7). Calendar arithmetic on day numbers (days since 1970-01-01, UTC getters):
// no time zone can move a day. The cycle rule is spec §3/§9's (Tuesday start, 7 days), the
// same as `@agent-portal/pay-cycle`'s `payCycleOf`, which this package, below it, cannot import.

const MS_PER_DAY = 86_400_000;
const CYCLE_DAYS = 7;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A pay cycle's two ends: ISO dates `YYYY-MM-DD`, a Tuesday and the Monday six days later (spec §3). */
export interface EarningsCycleRange {
  /** The first day, a Tuesday, `YYYY-MM-DD`. */
  start_date: string;
  /** The last day (inclusive), the Monday after, `YYYY-MM-DD`. */
  end_date: string;
}

function dayNumber(input: Date | string, name: string): number {
  if (typeof input === 'string') {
    const match = ISO_DATE.exec(input);
    const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY : Number.NaN;
    if (!match || isoOf(day) !== input) throw new RangeError(`${name}: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(input)}`);
    return day;
  }
  if (!(input instanceof Date) || Number.isNaN(input.getTime())) throw new RangeError(`${name}: invalid Date`);
  // A Date is read in the local calendar, like the pay-cycle picker's "today".
  return Date.UTC(input.getFullYear(), input.getMonth(), input.getDate()) / MS_PER_DAY;
}

function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Tuesday on or before `day` (1970-01-01, day 0, was a Thursday: weekday = (day + 4) mod 7). */
function cycleStartDay(day: number): number {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return day - ((weekday - 2 + 7) % 7);
}

/**
 * The pay cycle holding a day (spec §3: Tuesday to the following Monday).
 * @param today - a `Date` (its local calendar day) or an ISO date `YYYY-MM-DD`; default now.
 * @returns e.g. `'2026-11-26'` (a Thursday) → `{ start_date: '2026-11-24', end_date: '2026-11-30' }`.
 * @throws RangeError for an invalid `Date` or a string that is not a real `YYYY-MM-DD` day.
 */
export function earningsCycleOf(today: Date | string = new Date()): EarningsCycleRange {
  const start = cycleStartDay(dayNumber(today, 'earningsCycleOf'));
  return { start_date: isoOf(start), end_date: isoOf(start + CYCLE_DAYS - 1) };
}

/**
 * How many days of `cycle` have begun by `today`, today included: `0` before the cycle starts,
 * `1` on its Tuesday … `7` on its Monday and after it.
 * @param cycle - a pay cycle (only `start_date` is read).
 * @param today - a `Date` (local calendar day) or `YYYY-MM-DD`; default now.
 */
export function payCycleDaysElapsed(cycle: Pick<EarningsCycleRange, 'start_date'>, today: Date | string = new Date()): number {
  const elapsed = dayNumber(today, 'payCycleDaysElapsed') - dayNumber(cycle.start_date, 'payCycleDaysElapsed') + 1;
  return Math.min(CYCLE_DAYS, Math.max(0, elapsed));
}

/**
 * What a pay cycle's figures are compared with (issue #27 §4, ARCHITECTURE §7): like for like.
 * - `sameDays`: the cycle is in progress (today is one of its days): its first `days` days
 *   against the first `days` days of the cycle before — "so far, vs the same days last cycle";
 * - `whole`: the cycle is over: the whole cycle against the whole cycle before (`days` = 7).
 */
export interface EarningsComparison {
  /** `sameDays` while the cycle is in progress (its Monday included), `whole` once it is over. */
  basis: 'sameDays' | 'whole';
  /** Days compared in each cycle: 1–7 (`whole`: 7). */
  days: number;
  /** The previous cycle's compared days: its Tuesday (ISO `YYYY-MM-DD`). */
  previous_start: string;
  /** …through this day, inclusive (`previous_start` + `days` − 1; ISO `YYYY-MM-DD`). */
  previous_end: string;
}

/**
 * How `cycle` is compared with the cycle before it on `today` (see {@link EarningsComparison}).
 * @example `earningsComparison({ start_date: '2026-11-24' }, '2026-11-26')` →
 *   `{ basis: 'sameDays', days: 3, previous_start: '2026-11-17', previous_end: '2026-11-19' }`.
 */
export function earningsComparison(cycle: Pick<EarningsCycleRange, 'start_date'>, today: Date | string = new Date()): EarningsComparison {
  const start = dayNumber(cycle.start_date, 'earningsComparison');
  const day = dayNumber(today, 'earningsComparison');
  const inProgress = day >= start && day <= start + CYCLE_DAYS - 1;
  const days = inProgress ? day - start + 1 : CYCLE_DAYS;
  const previous = start - CYCLE_DAYS;
  return { basis: inProgress ? 'sameDays' : 'whole', days, previous_start: isoOf(previous), previous_end: isoOf(previous + days - 1) };
}

/**
 * The `GET /commissions/earnings` query of a like-for-like comparison: the cycle before `cycle`
 * and `cycle` itself, each cut at `comparison.days` days (`through_day`). Its answer's `cycles`
 * are `[previous so far, current so far]`, amounts in cents.
 * @returns the query, or `undefined` when the comparison is `whole` (the plain earnings of the
 *   two cycles already compare whole with whole).
 */
export function sameDaysEarningsParams(cycle: EarningsCycleRange, comparison: EarningsComparison): Required<EarningsParams> | undefined {
  if (comparison.basis === 'whole') return undefined;
  return { start_date: comparison.previous_start, end_date: cycle.end_date, through_day: comparison.days };
}

/** What {@link openingEarningsCycle} chose. */
export interface OpeningEarningsCycle<C extends EarningsCycleRange> {
  /** The cycle to open on. */
  cycle: C;
  /** `true` when it is the current cycle, `false` when the current one has no data and this is the latest that does. */
  current: boolean;
}

/**
 * The pay cycle an earnings view opens on (issue #27 §4, ARCHITECTURE §7): the current cycle when
 * it has data, otherwise the latest earlier cycle that does.
 * @param cycles - cycles of a `GET /commissions/earnings` answer (any order), amounts in cents.
 * @param currentStart - the current cycle's Tuesday, `YYYY-MM-DD` (`earningsCycleOf(today).start_date`).
 * @param hasData - whether a cycle counts as having data; default: it is not {@link isEmptyEarnings}
 *   (a report of one kind passes its own, e.g. bonuses only).
 * @returns the choice, or `undefined` when no cycle up to the current one has data.
 */
export function openingEarningsCycle<C extends EarningsCycle>(
  cycles: readonly C[],
  currentStart: string,
  hasData: (cycle: C) => boolean = (cycle) => !isEmptyEarnings(cycle),
): OpeningEarningsCycle<C> | undefined {
  let latest: C | undefined;
  for (const cycle of cycles) {
    if (cycle.start_date > currentStart || !hasData(cycle)) continue;
    if (cycle.start_date === currentStart) return { cycle, current: true };
    if (!latest || cycle.start_date > latest.start_date) latest = cycle;
  }
  return latest ? { cycle: latest, current: false } : undefined;
}
