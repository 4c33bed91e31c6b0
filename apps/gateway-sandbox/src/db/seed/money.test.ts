import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDb } from '../../test/harness.js';
import type { Db } from '../db.js';
import { MIGRATIONS } from '../migrations/index.js';
import { DEMO_ACCOUNTS, SEED_ANCHOR } from './constants.js';
import { MONEY_THROUGH_SETTING, moneySeedDay, payCycleStartOf, seedMoney } from './commissions.js';
import { extendMoney } from './seed.js';
import { DAY_MS, isoDay } from '../../http/dates.js';

// Issue #27 §4: the seeded money follows the day the sandbox runs. The current pay cycle holds the
// commissions and bonuses of its days up to today, never later ones, on any weekday; the seed is a
// function of that day; a data folder kept from an earlier day is extended to the same rows.

let db: Db;
let avaId: number;

beforeAll(async () => {
  db = await openSeededDb();
  const [ava] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.ava.email]);
  avaId = ava!.id;
});
afterAll(() => db.close());

const MONEY_TABLES = ['commissions', 'commission_totals', 'bonuses', 'payouts', 'pay_cycles'] as const;

/** Empties the money tables and seeds them afresh through `day`, as a first start on that day would. */
async function seedFreshThrough(day: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of MONEY_TABLES) await tx.exec(`DELETE FROM ${table}`);
    await seedMoney(tx, day);
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [MONEY_THROUGH_SETTING, day]);
  });
}

/** Every money row without its generated id, in a stable order: what "the same seed" compares. */
async function moneyRows(): Promise<Record<string, unknown[]>> {
  return {
    pay_cycles: await db.query(`SELECT start_date::text FROM pay_cycles ORDER BY 1`),
    commissions: await db.query(
      `SELECT agent_id, pay_cycle_start::text, earned_on::text, kind, source_agent_id, policy_id, premium_cents, rate_bps, amount_cents, status
         FROM commissions ORDER BY agent_id, pay_cycle_start, policy_id, kind, source_agent_id NULLS FIRST`,
    ),
    commission_totals: await db.query(
      `SELECT agent_id, pay_cycle_start::text AS cycle, kind, status, product_type, carrier, row_count, amount_cents::text
         FROM commission_totals ORDER BY agent_id, cycle, kind, status, product_type, carrier`,
    ),
    bonuses: await db.query(
      `SELECT agent_id, pay_cycle_start::text, awarded_on::text, bonus_type, amount_cents, status FROM bonuses ORDER BY agent_id, pay_cycle_start, bonus_type`,
    ),
    payouts: await db.query(
      `SELECT agent_id, pay_cycle_start::text AS cycle, commissions_cents::text, bonuses_cents::text, charge_backs_cents::text,
              amount_cents::text, status, pay_date::text FROM payouts ORDER BY agent_id, cycle`,
    ),
  };
}

const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

