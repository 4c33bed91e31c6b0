import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_PAY_CYCLES_COUNT,
  PAY_CYCLE_FIRST_YEAR,
  isPayCycle,
  lastPayCycles,
  parsePayCycle,
  payCycleOf,
  payCyclePickerOptions,
  payCycleTitle,
  payCycleYear,
  payCycleYears,
  payCyclesOfYear,
  previousPayCycle,
  type PayCycle,
  type PayCycleDateInput,
} from './index.js';

// `pnpm test` runs this file once per time zone (see package.json): UTC, Pacific/Kiritimati
// (UTC+14, the earliest calendar day on Earth) and America/Los_Angeles (UTC−8/−7, with DST).
const TZ = process.env.TZ;

// --- Independent helpers (UTC noon, so never near a day boundary) --------------------------
const MS_PER_DAY = 86_400_000;
const utcNoon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const weekday = (iso: string) => utcNoon(iso).getUTCDay();
const addDays = (iso: string, days: number) => new Date(utcNoon(iso).getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((utcNoon(b).getTime() - utcNoon(a).getTime()) / MS_PER_DAY);
/** Local midnight and local 23:59:59.999 of a calendar day, built from its parts (the local calendar). */
const localDates = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [new Date(y, m - 1, d), new Date(y, m - 1, d, 12), new Date(y, m - 1, d, 23, 59, 59, 999)];
};
/** Every way to name a calendar day: the string, local Dates at midnight/noon/end of day, dayjs at start/end of day. */
const inputsFor = (iso: string): PayCycleDateInput[] => [iso, ...localDates(iso), dayjs(iso), dayjs(iso).endOf('day')];
const cycle = (start_date: string, end_date: string): PayCycle => ({ start_date, end_date });

afterEach(() => {
  vi.useRealTimers();
});

describe(`time zone of this run (TZ=${TZ ?? 'unset'})`, () => {
  // The offset of local time on 2026-01-01 (minutes behind UTC) in each zone the script uses.
  const januaryOffset: Record<string, number> = { UTC: 0, 'Pacific/Kiritimati': -840, 'America/Los_Angeles': 480 };

  it.runIf(TZ !== undefined)('process.env.TZ took effect', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toEqual(TZ === 'UTC' ? expect.stringMatching(/^(UTC|Etc\/UTC)$/) : TZ);
    if (TZ && TZ in januaryOffset) expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(januaryOffset[TZ]);
  });
});

