import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, signIn, type SignedIn, type TestApp, startSignedIn } from '../test/harness.js';

// Issue #26 finding 6: the sandbox card provider's tokenizer answered anyone; it now requires a
// valid session, checked like a gateway call.
let t: TestApp;
let ava: SignedIn;

beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
afterAll(() => t.close());

const CARD = { number: '4242 4242 4242 4242', exp_month: 4, exp_year: new Date().getUTCFullYear() + 2, cvv: '123' };
const csrf = { 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` };
const tokenize = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/card-provider/v1/tokenize', headers, payload: CARD });
const tokens = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_tokens'))[0]!.n;

describe('POST /card-provider/v1/tokenize requires a session (issue #26 finding 6)', () => {
  it('without a bearer token → 401 with the gateway message, nothing stored', async () => {
    const before = await tokens();
    const response = await tokenize(csrf);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign-in required: the Authorization: Bearer token is missing.',
    });
    expect(await tokens()).toBe(before);
  });

  it('a forged, malformed or ended session → 401; the access_token cookie alone is not enough', async () => {
    expect((await tokenize({ ...csrf, authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect((await tokenize({ ...csrf, authorization: `Basic ${ava.token}` })).statusCode).toBe(401);
    expect((await tokenize({ 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}; access_token=${ava.token}` })).statusCode).toBe(401);
    const leaving = await signIn(t.app, 'ava');
    expect((await tokenize(leaving.headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/sso/v1/sign-in/logout', headers: leaving.headers });
    expect((await tokenize(leaving.headers)).statusCode).toBe(401);
  });

  it('with a session: CSRF still required (403), then the token (no-store)', async () => {
    expect((await tokenize({ authorization: `Bearer ${ava.token}` })).statusCode).toBe(403);
    const ok = await tokenize(ava.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 4 });
  });
});
