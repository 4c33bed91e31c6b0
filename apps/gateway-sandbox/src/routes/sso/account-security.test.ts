import type { SignInActivity, SignUpSecurity } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/constants.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';

// Issue #4 account-setting; spec §7 sso v1.
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [ava, uma] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'uma')]);
});
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
    const unknown = await put(url, uma, { question_id: 99, answer: 'Rex' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose one of the listed security questions.');
    expect((await put(url, uma, { question_id: 1, answer: '  a ' })).json().message).toBe('The answer must have at least 2 characters.');
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