describe(`payCycleOf (TZ=${TZ ?? 'unset'})`, () => {
  it('a Tuesday starts its own cycle', () => {
    for (const input of inputsFor('2026-11-17')) expect(payCycleOf(input)).toEqual(cycle('2026-11-17', '2026-11-23'));
  });

  it('the Monday before a Tuesday ends the previous cycle', () => {
    for (const input of inputsFor('2026-11-16')) expect(payCycleOf(input)).toEqual(cycle('2026-11-10', '2026-11-16'));
  });

  it.each(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])('%s (Wednesday … Monday) is in the cycle from Tuesday 2026-11-17', (iso) => {
    for (const input of inputsFor(iso)) expect(payCycleOf(input)).toEqual(cycle('2026-11-17', '2026-11-23'));
  });

  it.each([
    ['2024-12-30', cycle('2024-12-24', '2024-12-30')],
    ['2024-12-31', cycle('2024-12-31', '2025-01-06')],
    ['2025-01-01', cycle('2024-12-31', '2025-01-06')],
    ['2025-01-06', cycle('2024-12-31', '2025-01-06')],
    ['2025-01-07', cycle('2025-01-07', '2025-01-13')],
    ['2025-12-31', cycle('2025-12-30', '2026-01-05')],
    ['2026-01-01', cycle('2025-12-30', '2026-01-05')],
    ['2026-12-31', cycle('2026-12-29', '2027-01-04')],
    ['2030-01-01', cycle('2030-01-01', '2030-01-07')],
  ])('year boundary: %s → %o', (iso, expected) => {
    for (const input of inputsFor(iso)) expect(payCycleOf(input)).toEqual(expected);
  });

  it.each([
    ['2024-02-28', cycle('2024-02-27', '2024-03-04')],
    ['2024-02-29', cycle('2024-02-27', '2024-03-04')],
    ['2024-03-01', cycle('2024-02-27', '2024-03-04')],
    ['2028-02-28', cycle('2028-02-22', '2028-02-28')],
    ['2028-02-29', cycle('2028-02-29', '2028-03-06')],
    ['2028-03-06', cycle('2028-02-29', '2028-03-06')],
    ['2026-02-28', cycle('2026-02-24', '2026-03-02')],
    ['2026-03-01', cycle('2026-02-24', '2026-03-02')],
  ])('leap years: %s → %o', (iso, expected) => {
    for (const input of inputsFor(iso)) expect(payCycleOf(input)).toEqual(expected);
  });

  it.each([
    // America/New_York (and Los Angeles): spring forward, fall back
    ['2026-03-08', cycle('2026-03-03', '2026-03-09')],
    ['2026-11-01', cycle('2026-10-27', '2026-11-02')],
    ['2025-03-09', cycle('2025-03-04', '2025-03-10')],
    ['2025-11-02', cycle('2025-10-28', '2025-11-03')],
    // Europe/Berlin
    ['2026-03-29', cycle('2026-03-24', '2026-03-30')],
    ['2026-10-25', cycle('2026-10-20', '2026-10-26')],
    // Australia/Sydney (southern hemisphere: DST ends in April, starts in October)
    ['2026-04-05', cycle('2026-03-31', '2026-04-06')],
    ['2026-10-04', cycle('2026-09-29', '2026-10-05')],
    ['2027-04-04', cycle('2027-03-30', '2027-04-05')],
  ])('daylight-saving change day %s → %o', (iso, expected) => {
    for (const input of inputsFor(iso)) expect(payCycleOf(input)).toEqual(expected);
    // the day before and after the change stay in the cycle they belong to
    for (const near of [addDays(iso, -1), addDays(iso, 1)]) {
      const c = payCycleOf(near);
      expect(daysBetween(c.start_date, near)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(near, c.end_date)).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads a dayjs object in its own calendar, ignoring the time of day', () => {
    expect(payCycleOf(dayjs('2026-11-17T00:00:00'))).toEqual(cycle('2026-11-17', '2026-11-23'));
    expect(payCycleOf(dayjs('2026-11-16T23:59:59.999'))).toEqual(cycle('2026-11-10', '2026-11-16'));
  });

  it('rejects what is not a day', () => {
    for (const bad of ['', 'nope', '2026-02-30', '2026-13-01', '2026-1-6', '2026-01-06T00:00:00Z', ' 2026-01-06']) {
      expect(() => payCycleOf(bad), bad).toThrow(RangeError);
    }
    expect(() => payCycleOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => payCycleOf(dayjs('not a date'))).toThrow(RangeError);
    expect(() => payCycleOf(42 as unknown as string)).toThrow(TypeError);
    expect(() => payCycleOf(null as unknown as string)).toThrow(TypeError);
  });
});

describe(`every day of 2023–2030 (TZ=${TZ ?? 'unset'})`, () => {
  const days: string[] = [];
  for (let iso = '2023-01-01'; iso <= '2030-12-31'; iso = addDays(iso, 1)) days.push(iso);

  it('covers 2922 days', () => {
    expect(days).toHaveLength(2922);
  });

  it('start is a Tuesday, the day lies in [start, end], end = start + 6, same cycle for every input kind', () => {
    let previous: PayCycle | null = null;
    let cycles = 0;
    for (const iso of days) {
      const c = payCycleOf(iso);
      expect(weekday(c.start_date), iso).toBe(2);
      expect(weekday(c.end_date), iso).toBe(1);
      expect(daysBetween(c.start_date, c.end_date), iso).toBe(6);
      const offset = daysBetween(c.start_date, iso);
      expect(offset >= 0 && offset <= 6, iso).toBe(true);
      expect(offset, iso).toBe((weekday(iso) + 5) % 7); // Tuesday 0 … Monday 6
      for (const input of inputsFor(iso).slice(1)) expect(payCycleOf(input), `${iso} as ${String(input)}`).toEqual(c);
      expect(isPayCycle(c)).toBe(true);
      expect(parsePayCycle(c.start_date, c.end_date)).toEqual(c);
      // consecutive days: the same cycle, or the next one adjoining it
      if (previous && previous.start_date !== c.start_date) {
        expect(c.start_date, iso).toBe(addDays(previous.end_date, 1));
        expect(previousPayCycle(c)).toEqual(previous);
        cycles += 1;
      }
      previous = c;
    }
    // a new cycle on every Tuesday: 2922 days from a Sunday hold 418 Tuesdays
    expect(cycles).toBe(days.filter((iso) => weekday(iso) === 2).length);
    expect(cycles).toBe(418);
  });

  it('a Date stepped day by day in the local calendar (through every DST change) agrees with the string', () => {
    const local = new Date(2023, 0, 1, 0, 0, 0, 0);
    for (const iso of days) {
      expect(payCycleOf(local), iso).toEqual(payCycleOf(iso));
      local.setDate(local.getDate() + 1);
    }
  });
});

