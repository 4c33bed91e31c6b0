import type { SignInActivity, SignUpSecurity } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/constants.js';
import { signIn, type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';

// Issue #4 account-setting; spec §7 sso v1.
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;
let bea: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, uma, bea, leo } = await startSignedIn('ava', 'uma', 'bea', 'leo')));
afterAll(() => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const put = (url: string, who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const idpSignIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest-agent/1.0' },
    payload: new URLSearchParams({ email, password }).toString(),
  });

describe('sign-up security', () => {
  it("lists the questions and Ava's current question, never the answer", async () => {
    const response = await get('/sso/v1/sign-up-security', ava);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as SignUpSecurity;
    expect(data.questions).toHaveLength(6);
    expect(data.questions[0]).toEqual({ id: 1, code: 'FIRST_PET', text: 'What was the name of your first pet?' });
    expect(data.current?.question_id).toBe(2);
    expect(response.body).not.toMatch(/austin/i);
    expect(((await get('/sso/v1/sign-up-security', uma)).json().data as SignUpSecurity).current).toBeNull();
  });

  it('validates: unknown question, short answer, wrong current password → 400, nothing stored', async () => {
    const url = '/sso/v1/sign-up-security/change-identity-security-question';
    const unknown = await put(url, uma, { question_id: 99, answer: 'Rex', current_password: DEMO_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose one of the listed security questions.');
    expect((await put(url, uma, { question_id: 1, answer: '  a ', current_password: DEMO_PASSWORD })).json().message).toBe(
      'The answer must have at least 2 characters.',
    );
    const wrong = await put(url, uma, { question_id: 1, answer: 'Rex', current_password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct.');
    expect((await put(url, uma, { answer: 'Rex' })).statusCode).toBe(400);
    expect(((await get('/sso/v1/sign-up-security', uma)).json().data as SignUpSecurity).current).toBeNull();
  });

  it('stores the new question with the answer hashed (normalised), and it persists', async () => {
    const url = '/sso/v1/sign-up-security/change-identity-security-question';
    const saved = await put(url, uma, { question_id: 5, answer: '  Volvo  Amazon ', current_password: DEMO_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.question_id).toBe(5);
    expect(((await get('/sso/v1/sign-up-security', uma)).json().data as SignUpSecurity).current?.question_id).toBe(5);
    const rows = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM user_security_answers WHERE user_id = $1', [
      uma.payload.user_id,
    ]);
    expect(rows[0]!.answer_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('volvo amazon', rows[0]!.answer_hash)).toBe(true);
  });
});

describe('the security question needs the current password (issue #26 finding 5)', () => {
  const url = '/sso/v1/sign-up-security/change-identity-security-question';
  const current = async (who: SignedIn) => ((await get('/sso/v1/sign-up-security', who)).json().data as SignUpSecurity).current;

  it('without current_password → 400 naming it, nothing stored (a bearer token alone changes nothing)', async () => {
    const before = await current(leo);
    const missing = await put(url, leo, { question_id: 3, answer: 'Blue' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/current_password/);
    const empty = await put(url, leo, { question_id: 3, answer: 'Blue', current_password: '' });
    expect(empty.statusCode).toBe(400);
    expect(await current(leo)).toEqual(before);
  });

  it('a wrong one → 400 with the password change\'s message, nothing stored; the right one → 200', async () => {
    const before = await current(leo);
    const wrong = await put(url, leo, { question_id: 3, answer: 'Blue', current_password: 'Wrong!2026xx' });
    const change = await put('/sso/v1/password/change', leo, { current_password: 'Wrong!2026xx', new_password: 'Brand-new-Pass#2027' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(change.json());
    expect(wrong.json().message).toBe('The current password is not correct.');
    expect(await current(leo)).toEqual(before);
    const right = await put(url, leo, { question_id: 3, answer: 'Blue', current_password: DEMO_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect((await current(leo))?.question_id).toBe(3);
  });

  it('wrong passwords count against the account\'s sign-in failures: past 5 in the window → 429 RATE_LIMITED with Retry-After, even with the right password, on both routes and the sign-in page; other agents unaffected', async () => {
    // 5 failures (SIGN_IN_MAX_FAILURES_PER_ACCOUNT), through both routes.
    for (let i = 0; i < 3; i += 1) expect((await put(url, bea, { question_id: 2, answer: 'Paris', current_password: `Wrong-${i}` })).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) {
      expect((await put('/sso/v1/password/change', bea, { current_password: `Wrong-${i}`, new_password: 'Brand-new-Pass#2027' })).statusCode).toBe(400);
    }
    const before = await current(bea);
    const limited = await put(url, bea, { question_id: 2, answer: 'Paris', current_password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many wrong passwords for this account\. Try again in \d+ minutes?\.$/),
      reason: 'RATE_LIMITED',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await current(bea)).toEqual(before);
    const change = await put('/sso/v1/password/change', bea, { current_password: DEMO_PASSWORD, new_password: 'Brand-new-Pass#2027' });
    expect(change.statusCode).toBe(429);
    expect(change.json().reason).toBe('RATE_LIMITED');
    expect((await idpSignIn(DEMO_ACCOUNTS.bea.email, DEMO_PASSWORD)).statusCode).toBe(429);
    // The refusals were not failures: once the window ends, the right password works again.
    await t.db.query("UPDATE sign_in_failures SET window_start = now() - interval '1 hour' WHERE scope = 'ACCOUNT' AND key = $1", [DEMO_ACCOUNTS.bea.email]);
    expect((await put(url, bea, { question_id: 2, answer: 'Paris', current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    // Another agent is unaffected.
    expect((await put(url, ava, { question_id: 2, answer: 'Austin', current_password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('PUT /sso/v1/password/change', () => {
  const NEW_PASSWORD = 'Brand-new-Pass#2027';

  it('wrong current password → 400 with a clear message and the password is unchanged', async () => {
    const response = await put('/sso/v1/password/change', uma, { current_password: 'Wrong!2026xx', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The current password is not correct.');
    expect((await idpSignIn(DEMO_ACCOUNTS.uma.email, DEMO_PASSWORD)).statusCode).toBe(302);
  });

  it.each([
    ['Short!1a', /at least 12/],
    ['alllowercase-123', /upper-case/],
    ['ALLUPPERCASE-123', /lower-case/],
    ['NoDigitsHere!!', /digit/],
    ['NoSymbolsHere123', /symbol/],
  ])('rejects the weak new password %s', async (password, message) => {
    const response = await put('/sso/v1/password/change', uma, { current_password: DEMO_PASSWORD, new_password: password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('rejects a new password equal to the current one, and a missing field', async () => {
    expect(
      (await put('/sso/v1/password/change', uma, { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD })).json().message,
    ).toMatch(/differ/);
    expect((await put('/sso/v1/password/change', uma, { current_password: DEMO_PASSWORD })).statusCode).toBe(400);
  });

  it('changes the password: the new one signs in, the old one no longer does; other sessions end, this one stays', async () => {
    const other = await signIn(t.app, 'uma');
    const response = await put('/sso/v1/password/change', uma, { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/changed/);
    expect((await idpSignIn(DEMO_ACCOUNTS.uma.email, NEW_PASSWORD)).statusCode).toBe(302);
    expect((await idpSignIn(DEMO_ACCOUNTS.uma.email, DEMO_PASSWORD)).statusCode).not.toBe(302);
    expect((await get('/sso/v1/sign-up-security', other)).statusCode).toBe(401);
    expect((await get('/sso/v1/sign-up-security', uma)).statusCode).toBe(200);
  });
});

describe('GET /sso/v1/sign-in/activities', () => {
  it('lists the caller\'s own attempts, newest first, failed ones too, paged with count', async () => {
    await idpSignIn(DEMO_ACCOUNTS.ava.email, 'not-the-password');
    const response = await get('/sso/v1/sign-in/activities?page=1&limit=2', ava);
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json() as { data: SignInActivity[]; count: number };
    expect(count).toBeGreaterThanOrEqual(2);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ success: false, user_agent: 'vitest-agent/1.0' });
    expect(data[1]!.success).toBe(true);
    expect(Object.keys(data[0]!).sort()).toEqual(['created_at', 'id', 'ip', 'success', 'user_agent']);
    const umaRows = (await get('/sso/v1/sign-in/activities?limit=100', uma)).json().data as SignInActivity[];
    const avaIds = new Set(data.map((row) => row.id));
    expect(umaRows.some((row) => avaIds.has(row.id))).toBe(false);
  });

  it('400 for a bad page or limit', async () => {
    expect((await get('/sso/v1/sign-in/activities?page=0', ava)).statusCode).toBe(400);
    expect((await get('/sso/v1/sign-in/activities?limit=1000', ava)).statusCode).toBe(400);
  });
});
