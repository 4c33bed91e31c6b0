import { describe, expect, it } from 'vitest';
import { earningsComparison, earningsCycleOf, isEmptyEarnings, openingEarningsCycle, payCycleDaysElapsed, sameDaysEarningsParams } from './earnings.js';

const zero = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 };

describe('isEmptyEarnings (issue #9: empty cycles show the empty state)', () => {
  it('is true for no cycle and for a cycle without any money', () => {
    expect(isEmptyEarnings(undefined)).toBe(true);
    expect(isEmptyEarnings(zero)).toBe(true);
  });
  it('is false as soon as one kind holds money, even when the net is 0', () => {
    for (const key of ['commissions_cents', 'overrides_cents', 'bonuses_cents', 'charge_backs_cents'] as const) {
      expect(isEmptyEarnings({ ...zero, [key]: 1 })).toBe(false);
    }
    expect(isEmptyEarnings({ ...zero, commissions_cents: 500, charge_backs_cents: 500 })).toBe(false);
  });
});

describe('like-for-like pay-cycle comparisons (issue #27 §4)', () => {
  it('earningsCycleOf: the Tuesday-to-Monday cycle of a day, read as a calendar date', () => {
    expect(earningsCycleOf('2026-11-26')).toEqual({ start_date: '2026-11-24', end_date: '2026-11-30' });
    expect(earningsCycleOf('2026-11-24')).toEqual({ start_date: '2026-11-24', end_date: '2026-11-30' });
    expect(earningsCycleOf('2026-11-30')).toEqual({ start_date: '2026-11-24', end_date: '2026-11-30' });
    expect(earningsCycleOf('2026-12-01')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-07' });
    expect(earningsCycleOf(new Date(2026, 10, 26, 23, 59))).toEqual({ start_date: '2026-11-24', end_date: '2026-11-30' });
    expect(() => earningsCycleOf('2026-02-30')).toThrow(RangeError);
  });

  it('payCycleDaysElapsed: 0 before, 1 on the Tuesday … 7 on the Monday and after', () => {
    const cycle = { start_date: '2026-11-24' };
    expect(payCycleDaysElapsed(cycle, '2026-11-23')).toBe(0);
    expect(payCycleDaysElapsed(cycle, '2026-11-24')).toBe(1);
    expect(payCycleDaysElapsed(cycle, '2026-11-26')).toBe(3);
    expect(payCycleDaysElapsed(cycle, '2026-11-30')).toBe(7);
    expect(payCycleDaysElapsed(cycle, '2027-01-05')).toBe(7);
  });

  it('earningsComparison: a cycle in progress against the same days of the one before, a finished one whole', () => {
    expect(earningsComparison({ start_date: '2026-11-24' }, '2026-11-26')).toEqual({
      basis: 'sameDays',
      days: 3,
      previous_start: '2026-11-17',
      previous_end: '2026-11-19',
    });
    expect(earningsComparison({ start_date: '2026-11-24' }, '2026-11-24')).toMatchObject({ basis: 'sameDays', days: 1, previous_end: '2026-11-17' });
    expect(earningsComparison({ start_date: '2026-11-24' }, '2026-11-30')).toMatchObject({ basis: 'sameDays', days: 7, previous_end: '2026-11-23' });
    expect(earningsComparison({ start_date: '2026-11-17' }, '2026-11-26')).toEqual({
      basis: 'whole',
      days: 7,
      previous_start: '2026-11-10',
      previous_end: '2026-11-16',
    });
  });

  it('sameDaysEarningsParams: both cycles cut at the same day; none for a whole comparison', () => {
    const cycle = { start_date: '2026-11-24', end_date: '2026-11-30' };
    expect(sameDaysEarningsParams(cycle, earningsComparison(cycle, '2026-11-26'))).toEqual({
      start_date: '2026-11-17',
      end_date: '2026-11-30',
      through_day: 3,
    });
    expect(sameDaysEarningsParams(cycle, earningsComparison(cycle, '2026-12-02'))).toBeUndefined();
  });

  it('openingEarningsCycle: the current cycle with data, else the latest that has some, else none', () => {
    const cycle = (start_date: string, net: number) => ({ ...zero, start_date, end_date: '', commissions_cents: net, net_cents: net });
    const cycles = [cycle('2026-11-03', 100), cycle('2026-11-10', 200), cycle('2026-11-17', 0), cycle('2026-11-24', 300)];
    expect(openingEarningsCycle(cycles, '2026-11-24')).toEqual({ cycle: cycles[3], current: true });
    expect(openingEarningsCycle(cycles.slice(0, 3), '2026-11-24')).toEqual({ cycle: cycles[1], current: false });
    expect(openingEarningsCycle(cycles, '2026-11-17')).toEqual({ cycle: cycles[1], current: false });
    expect(openingEarningsCycle([cycle('2026-11-24', 0)], '2026-11-24')).toBeUndefined();
    // A report of one kind decides what counts as data.
    expect(openingEarningsCycle(cycles, '2026-11-24', (c) => c.net_cents === 100)).toEqual({ cycle: cycles[0], current: false });
  });
});
