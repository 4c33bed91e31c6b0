import { forgeToken, samplePayload, server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL_NAME } from './broadcast.js';
import {
  ACCESS_TOKEN_COOKIE,
  SESSION_COOKIE_FIELDS,
  SESSION_COOKIE_TTL_MS,
  clearSession,
  hasExpiredToken,
  intakeSsoToken,
  readSession,
  storeSessionToken,
} from './cookies.js';
import { SSO_STATE_COOKIE, SSO_STATE_MAX_PENDING, SSO_STATE_TTL_MS, startSignInState } from './ssoState.js';
import { configureSessionForTest } from './test/harness.js';

/** Records every raw `document.cookie = …` write (attributes are not readable back). */
function recordCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return writes;
}

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie;
  vi.useRealTimers();
});

describe('storeSessionToken (§5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
  });

  it('stores access_token and every payload field for 60 min, Secure, SameSite=Lax, path /', () => {
    const writes = recordCookieWrites();
    const payload = samplePayload();
    const token = forgeToken(payload);
    expect(storeSessionToken(token)).toEqual(payload);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(token);
    for (const field of SESSION_COOKIE_FIELDS) expect(Cookies.get(field)).toBe(String(payload[field]));
    expect(writes).toHaveLength(1 + SESSION_COOKIE_FIELDS.length);
    const expires = new Date(Date.now() + SESSION_COOKIE_TTL_MS).toUTCString();
    for (const write of writes) {
      const attributes = write.split('; ').slice(1).map((a) => a.toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining([`expires=${expires.toLowerCase()}`, 'secure', 'samesite=lax', 'path=/']));
    }
    expect(SESSION_COOKIE_TTL_MS).toBe(60 * 60 * 1000);
  });

  it('throws on an undecodable token and on an expired one', () => {
    expect(() => storeSessionToken('not-a-jwt')).toThrow();
    expect(() => storeSessionToken(forgeToken(samplePayload({ exp: Math.floor(Date.now() / 1000) - 1 })))).toThrow(/Expired/);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('readSession / hasExpiredToken', () => {
  it('is null without a cookie or with garbage', () => {
    expect(readSession()).toBeNull();
    Cookies.set(ACCESS_TOKEN_COOKIE, 'garbage', { path: '/' });
    expect(readSession()).toBeNull();
    expect(hasExpiredToken()).toBe(false);
  });

  it('returns the payload until exp, then null and hasExpiredToken', () => {
    const payload = samplePayload({ exp: 2_000_000_000 });
    Cookies.set(ACCESS_TOKEN_COOKIE, forgeToken(payload), { path: '/' });
    expect(readSession(1_999_999_999_000)).toEqual(payload);
    expect(readSession(2_000_000_000_000)).toBeNull();
    expect(hasExpiredToken(1_999_999_999_000)).toBe(false);
    expect(hasExpiredToken(2_000_000_000_000)).toBe(true);
  });
});

/** Starts a sign-in the way buildSignInUrl does and returns its state. */
const started = () => startSignInState();

describe('intakeSsoToken (§5, ARCHITECTURE §4, issue #26)', () => {
  beforeEach(() => {
    configureSessionForTest();
  });

  it('stores the token when state matches a sign-in started here, and removes sso and state from the URL and history', () => {
    const token = forgeToken(samplePayload());
    const state = started();
    window.history.pushState(null, '', `/my-team/team-hierarchy?tab=upline&sso=${token}&q=a%20b&state=${state}#members`);
    const length = window.history.length;
    const result = intakeSsoToken();
    expect(result).toMatchObject({ outcome: 'stored', payload: { user_id: 7 }, replaced: null });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(token);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/my-team/team-hierarchy?tab=upline&q=a%20b#members');
    expect(window.history.length).toBe(length);
  });

  it('refuses a token without state: nothing stored, URL cleaned, the pending sign-ins kept', () => {
    const state = started();
    window.history.replaceState(null, '', `/my-profile?sso=${forgeToken(samplePayload())}&x=1`);
    expect(intakeSsoToken()).toEqual({ outcome: 'refused', reason: 'missing', session: null });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(`${location.pathname}${location.search}`).toBe('/my-profile?x=1');
    expect(Cookies.get(SSO_STATE_COOKIE)).toContain(state);
  });

  it('refuses a token whose state matches nothing (or nothing was started)', () => {
    window.history.replaceState(null, '', `/dashboard?sso=${forgeToken(samplePayload())}&state=${'A'.repeat(43)}`);
    expect(intakeSsoToken()).toMatchObject({ outcome: 'refused', reason: 'mismatched' });
    started();
    window.history.replaceState(null, '', `/dashboard?state=${'A'.repeat(43)}&sso=${forgeToken(samplePayload())}`);
    expect(intakeSsoToken()).toMatchObject({ outcome: 'refused', reason: 'mismatched' });
    window.history.replaceState(null, '', `/dashboard?sso=${forgeToken(samplePayload())}&state=%3Cb%3E`);
    expect(intakeSsoToken()).toMatchObject({ outcome: 'refused', reason: 'mismatched' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(location.search).toBe('');
  });

  it('never switches a signed-in agent silently: a planted token leaves the session as it was', () => {
    const own = forgeToken(samplePayload({ user_id: 7, identity: 'ava@x.test' }));
    storeSessionToken(own);
    localStorage.setItem('agent-portal.theme-mode', 'dark');
    const planted = forgeToken(samplePayload({ user_id: 8, identity: 'leo@x.test' }));
    window.history.replaceState(null, '', `/my-profile?sso=${planted}`);
    const result = intakeSsoToken();
    expect(result).toMatchObject({ outcome: 'refused', reason: 'missing', session: { user_id: 7, identity: 'ava@x.test' } });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(own);
    expect(Cookies.get('user_id')).toBe('7');
    expect(localStorage.getItem('agent-portal.theme-mode')).toBe('dark');
    window.history.replaceState(null, '', `/my-profile?sso=${planted}&state=${'x'.repeat(43)}`);
    expect(intakeSsoToken()).toMatchObject({ outcome: 'refused', reason: 'mismatched' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(own);
  });

  it('consumes a state once: the same hand-off opened again is refused', () => {
    const state = started();
    const token = forgeToken(samplePayload());
    window.history.replaceState(null, '', `/dashboard?sso=${token}&state=${state}`);
    expect(intakeSsoToken().outcome).toBe('stored');
    expect(Cookies.get(SSO_STATE_COOKIE)).toBeUndefined();
    clearSession();
    window.history.replaceState(null, '', `/dashboard?sso=${token}&state=${state}`);
    expect(intakeSsoToken()).toMatchObject({ outcome: 'refused', reason: 'mismatched' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('keeps up to SSO_STATE_MAX_PENDING sign-ins (two tabs at once), each for SSO_STATE_TTL_MS', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
    const writes = recordCookieWrites();
    const states = Array.from({ length: SSO_STATE_MAX_PENDING + 1 }, started);
    expect(new Set(states).size).toBe(states.length);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attributes = writes.at(-1)!.split('; ').slice(1).map((a) => a.toLowerCase());
    const expires = new Date(Date.now() + SSO_STATE_TTL_MS).toUTCString().toLowerCase();
    expect(attributes).toEqual(expect.arrayContaining([`expires=${expires}`, 'secure', 'samesite=lax', 'path=/']));
    expect(SSO_STATE_TTL_MS).toBe(10 * 60 * 1000);
    // The oldest was forgotten; the second tab's sign-in still comes back in.
    const token = forgeToken(samplePayload({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    window.history.replaceState(null, '', `/dashboard?sso=${token}&state=${states[0]}`);
    expect(intakeSsoToken().outcome).toBe('refused');
    window.history.replaceState(null, '', `/dashboard?sso=${token}&state=${states[2]}`);
    expect(intakeSsoToken().outcome).toBe('stored');
    // Past ten minutes a pending sign-in no longer counts.
    vi.setSystemTime(Date.now() + SSO_STATE_TTL_MS);
    window.history.replaceState(null, '', `/dashboard?sso=${token}&state=${states[3]}`);
    expect(intakeSsoToken().outcome).toBe('refused');
  });

  it('drops an invalid or expired token whose state matched, keeping a session already here', () => {
    window.history.replaceState(null, '', `/dashboard?sso=garbage&state=${started()}`);
    expect(intakeSsoToken()).toEqual({ outcome: 'invalid' });
    expect(location.search).toBe('');
    const own = forgeToken(samplePayload());
    storeSessionToken(own);
    const expired = forgeToken(samplePayload({ user_id: 8, exp: Math.floor(Date.now() / 1000) - 10 }));
    window.history.replaceState(null, '', `/?sso=${expired}&x=1&state=${started()}`);
    expect(intakeSsoToken()).toEqual({ outcome: 'invalid' });
    expect(`${location.pathname}${location.search}`).toBe('/?x=1');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(own);
  });

  it("ends another agent's session first (gateway logout with its token, storage cleared, other tabs told), then stores the new one", async () => {
    const ava = forgeToken(samplePayload({ user_id: 7, identity: 'ava@x.test' }));
    storeSessionToken(ava);
    Cookies.set('csrf_token', 'c'.repeat(64), { path: '/' });
    Cookies.set('lang', 'de', { path: '/' });
    localStorage.setItem('agent-portal.theme-mode', 'dark');
    const ended: Array<string | null> = [];
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, ({ request }) => {
        ended.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { revoked: true } });
      }),
    );
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const received = new Promise<unknown>((resolve) => otherTab.addEventListener('message', (e) => resolve(e.data), { once: true }));
    const leo = forgeToken(samplePayload({ user_id: 8, identity: 'leo@x.test' }));
    window.history.replaceState(null, '', `/dashboard?sso=${leo}&state=${started()}`);

    const result = intakeSsoToken();
    expect(result).toMatchObject({ outcome: 'stored', payload: { user_id: 8 }, replaced: { user_id: 7, identity: 'ava@x.test' } });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(leo);
    expect(Cookies.get('identity')).toBe('leo@x.test');
    expect(localStorage.length).toBe(0);
    // The CSRF and language cookies stay: the gateway's logout request needs the first.
    expect(Cookies.get('csrf_token')).toBe('c'.repeat(64));
    expect(Cookies.get('lang')).toBe('de');
    await expect(received).resolves.toEqual({ type: 'switched' });
    await vi.waitFor(() => expect(ended).toEqual([`Bearer ${ava}`]));
    otherTab.close();
  });

  it("replaces the same agent's session without ending it", async () => {
    storeSessionToken(forgeToken(samplePayload({ session: 'old' })));
    const renewed = forgeToken(samplePayload({ session: 'new' }));
    window.history.replaceState(null, '', `/dashboard?sso=${renewed}&state=${started()}`);
    // No gateway handler: a logout request would fail the test (unhandled request).
    expect(intakeSsoToken()).toMatchObject({ outcome: 'stored', replaced: null });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(renewed);
  });

  it('does nothing without an sso parameter (a state alone stays)', () => {
    window.history.replaceState(null, '', '/dashboard?x=1&state=abc#h');
    const spy = vi.spyOn(window.history, 'replaceState');
    expect(intakeSsoToken()).toEqual({ outcome: 'none' });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('clearSession (§4)', () => {
  it('removes every JS-readable cookie (with and without path) and clears local storage', () => {
    storeSessionToken(forgeToken(samplePayload()));
    Cookies.set('lang', 'fr', { path: '/' });
    Cookies.set('csrf_token', 'abc', { path: '/', secure: true, sameSite: 'Lax' });
    Cookies.set('no_path_cookie', '1');
    localStorage.setItem('agent-portal.theme-mode', 'dark');
    clearSession();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the pending sign-ins (issue #26)', () => {
    storeSessionToken(forgeToken(samplePayload()));
    const state = startSignInState();
    clearSession();
    expect(document.cookie).toBe(`${SSO_STATE_COOKIE}=${Cookies.get(SSO_STATE_COOKIE)}`);
    expect(Cookies.get(SSO_STATE_COOKIE)).toContain(state);
  });
});