describe(`lastPayCycles (TZ=${TZ ?? 'unset'})`, () => {
  it('50 by default: the cycle containing `from`, then 7 days back each time, newest first, adjoining', () => {
    const list = lastPayCycles(undefined, '2026-11-20');
    expect(list).toHaveLength(LAST_PAY_CYCLES_COUNT);
    expect(LAST_PAY_CYCLES_COUNT).toBe(50);
    expect(list[0]).toEqual(cycle('2026-11-17', '2026-11-23'));
    expect(list[1]).toEqual(cycle('2026-11-10', '2026-11-16'));
    expect(list[49]).toEqual(cycle('2025-12-09', '2025-12-15'));
    for (let i = 1; i < list.length; i += 1) {
      expect(daysBetween(list[i]!.start_date, list[i - 1]!.start_date)).toBe(7);
      expect(list[i - 1]!.start_date).toBe(addDays(list[i]!.end_date, 1));
      expect(list[i]).toEqual(previousPayCycle(list[i - 1]!));
    }
  });

  it('counts across year ends, leap days and DST changes', () => {
    const list = lastPayCycles(60, '2024-03-10');
    expect(list[0]).toEqual(cycle('2024-03-05', '2024-03-11'));
    expect(list).toContainEqual(cycle('2024-02-27', '2024-03-04'));
    expect(list).toContainEqual(cycle('2023-12-26', '2024-01-01'));
    expect(list.at(-1)).toEqual(cycle('2023-01-17', '2023-01-23')); // 59 × 7 = 413 days before, over Feb 29 2024
    for (const c of list) expect(daysBetween(c.start_date, c.end_date)).toBe(6);
  });

  it('takes a Date, a dayjs or a string; n = 0 gives none', () => {
    for (const input of inputsFor('2026-11-23')) expect(lastPayCycles(2, input)).toEqual([cycle('2026-11-17', '2026-11-23'), cycle('2026-11-10', '2026-11-16')]);
    expect(lastPayCycles(0, '2026-11-23')).toEqual([]);
  });

  it('defaults `from` to today in the local calendar', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 16, 23, 30)); // Monday 23:30 local
    expect(lastPayCycles()[0]).toEqual(cycle('2026-11-10', '2026-11-16'));
    vi.setSystemTime(new Date(2026, 10, 17, 0, 30)); // Tuesday 00:30 local
    expect(lastPayCycles(1)).toEqual([cycle('2026-11-17', '2026-11-23')]);
  });

  it('rejects a count that is not a non-negative integer', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => lastPayCycles(n, '2026-11-20'), String(n)).toThrow(RangeError);
    expect(() => lastPayCycles(1, '2026-02-30')).toThrow(RangeError);
  });
});