describe('the money seed follows its day (issue #27 §4)', { timeout: 120_000 }, () => {
  it('moneySeedDay: today (UTC), never before the seed anchor', () => {
    expect(moneySeedDay(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-26');
    expect(moneySeedDay(new Date('2027-03-05T00:30:00Z'))).toBe('2027-03-05');
    expect(moneySeedDay(new Date('2026-01-01T00:00:00Z'))).toBe(SEED_ANCHOR.toISOString().slice(0, 10));
    expect(payCycleStartOf('2026-11-26')).toBe('2026-11-24');
    expect(payCycleStartOf('2026-11-24')).toBe('2026-11-24');
    expect(payCycleStartOf('2026-11-23')).toBe('2026-11-17');
  });

  // Every weekday of one cycle, and days of two later cycles (one across a year end).
  const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2027-01-01', '2027-03-09'];
  it.each(DAYS)('seeded on %s: the current cycle holds rows of its days up to that day, Ava’s included, none later', async (day) => {
    await seedFreshThrough(day);
    const current = payCycleStartOf(day);
    const [cycles] = await db.query<{ last: string }>('SELECT max(start_date)::text AS last FROM pay_cycles');
    expect(cycles!.last).toBe(current);

    const [rows] = await db.query<{ n: number; after: number; outside: number; not_pending: number; first: string; last: string }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE earned_on > $2::date)::int AS after,
              count(*) FILTER (WHERE earned_on NOT BETWEEN pay_cycle_start AND pay_cycle_start + 6)::int AS outside,
              count(*) FILTER (WHERE status = 'PAID')::int AS not_pending,
              min(earned_on)::text AS first, max(earned_on)::text AS last
         FROM commissions WHERE pay_cycle_start = $1::date`,
      [current, day],
    );
    expect(rows!.n).toBeGreaterThan(0);
    expect(rows!.after).toBe(0);
    expect(rows!.outside).toBe(0);
    expect(rows!.not_pending).toBe(0); // the current cycle is PENDING (or CHARGED_BACK), never PAID yet
    expect(rows!.first >= current && rows!.last <= day).toBe(true);
    // Nothing anywhere after the day: no later cycle, no later commission or bonus.
    const [later] = await db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM commissions WHERE earned_on > $1::date) + (SELECT count(*) FROM bonuses WHERE awarded_on > $1::date))::int AS n`,
      [day],
    );
    expect(later!.n).toBe(0);

    // Ava, the demo account, has this week's figures so far on any weekday.
    const [ava] = await db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM commissions WHERE agent_id = $1 AND pay_cycle_start = $2::date)
             + (SELECT count(*) FROM bonuses WHERE agent_id = $1 AND pay_cycle_start = $2::date))::int AS n`,
      [avaId, current],
    );
    expect(ava!.n, `Ava's rows in the cycle of ${day}`).toBeGreaterThan(0);

    // The current cycle's payout is SCHEDULED, the one before PAID; payout = PAID commissions + PAID bonuses − charge-backs.
    const payouts = await db.query<{ start: string; status: string }>(
      `SELECT pay_cycle_start::text AS start, status FROM payouts WHERE agent_id = $1 AND pay_cycle_start >= $2::date - 7 ORDER BY 1`,
      [avaId, current],
    );
    expect(payouts).toEqual([
      { start: addDays(current, -7), status: 'PAID' },
      { start: current, status: 'SCHEDULED' },
    ]);
  });

  it('is a function of its day: seeded twice on one day gives the same rows; earlier cycles do not depend on the day', async () => {
    await seedFreshThrough('2026-11-26');
    const first = await moneyRows();
    await seedFreshThrough('2026-11-26');
    expect(await moneyRows()).toEqual(first);
    const before = (rows: Record<string, unknown[]>) =>
      (rows.commissions as { pay_cycle_start: string }[]).filter((r) => r.pay_cycle_start < '2026-11-17');
    await seedFreshThrough('2026-11-30');
    expect(before(await moneyRows())).toEqual(before(first));
  });

  it('migration 130 gives the rows of a database seeded before it the days a fresh seed gives them', async () => {
    await seedFreshThrough('2026-11-26');
    const fresh = await moneyRows();
    await db.exec('ALTER TABLE commissions DROP COLUMN earned_on; ALTER TABLE bonuses DROP COLUMN awarded_on;');
    await db.exec(MIGRATIONS.find((m) => m.id === 130)!.sql);
    expect(await moneyRows()).toEqual(fresh);
  });

  it('a data folder seeded on an earlier day is extended to exactly what a fresh seed today holds', async () => {
    await seedFreshThrough('2026-12-10');
    const fresh = await moneyRows();
    await seedFreshThrough('2026-11-26');
    expect(await extendMoney(db, new Date('2026-12-10T08:00:00Z'))).toBe(true);
    expect(await moneyRows()).toEqual(fresh);
    const [setting] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [MONEY_THROUGH_SETTING]);
    expect(setting!.value).toBe('2026-12-10');
    // The same day again, or an earlier one: nothing to do.
    expect(await extendMoney(db, new Date('2026-12-10T23:00:00Z'))).toBe(false);
    expect(await extendMoney(db, new Date('2026-12-01T08:00:00Z'))).toBe(false);
  });
});
