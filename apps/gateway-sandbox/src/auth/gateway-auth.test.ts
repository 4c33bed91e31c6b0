import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from './sessions.js';
import { secretKey, signSessionToken } from './jwt.js';
import { CSRF, TEST_SECRET, signIn, type SignedIn, type TestApp, startSignedIn } from '../test/harness.js';

let t: TestApp;
let ava: SignedIn;

beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
afterAll(() => t.close());

const profile = (headers: Record<string, string>, id = ava.payload.user_id) =>
  t.app.inject({ method: 'GET', url: `/integration/v1/users/${id}`, headers });

describe('gateway path shape /{service}/{version}{path}', () => {
  it('serves a route under its service and version only', async () => {
    expect((await profile(ava.headers)).statusCode).toBe(200);
    for (const url of [`/integration/users/${ava.payload.user_id}`, `/integration/v9/users/${ava.payload.user_id}`, `/sso/v1/users/${ava.payload.user_id}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ava.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers unknown routes under a service with JSON 404, even for browsers', async () => {
    for (const prefix of ['/integration', '/sso', '/intercom']) {
      const response = await t.app.inject({ method: 'GET', url: `${prefix}/v1/nope`, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toContain('/v1/nope');
    }
  });
});

describe('bearer token', () => {
  it('401 without a token', async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign-in required: the Authorization: Bearer token is missing.',
    });
  });

  it('401 for a malformed header or a token signed with another secret', async () => {
    expect((await profile({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const { exp: _e, iat: _i, ...claims } = ava.payload;
    const forged = await signSessionToken(claims, secretKey('another-secret-another-secret-another'), 3600);
    const response = await profile({ authorization: `Bearer ${forged}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid/i);
  });

  it('401 for an expired token', async () => {
    const { exp: _e, iat: _i, ...claims } = ava.payload;
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signSessionToken(claims, secretKey(TEST_SECRET), 3600, past);
    const response = await profile({ authorization: `Bearer ${expired}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/i);
  });

  it('401 for a token of an unknown session', async () => {
    const { exp: _e, iat: _i, ...claims } = ava.payload;
    const token = await signSessionToken({ ...claims, session: crypto.randomUUID() }, secretKey(TEST_SECRET), 3600);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('401 once the session is revoked', async () => {
    const other = await signIn(t.app, 'ava');
    expect((await profile(other.headers)).statusCode).toBe(200);
    expect(await revokeSession(t.db, other.payload.session)).toBe(true);
    const response = await profile(other.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/ended/);
    expect((await profile(ava.headers)).statusCode).toBe(200);
  });
});

describe('POST /sso/v1/sign-in/stay-connected', () => {
  const body = () => ({ identity: ava.payload.identity, client: ava.payload.client_id, session: ava.payload.session });
  const stay = (headers: Record<string, string>, payload: unknown = body()) =>
    t.app.inject({ method: 'POST', url: '/sso/v1/sign-in/stay-connected', headers, payload: payload as object });

  it('403 when the CSRF header is missing or does not match the cookie', async () => {
    const { 'x-csrf-token': _h, ...noHeader } = ava.headers;
    const missing = await stay(noHeader);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/X-CSRF-Token header is missing/);
    const mismatch = await stay({ ...ava.headers, 'x-csrf-token': 'cd'.repeat(32) });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toMatch(/does not match/);
    const noCookie = await stay({ authorization: ava.headers.authorization!, 'x-csrf-token': CSRF });
    expect(noCookie.statusCode).toBe(403);
  });

  it('checks the token before CSRF (401 without a token)', async () => {
    expect((await stay({ 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` })).statusCode).toBe(401);
  });

  it('400 on a malformed body', async () => {
    const response = await stay(ava.headers, { identity: ava.payload.identity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/client|session/);
  });

  it('403 when the body is not the token\'s identity, client or session', async () => {
    for (const change of [{ identity: 'uma.upline@agent-portal.test' }, { client: 'other' }, { session: crypto.randomUUID() }]) {
      expect((await stay(ava.headers, { ...body(), ...change })).statusCode).toBe(403);
    }
  });

  it('returns a new valid token of the same session with a later exp', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await stay(ava.headers);
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json().data as { access_token: string };
    const renewed = decodeJwt(access_token);
    expect(renewed.exp).toBeGreaterThan(ava.payload.exp);
    const { exp: _a, iat: _b, gen, ...before } = ava.payload;
    expect(renewed).toMatchObject({ ...before, gen: gen! + 1 });
    expect((await profile({ authorization: `Bearer ${access_token}` })).statusCode).toBe(200);
  });
});
