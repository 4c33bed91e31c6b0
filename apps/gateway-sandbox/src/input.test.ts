import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from './input.js';
import { type SignedIn, type TestApp, startSignedIn } from './test/harness.js';

// Issue #13 finding 3: a NUL byte in a search text, an address line, an account holder or the
// sign-in email gave 500 (PostgreSQL cannot store NUL in text). Each is replayed here.

describe('findInputProblem', () => {
  it('names the field holding a control character; tab, line feed and carriage return are text', () => {
    expect(findInputProblem({ a: { b: ['ok', 'x\u0000y'] } }, 'body')).toMatch(/^body\.a\.b\[1\] contains a control character/);
    expect(findInputProblem({ text: 'line one\r\nline two\ttab' }, 'body')).toBeNull();
    expect(findInputProblem({ text: 'bell\u0007' }, 'body')).toMatch(/body\.text/);
    expect(findInputProblem({ text: 'del\u007f' }, 'body')).toMatch(/body\.text/);
    expect(findInputProblem({ ['k\u0000']: 1 }, 'body')).toMatch(/field name/);
    expect(findInputProblem(Buffer.from([0, 1, 2]), 'body')).toBeNull();
    expect(findInputProblem(undefined, 'body')).toBeNull();
  });

  it('refuses nesting deeper than the limit', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH + 2; i += 1) deep = { a: deep };
    expect(findInputProblem(deep, 'body')).toMatch(/nested more than 16 levels/);
  });
});

describe('NUL in requests → 400 naming the field, nothing stored (issue #13 §3)', () => {
  let t: TestApp;
  let ava: SignedIn;
  beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
  afterAll(() => t.close());

  it('a search text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/integration/v1/analytics/search?search=ava%00x&limit=5', headers: ava.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/query\.search contains a control character/);
  });

  it('an address line', async () => {
    const before = await t.db.query('SELECT address_line1 FROM users WHERE id = $1', [ava.payload.user_id]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/integration/v1/users/address',
      headers: ava.headers,
      payload: { address_line1: '1 Main\u0000 St', postal_code: '10001', country_id: 1, state_id: 1, city_id: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.address_line1/);
    expect(await t.db.query('SELECT address_line1 FROM users WHERE id = $1', [ava.payload.user_id])).toEqual(before);
  });

  it('an account holder', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM agent_bank_accounts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/integration/v1/agent-bank-account',
      headers: ava.headers,
      payload: { account_holder: 'Ava\u0000 Martin', routing_number: '011000015', account_number: '123456789', account_type: 'CHECKING' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.account_holder/);
    expect(await t.db.query('SELECT count(*)::int AS n FROM agent_bank_accounts')).toEqual(before);
  });

  it('the sign-in email (unauthenticated)', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM sign_in_activities');
    const response = await t.app.inject({
      method: 'POST',
      url: '/idp/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'ava\u0000@example.test', password: 'x' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.query('SELECT count(*)::int AS n FROM sign_in_activities')).toEqual(before);
  });

  it('a data exception that slips past the schemas is a 400, not a 500', async () => {
    // A day that does not exist passes a `format: date`-less string schema but not PostgreSQL.
    const response = await t.app.inject({
      method: 'GET',
      url: '/integration/v1/commissions/report?start_date=2026-02-30&end_date=2026-03-05',
      headers: ava.headers,
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