describe(`years (TZ=${TZ ?? 'unset'})`, () => {
  it('payCycleYears: 2023 … the current year, newest first', () => {
    expect(PAY_CYCLE_FIRST_YEAR).toBe(2023);
    expect(payCycleYears('2026-11-20')).toEqual([2026, 2025, 2024, 2023]);
    expect(payCycleYears('2023-01-01')).toEqual([2023]);
    expect(payCycleYears('2022-06-01')).toEqual([2023]);
    expect(payCycleYears(new Date(2030, 0, 1))).toEqual([2030, 2029, 2028, 2027, 2026, 2025, 2024, 2023]);
    expect(payCycleYears(dayjs('2025-12-31').endOf('day'))).toEqual([2025, 2024, 2023]);
  });

  it('payCycleYears defaults to today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 1, 0, 5)); // just after local midnight on New Year's Day
    expect(payCycleYears()[0]).toBe(2027);
    vi.setSystemTime(new Date(2026, 11, 31, 23, 55));
    expect(payCycleYears()[0]).toBe(2026);
  });

  it.each([
    [2023, '2023-01-03', '2023-12-26', 52],
    [2024, '2024-01-02', '2024-12-31', 53],
    [2025, '2025-01-07', '2025-12-30', 52],
    [2028, '2028-01-04', '2028-12-26', 52],
  ])('payCyclesOfYear(%i) of a past year: every cycle starting in it, newest first', (year, first, last, count) => {
    const list = payCyclesOfYear(year, '2030-06-01');
    expect(list).toHaveLength(count);
    expect(list[0]!.start_date).toBe(last);
    expect(list.at(-1)!.start_date).toBe(first);
    for (const c of list) {
      expect(c.start_date.slice(0, 4)).toBe(String(year));
      expect(payCycleYear(c)).toBe(year);
    }
    for (let i = 1; i < list.length; i += 1) expect(list[i]).toEqual(previousPayCycle(list[i - 1]!));
  });

  it('every year 2023–2030: cycles start in the year, adjoin, and together hold every Tuesday', () => {
    for (let year = 2023; year <= 2030; year += 1) {
      const list = payCyclesOfYear(year, '2031-01-01');
      const tuesdays: string[] = [];
      for (let iso = `${year}-01-01`; iso <= `${year}-12-31`; iso = addDays(iso, 1)) if (weekday(iso) === 2) tuesdays.push(iso);
      expect(list.map((c) => c.start_date)).toEqual(tuesdays.reverse());
    }
  });

  it('the current year: only up to the cycle containing now; a later year: none', () => {
    const list = payCyclesOfYear(2026, '2026-11-20');
    expect(list).toHaveLength(46);
    expect(list[0]).toEqual(cycle('2026-11-17', '2026-11-23'));
    expect(list.at(-1)).toEqual(cycle('2026-01-06', '2026-01-12'));
    expect(payCyclesOfYear(2027, '2026-11-20')).toEqual([]);
    // early January: today's cycle started last year, so none has started this year yet
    expect(payCyclesOfYear(2026, '2026-01-05')).toEqual([]);
    expect(payCyclesOfYear(2026, '2026-01-06')).toEqual([cycle('2026-01-06', '2026-01-12')]);
    expect(payCyclesOfYear(2025, '2026-01-05')[0]).toEqual(cycle('2025-12-30', '2026-01-05'));
  });

  it('payCyclesOfYear defaults to today and rejects a year that is not an integer', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 9));
    expect(payCyclesOfYear(2026)).toEqual(payCyclesOfYear(2026, '2026-11-20'));
    for (const year of [2026.5, Number.NaN, 0, 10_000]) expect(() => payCyclesOfYear(year, '2026-11-20')).toThrow(RangeError);
  });

  it('payCyclePickerOptions: the current year the last 50 from today, an earlier year its own cycles, a later year none', () => {
    expect(payCyclePickerOptions(2026, '2026-11-20')).toEqual(lastPayCycles(50, '2026-11-20'));
    expect(payCyclePickerOptions(2026, '2026-01-05')[0]).toEqual(cycle('2025-12-30', '2026-01-05'));
    expect(payCyclePickerOptions(2025, '2026-11-20')).toEqual(payCyclesOfYear(2025, '2026-11-20'));
    expect(payCyclePickerOptions(2027, '2026-11-20')).toEqual([]);
  });
});

