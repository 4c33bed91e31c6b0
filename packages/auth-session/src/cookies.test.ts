import { forgeToken, samplePayload } from '@agent-portal/test-utils';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('intakeSsoToken (§5, ARCHITECTURE §4)', () => {
  it('stores the token and removes sso from the URL and history, keeping other params and the hash', () => {
    const token = forgeToken(samplePayload());
    window.history.pushState(null, '', `/my-team/team-hierarchy?tab=upline&sso=${token}&q=a%20b#members`);
    const length = window.history.length;
    const payload = intakeSsoToken();
    expect(payload?.user_id).toBe(7);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(token);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/my-team/team-hierarchy?tab=upline&q=a%20b#members');
    expect(window.history.length).toBe(length);
  });

  it('drops an invalid or expired token from the URL and returns null', () => {
    window.history.replaceState(null, '', '/dashboard?sso=garbage');
    expect(intakeSsoToken()).toBeNull();
    expect(location.search).toBe('');
    const expired = forgeToken(samplePayload({ exp: Math.floor(Date.now() / 1000) - 10 }));
    window.history.replaceState(null, '', `/?sso=${expired}&x=1`);
    expect(intakeSsoToken()).toBeNull();
    expect(`${location.pathname}${location.search}`).toBe('/?x=1');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('does nothing without an sso parameter', () => {
    window.history.replaceState(null, '', '/dashboard?x=1#h');
    const spy = vi.spyOn(window.history, 'replaceState');
    expect(intakeSsoToken()).toBeNull();
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
});
