import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_MESSAGES } from '../../auth/bearer.js';
import { secretKey, signSessionToken } from '../../auth/jwt.js';
import { DEFAULT_SESSION_RENEWAL_GRACE_S, findSession } from '../../auth/sessions.js';
import { CSRF, TEST_SECRET, createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';
import { ALREADY_RENEWED } from './sign-in.js';

// Issue #13 §2 "Sessions end everywhere": the server-side logout and the renewal grace, replayed
// as requests. (Sockets: src/realtime/realtime.test.ts.)

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withToken = (token: string) => ({ authorization: `Bearer ${token}`, 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` });

const profile = (who: SignedIn, headers: Record<string, string> = who.headers) =>
  t.app.inject({ method: 'GET', url: `/integration/v1/users/${who.payload.user_id}`, headers });

const logout = (headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/sso/v1/sign-in/logout',
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const stayConnected = (who: SignedIn, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sso/v1/sign-in/stay-connected',
    headers,
    payload: { identity: who.payload.identity, client: who.payload.client_id, session: who.payload.session },
  });

describe('POST /sso/v1/sign-in/logout (issue #13 §2 finding 1)', () => {
  it('revokes the session of the bearer token: its token then answers 401, the other sessions keep working', async () => {
    const [ending, staying] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'ava')]);
    expect((await profile(ending)).statusCode).toBe(200);

    const response = await logout(ending.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: true }, message: 'You have been signed out.' });

    const after = await profile(ending);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_TOKEN_MESSAGES.revoked);
    expect((await findSession(t.db, ending.payload.session))!.revoked).toBe(true);
    expect((await profile(staying)).statusCode).toBe(200);
    // Renewing an ended session is refused too.
    expect((await stayConnected(ending, ending.headers)).statusCode).toBe(401);
  });

  it('is idempotent: the same token again → 200 { revoked: false }', async () => {
    const who = await signIn(t.app, 'uma');
    expect((await logout(who.headers)).json().data).toEqual({ revoked: true });
    const again = await logout(who.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { revoked: false }, message: 'This session had already ended.' });
  });

  it('authenticates like every sso call: 401 without, with a forged or an expired token; 403 without CSRF', async () => {
    const who = await signIn(t.app, 'leo');
    const { exp: _e, iat: _i, ...claims } = who.payload;
    const forged = await signSessionToken(claims, secretKey('another-secret-another-secret-another'), 3600);
    const expired = await signSessionToken(claims, secretKey(TEST_SECRET), 3600, Math.floor(Date.now() / 1000) - 7200);
    const missing = await logout({ 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(SESSION_TOKEN_MESSAGES.missing);
    expect((await logout(withToken(forged))).json()).toMatchObject({ statusCode: 401, message: SESSION_TOKEN_MESSAGES.invalid });
    expect((await logout(withToken(expired))).json()).toMatchObject({ statusCode: 401, message: SESSION_TOKEN_MESSAGES.expired });
    const noCsrf = await logout({ authorization: `Bearer ${who.token}` });
    expect(noCsrf.statusCode).toBe(403);
    // None of them ended the session.
    expect((await profile(who)).statusCode).toBe(200);
  });

  it('takes no body (absent, null or {}); anything else → 400 and the session stays', async () => {
    const who = await signIn(t.app, 'bea');
    const bad = await logout(who.headers, { cause: 'logout' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid request: body.cause is not a known field.');
    expect((await profile(who)).statusCode).toBe(200);
    expect((await logout(who.headers, {})).json().data).toEqual({ revoked: true });
  });
});

describe('stay-connected retires the replaced token after the grace (issue #13 §2 finding 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the old token works within the grace, answers 401 after it; the new one keeps working', async () => {
    const who = await signIn(t.app, 'ava');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);

    const renewal = await stayConnected(who, who.headers);
    expect(renewal.statusCode, renewal.body).toBe(200);
    const renewedToken = (renewal.json().data as { access_token: string }).access_token;
    const renewed = decodeJwt(renewedToken);
    expect(renewed.gen).toBe(1);
    expect(renewed.session).toBe(who.payload.session);
    const fresh = withToken(renewedToken);

    vi.setSystemTime(start + (DEFAULT_SESSION_RENEWAL_GRACE_S - 1) * 1000);
    expect((await profile(who)).statusCode).toBe(200);
    expect((await profile(who, fresh)).statusCode).toBe(200);

    vi.setSystemTime(start + DEFAULT_SESSION_RENEWAL_GRACE_S * 1000);
    const retired = await profile(who);
    expect(retired.statusCode).toBe(401);
    expect(retired.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: SESSION_TOKEN_MESSAGES.retired });
    expect((await profile(who, fresh)).statusCode).toBe(200);
    // The retired token cannot renew itself back to life, nor log out the session.
    expect((await stayConnected(who, who.headers)).statusCode).toBe(401);
    expect((await logout(who.headers)).statusCode).toBe(401);
    expect((await findSession(t.db, who.payload.session))!.revoked).toBe(false);

    // The renewed token renews in turn (generation 2); the generation-0 token gets no new grace.
    const second = await stayConnected(who, fresh);
    expect(second.statusCode).toBe(200);
    expect(decodeJwt((second.json().data as { access_token: string }).access_token).gen).toBe(2);
    expect((await profile(who)).statusCode).toBe(401);
    expect((await profile(who, fresh)).statusCode).toBe(200);
  });

  it('only the newest token renews: a replaced one → 409 within its grace; two renewals at once → one wins', async () => {
    const who = await signIn(t.app, 'uma');
    const [a, b] = await Promise.all([stayConnected(who, who.headers), stayConnected(who, who.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflict = a.statusCode === 409 ? a : b;
    expect(conflict.json().message).toBe(ALREADY_RENEWED);
    expect((await findSession(t.db, who.payload.session))!.generation).toBe(1);
    // Still within the grace: the replaced token reads, but does not renew.
    expect((await profile(who)).statusCode).toBe(200);
    expect((await stayConnected(who, who.headers)).statusCode).toBe(409);
  });

  it('a token issued before generations (no gen claim) is generation 0', async () => {
    const who = await signIn(t.app, 'leo');
    const { exp: _e, iat: _i, gen: _g, ...claims } = who.payload;
    const legacy = await signSessionToken(claims, secretKey(TEST_SECRET), 3600);
    expect(decodeJwt(legacy).gen).toBeUndefined();
    expect((await profile(who, withToken(legacy))).statusCode).toBe(200);
    const renewal = await stayConnected(who, withToken(legacy));
    expect(renewal.statusCode).toBe(200);
    expect(decodeJwt((renewal.json().data as { access_token: string }).access_token).gen).toBe(1);
  });

  it('records the session expiry at sign-in and on renewal', async () => {
    const who = await signIn(t.app, 'bea');
    expect((await findSession(t.db, who.payload.session))!.expires_at_ms).toBe(who.payload.exp * 1000);
    const renewal = await stayConnected(who, who.headers);
    const exp = decodeJwt((renewal.json().data as { access_token: string }).access_token).exp!;
    expect((await findSession(t.db, who.payload.session))!.expires_at_ms).toBe(exp * 1000);
  });
});