describe(`previousPayCycle, parsePayCycle, isPayCycle (TZ=${TZ ?? 'unset'})`, () => {
  it('previousPayCycle steps back 7 days, across years and leap days', () => {
    expect(previousPayCycle(cycle('2026-11-17', '2026-11-23'))).toEqual(cycle('2026-11-10', '2026-11-16'));
    expect(previousPayCycle(cycle('2026-01-06', '2026-01-12'))).toEqual(cycle('2025-12-30', '2026-01-05'));
    expect(previousPayCycle(cycle('2024-03-05', '2024-03-11'))).toEqual(cycle('2024-02-27', '2024-03-04'));
    expect(previousPayCycle(cycle('2028-03-07', '2028-03-13'))).toEqual(cycle('2028-02-29', '2028-03-06'));
  });

  it('previousPayCycle, payCycleYear and payCycleTitle throw on what is not a pay cycle', () => {
    for (const bad of [cycle('2026-11-18', '2026-11-24'), cycle('2026-11-17', '2026-11-24'), cycle('', ''), null as unknown as PayCycle]) {
      expect(() => previousPayCycle(bad)).toThrow(RangeError);
      expect(() => payCycleYear(bad)).toThrow(RangeError);
      expect(() => payCycleTitle(bad, 'en')).toThrow(RangeError);
    }
  });

  it('parsePayCycle accepts a Tuesday start and end = start + 6', () => {
    expect(parsePayCycle('2026-11-17', '2026-11-23')).toEqual(cycle('2026-11-17', '2026-11-23'));
    expect(parsePayCycle('2025-12-30', '2026-01-05')).toEqual(cycle('2025-12-30', '2026-01-05'));
    expect(parsePayCycle('2028-02-29', '2028-03-06')).toEqual(cycle('2028-02-29', '2028-03-06'));
    const params = new URLSearchParams('?start_date=2024-12-31&end_date=2025-01-06');
    expect(parsePayCycle(params.get('start_date'), params.get('end_date'))).toEqual(cycle('2024-12-31', '2025-01-06'));
  });

  it.each([
    ['absent', null, null],
    ['undefined', undefined, undefined],
    ['empty', '', ''],
    ['start missing', null, '2026-11-23'],
    ['end missing', '2026-11-17', null],
    ['start a Wednesday', '2026-11-18', '2026-11-24'],
    ['start the Monday before', '2026-11-16', '2026-11-22'],
    ['end one day short', '2026-11-17', '2026-11-22'],
    ['end one day long', '2026-11-17', '2026-11-24'],
    ['end before start', '2026-11-23', '2026-11-17'],
    ['no such day', '2026-02-30', '2026-03-08'],
    ['Feb 29 of a common year', '2027-02-23', '2027-02-29'],
    ['not zero-padded', '2026-1-6', '2026-1-12'],
    ['a date-time', '2026-11-17T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['spaces', ' 2026-11-17', '2026-11-23 '],
    ['script', '<script>', '2026-11-23'],
  ])('parsePayCycle rejects %s', (_, start, end) => {
    expect(parsePayCycle(start, end)).toBeNull();
  });

  it('isPayCycle', () => {
    expect(isPayCycle(cycle('2026-11-17', '2026-11-23'))).toBe(true);
    expect(isPayCycle({ start_date: '2026-11-17' })).toBe(false);
    expect(isPayCycle(cycle('2026-11-16', '2026-11-22'))).toBe(false);
    expect(isPayCycle(null)).toBe(false);
    expect(isPayCycle('2026-11-17')).toBe(false);
  });
});

describe(`payCycleTitle (TZ=${TZ ?? 'unset'})`, () => {
  it("English: 'Mon D, YYYY - Mon D, YYYY' (spec §3)", () => {
    expect(payCycleTitle(cycle('2026-11-17', '2026-11-23'), 'en')).toBe('Nov 17, 2026 - Nov 23, 2026');
    expect(payCycleTitle(cycle('2025-12-30', '2026-01-05'), 'en')).toBe('Dec 30, 2025 - Jan 5, 2026');
    expect(payCycleTitle(cycle('2028-02-29', '2028-03-06'))).toBe('Feb 29, 2028 - Mar 6, 2028');
    expect(payCycleTitle(cycle('2026-03-03', '2026-03-09'), 'en-US')).toBe('Mar 3, 2026 - Mar 9, 2026');
  });

  it('other languages: Intl short month, numeric day and year, joined by " - "', () => {
    expect(payCycleTitle(cycle('2026-11-17', '2026-11-23'), 'de')).toBe('17. Nov. 2026 - 23. Nov. 2026');
    const c = cycle('2026-03-24', '2026-03-30');
    for (const lang of ['es', 'fr', 'de', 'it', 'ru']) {
      const format = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', year: 'numeric' });
      // local noon of each end, formatted in the local zone: an independent way to the same words
      expect(payCycleTitle(c, lang), lang).toBe(`${format.format(new Date(2026, 2, 24, 12))} - ${format.format(new Date(2026, 2, 30, 12))}`);
    }
  });

  it('the same title in every zone for the DST change days, and English for a bad language tag', () => {
    expect(payCycleTitle(cycle('2026-10-27', '2026-11-02'), 'en')).toBe('Oct 27, 2026 - Nov 2, 2026');
    expect(payCycleTitle(cycle('2026-03-31', '2026-04-06'), 'en')).toBe('Mar 31, 2026 - Apr 6, 2026');
    expect(payCycleTitle(cycle('2026-11-17', '2026-11-23'), 'not a language!')).toBe('Nov 17, 2026 - Nov 23, 2026');
    expect(payCycleTitle(cycle('2026-11-17', '2026-11-23'), '')).toBe('Nov 17, 2026 - Nov 23, 2026');
  });
});
