import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SIGN_IN_LIMITS, loadConfig } from '../config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/constants.js';
import { ORIGIN, createTestApp, type TestApp } from '../test/harness.js';
import { tooManyFailuresMessage } from './limits.js';

// Issue #13 §1 (brute force: 60 wrong passwords in 3.4 s, then the right one signed in) and
// §5 (login CSRF: a cross-site form post signed the browser into another account).

const LIMITS = { maxFailuresPerAccount: 5, maxFailuresPerAddress: 8, windowS: 900 };
const WRONG = 'not-the-password';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInLimits: LIMITS });
});
afterAll(() => t.close());

/** Posts the sign-in form from `address` (each test uses its own, so their counters are apart). */
const post = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const attempt = (address: string, email: string, password = WRONG) => post(address, { email, password });

const activities = (email: string) =>
  t.db.query<{ success: boolean }>('SELECT success FROM sign_in_activities WHERE lower(email) = lower($1) ORDER BY id', [email]);

const sessionCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]!.n;

async function failTimes(address: string, n: number, email: (i: number) => string) {
  for (let i = 0; i < n; i += 1) expect((await attempt(address, email(i))).statusCode).toBe(401);
}

describe('per-account limit (issue #13 §1)', () => {
  const leo = DEMO_ACCOUNTS.leo.email;

  it('after 5 failures the 6th attempt gets 429 + Retry-After even with the right password; nothing issued or recorded', async () => {
    await failTimes('10.1.0.1', 5, () => leo);
    const sessions = await sessionCount();
    const response = await post('10.1.0.1', { email: leo, password: DEMO_PASSWORD, redirect_url: `${ORIGIN}/my-team` });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 900).toBe(true);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(response.body).toContain(`value="${leo}"`);
    expect(response.body).toContain(`name="redirect_url" value="${ORIGIN}/my-team"`);
    expect(response.body).not.toContain('sso=');
    expect(await sessionCount()).toBe(sessions);
    // The typed password is never echoed.
    const typed = await post('10.1.0.1', { email: leo, password: 'Typed-Secret-4291' });
    expect(typed.statusCode).toBe(429);
    expect(typed.body).not.toContain('Typed-Secret-4291');
    // The refused attempts are not recorded: only the 5 checked failures are.
    expect(await activities(leo)).toEqual(Array.from({ length: 5 }, () => ({ success: false })));
  });

  it('the lock is per account: any spelling of the email, from any address', async () => {
    expect((await attempt('10.1.0.2', leo.toUpperCase(), DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('10.1.0.3', `  ${leo}  `, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('another account from the same address still signs in (the address is below its limit)', async () => {
    expect((await attempt('10.1.0.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(302);
  });

  it('the window ending unlocks the account; Retry-After counts down the seconds left', async () => {
    await t.db.query("UPDATE sign_in_failures SET window_start = window_start - interval '600 seconds' WHERE scope = 'ACCOUNT' AND key = $1", [leo]);
    const later = await attempt('10.1.0.1', leo, DEMO_PASSWORD);
    expect(later.statusCode).toBe(429);
    const retryAfter = Number(later.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(later.body).toContain('Try again in 5 minutes.');

    await t.db.query("UPDATE sign_in_failures SET window_start = window_start - interval '300 seconds' WHERE scope = 'ACCOUNT' AND key = $1", [leo]);
    expect((await attempt('10.1.0.1', leo, DEMO_PASSWORD)).statusCode).toBe(302);
    // A new window: a wrong password is an ordinary 401 again.
    expect((await attempt('10.1.0.1', leo)).statusCode).toBe(401);
  });

  it('an unknown email is limited the same way (no hint whether the account exists)', async () => {
    const nobody = 'nobody.limited@agent-portal.test';
    await failTimes('10.1.1.1', 5, () => nobody);
    const response = await attempt('10.1.1.1', nobody);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toContain('Too many failed sign-ins for this account.');
    expect(await activities(nobody)).toHaveLength(5);
  });

  it('parallel attempts cannot slip past the limit: exactly 5 reach the password check', async () => {
    const email = 'parallel.limited@agent-portal.test';
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(`10.1.2.${i + 1}`, email)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(await activities(email)).toHaveLength(5);
    expect(await t.db.query("SELECT failures FROM sign_in_failures WHERE scope = 'ACCOUNT' AND key = $1", [email])).toEqual([{ failures: 5 }]);
  });
});

describe('per-address limit (issue #13 §1)', () => {
  it('failures across different emails lock the address: 429 for every account, even a right password', async () => {
    await failTimes('10.2.0.1', 8, (i) => `spray.${i}@agent-portal.test`);
    const response = await attempt('10.2.0.1', DEMO_ACCOUNTS.uma.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toContain('Too many failed sign-ins from your network address. Try again in 15 minutes.');
    expect(response.body).toContain(`value="${DEMO_ACCOUNTS.uma.email}"`);
    // Uma's own counter was not touched: from elsewhere she signs in.
    expect((await attempt('10.2.0.2', DEMO_ACCOUNTS.uma.email, DEMO_PASSWORD)).statusCode).toBe(302);
  });

  it("a successful sign-in of the attacker's own account does not reset the address counter", async () => {
    await failTimes('10.2.1.1', 7, (i) => `guess.${i}@agent-portal.test`);
    expect((await attempt('10.2.1.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(302);
    expect((await attempt('10.2.1.1', 'guess.last@agent-portal.test')).statusCode).toBe(401); // the 8th failure
    expect((await attempt('10.2.1.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('10.2.1.1', 'guess.more@agent-portal.test')).statusCode).toBe(429);
  });

  it('successful sign-ins are never counted', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt('10.2.2.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(302);
    }
    const rows = await t.db.query<{ failures: number }>("SELECT failures FROM sign_in_failures WHERE scope = 'ADDRESS' AND key = '10.2.2.1'");
    expect(rows.every((r) => r.failures === 0)).toBe(true);
  });

  it('an ended window is purged and starts again', async () => {
    await failTimes('10.2.3.1', 8, (i) => `old.${i}@agent-portal.test`);
    expect((await attempt('10.2.3.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(429);
    await t.db.query("UPDATE sign_in_failures SET window_start = window_start - interval '900 seconds' WHERE key = '10.2.3.1' OR key LIKE 'old.%'");
    expect((await attempt('10.2.3.1', DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD)).statusCode).toBe(302);
    expect(await t.db.query("SELECT key FROM sign_in_failures WHERE key LIKE 'old.%'")).toEqual([]);
  });
});

describe('login CSRF (issue #13 §5)', () => {
  const ava = { email: DEMO_ACCOUNTS.ava.email, password: DEMO_PASSWORD };

  it.each<Record<string, string>>([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'http://evil.test' },
    { origin: 'http://evil.test', 'sec-fetch-site': 'same-origin' },
    { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
    { origin: 'null', 'sec-fetch-site': 'cross-site' },
  ])('refuses a post with %o: 403 page, nothing issued, recorded or counted', async (headers) => {
    const sessions = await sessionCount();
    const before = await t.db.query('SELECT count(*)::int AS n FROM sign_in_activities');
    const counters = await t.db.query('SELECT scope, key, failures FROM sign_in_failures ORDER BY scope, key');
    const response = await post('10.3.0.1', ava, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This sign-in did not come from the Agent Portal sign-in page.');
    expect(response.body).not.toContain('sso=');
    expect(await sessionCount()).toBe(sessions);
    expect(await t.db.query('SELECT count(*)::int AS n FROM sign_in_activities')).toEqual(before);
    expect(await t.db.query('SELECT scope, key, failures FROM sign_in_failures ORDER BY scope, key')).toEqual(counters);
  });

  it.each<Record<string, string>>([
    { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    // Chromium's own form post from a `Referrer-Policy: no-referrer` page.
    { origin: 'null', 'sec-fetch-site': 'same-origin' },
    { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    { origin: ORIGIN },
    {},
  ])('accepts a post with %o (302)', async (headers) => {
    const response = await post('10.3.1.1', ava, headers);
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain('sso=');
  });
});

describe('configuration', () => {
  it('defaults to 5 per account, 20 per address, 900 s windows', () => {
    expect(DEFAULT_SIGN_IN_LIMITS).toEqual({ maxFailuresPerAccount: 5, maxFailuresPerAddress: 20, windowS: 900 });
    expect(loadConfig({}).signInLimits).toEqual(DEFAULT_SIGN_IN_LIMITS);
  });

  it('reads SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_ADDRESS and SIGN_IN_FAILURE_WINDOW_S', () => {
    const env = { SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '50', SIGN_IN_FAILURE_WINDOW_S: '60' };
    expect(loadConfig(env).signInLimits).toEqual({ maxFailuresPerAccount: 3, maxFailuresPerAddress: 50, windowS: 60 });
  });

  it.each([
    ['SIGN_IN_MAX_FAILURES_PER_ACCOUNT', '0'],
    ['SIGN_IN_MAX_FAILURES_PER_ADDRESS', 'many'],
    ['SIGN_IN_FAILURE_WINDOW_S', '1.5'],
    ['SIGN_IN_FAILURE_WINDOW_S', '86401'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(tooManyFailuresMessage('ACCOUNT', 900)).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(tooManyFailuresMessage('ADDRESS', 61)).toBe('Too many failed sign-ins from your network address. Try again in 2 minutes.');
    expect(tooManyFailuresMessage('ACCOUNT', 5)).toBe('Too many failed sign-ins for this account. Try again in 1 minute.');
  });
});
