import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { openSeededDb } from '../test/harness.js';
import { DECLINED_TEST_NUMBER, CardInputError, chargeCardToken, detectBrand, luhnValid, tokenizeCard } from './provider.js';

const NOW = new Date('2026-03-01T00:00:00Z');
let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(async () => {
  await db.close();
});

describe('sandbox card provider (issue #4: card numbers never stored, charge once per key)', () => {
  it('checks Luhn and brands', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('american-express');
  });

  it('tokenizes without keeping the number or CVV', async () => {
    const record = await tokenizeCard(db, { number: '4111 1111 1111 1111', exp_month: 12, exp_year: 2030, cvv: '123' }, NOW);
    expect(record).toMatchObject({ brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 });
    expect(record.token).toMatch(/^tok_sandbox_[0-9a-f]{32}$/);
    const rows = await db.query('SELECT * FROM card_tokens WHERE token = $1', [record.token]);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    expect(JSON.stringify(rows)).not.toContain('"123"');
  });

  it('refuses bad numbers, CVVs and expired dates', async () => {
    await expect(tokenizeCard(db, { number: '4111111111111112', exp_month: 1, exp_year: 2030, cvv: '123' }, NOW)).rejects.toThrow(CardInputError);
    await expect(tokenizeCard(db, { number: '378282246310005', exp_month: 1, exp_year: 2030, cvv: '123' }, NOW)).rejects.toThrow(/4 digits/);
    await expect(tokenizeCard(db, { number: '4111111111111111', exp_month: 1, exp_year: 2026, cvv: '123' }, NOW)).rejects.toThrow(/expired/);
  });

  it('charges once per idempotency key and replays the outcome', async () => {
    const { token } = await tokenizeCard(db, { number: '4242424242424242', exp_month: 5, exp_year: 2031, cvv: '999' }, NOW);
    const first = await chargeCardToken(token, 4999, 'key-1', db, NOW);
    const again = await chargeCardToken(token, 4999, 'key-1', db, NOW);
    expect(first).toMatchObject({ ok: true, status: 'SUCCEEDED', amount_cents: 4999, replayed: false });
    expect(again).toMatchObject({ ok: true, charge_id: first.charge_id, replayed: true });
    const count = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM card_charges WHERE idempotency_key = 'key-1'");
    expect(count[0]!.n).toBe(1);
    expect(await chargeCardToken(token, 5000, 'key-1', db, NOW)).toMatchObject({ ok: false, code: 'idempotency_conflict' });
  });

  it('declines the test number, unknown tokens and bad amounts', async () => {
    const { token } = await tokenizeCard(db, { number: DECLINED_TEST_NUMBER, exp_month: 5, exp_year: 2031, cvv: '999' }, NOW);
    expect(await chargeCardToken(token, 100, 'key-2', db, NOW)).toMatchObject({ ok: false, code: 'card_declined' });
    expect(await chargeCardToken('tok_nope', 100, 'key-3', db, NOW)).toMatchObject({ ok: false, code: 'unknown_token' });
    expect(await chargeCardToken(token, 0, 'key-4', db, NOW)).toMatchObject({ ok: false, code: 'invalid_amount' });
  });
});
