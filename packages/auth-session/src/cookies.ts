import type { SessionTokenPayload } from '@agent-portal/api-client';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

/** Name of the cookie holding the session JWT (CONTRACTS, spec §7). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/** Token payload fields each stored as a cookie of the same name (spec §3). */
export const SESSION_COOKIE_FIELDS = ['exp', 'session', 'user_id', 'role_id', 'identity', 'client_id', 'tenant_id'] as const;

/** Lifetime of the session cookies: 60 minutes, in ms (spec §5, §9). */
export const SESSION_COOKIE_TTL_MS = 3_600_000;

/** Query parameter carrying the token on entry from the identity provider (spec §5). */
export const SSO_QUERY_PARAM = 'sso';

function decode(token: string): SessionTokenPayload | null {
  try {
    const payload = jwtDecode<Partial<SessionTokenPayload>>(token);
    if (typeof payload.exp !== 'number' || payload.user_id === undefined || payload.user_id === null) return null;
    return { ...payload, user_id: Number(payload.user_id), role_id: Number(payload.role_id) } as SessionTokenPayload;
  } catch {
    return null;
  }
}

/**
 * Decodes a session token (no signature check: the gateway verifies it) and stores it:
 * `access_token` plus every {@link SESSION_COOKIE_FIELDS} field as its own cookie,
 * each for {@link SESSION_COOKIE_TTL_MS} (60 min), `Secure`, `SameSite=Lax`, path `/` (spec §5).
 * @param token - the JWT.
 * @returns the decoded payload.
 * @throws Error when the token cannot be decoded, lacks `exp`/`user_id`, or is expired.
 */
export function storeSessionToken(token: string): SessionTokenPayload {
  const payload = decode(token);
  if (!payload) throw new Error('Invalid session token.');
  const now = Date.now();
  if (payload.exp * 1000 <= now) throw new Error('Expired session token.');
  const attributes: Cookies.CookieAttributes = {
    expires: new Date(now + SESSION_COOKIE_TTL_MS),
    secure: true,
    sameSite: 'Lax',
    path: '/',
  };
  Cookies.set(ACCESS_TOKEN_COOKIE, token, attributes);
  for (const field of SESSION_COOKIE_FIELDS) Cookies.set(field, String(payload[field]), attributes);
  return payload;
}

/**
 * Reads the session from the `access_token` cookie.
 * @param now - current time in ms since the epoch (default `Date.now()`).
 * @returns the payload, or `null` when the cookie is missing, undecodable or `exp * 1000 <= now`.
 */
export function readSession(now: number = Date.now()): SessionTokenPayload | null {
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  if (!token) return null;
  const payload = decode(token);
  return payload && payload.exp * 1000 > now ? payload : null;
}

/**
 * True when an `access_token` cookie holds a decodable but expired token, to pick
 * the sign-in cause `session-expired` rather than `no-session` (CONTRACTS).
 * @param now - current time in ms (default `Date.now()`).
 */
export function hasExpiredToken(now: number = Date.now()): boolean {
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  const payload = token ? decode(token) : null;
  return payload !== null && payload.exp * 1000 <= now;
}

/**
 * Entry intake (spec §5, ARCHITECTURE §4): when the URL holds `?sso=<token>`, stores the
 * token with {@link storeSessionToken} and removes the parameter from the URL and the
 * history entry (`history.replaceState`), keeping the other parameters (byte for byte)
 * and the hash. An invalid or expired token is removed too. Works on any path.
 * @param win - the window to read (default `window`).
 * @returns the stored payload; `null` when there is no `sso` parameter or its token is invalid/expired.
 */
export function intakeSsoToken(win: Window = window): SessionTokenPayload | null {
  const { pathname, search, hash } = win.location;
  if (!search) return null;
  let token: string | null = null;
  const kept: string[] = [];
  for (const part of search.slice(1).split('&')) {
    if (!part) continue;
    const [rawKey, ...rest] = part.split('=');
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // keep the raw key
    }
    if (key === SSO_QUERY_PARAM) {
      if (token === null) {
        try {
          token = decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
        } catch {
          token = '';
        }
      }
    } else {
      kept.push(part);
    }
  }
  if (token === null) return null;
  let payload: SessionTokenPayload | null = null;
  try {
    payload = storeSessionToken(token);
  } catch {
    payload = null;
  }
  const cleanUrl = `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
  win.history.replaceState(win.history.state, '', cleanUrl);
  return payload;
}

/**
 * Clears the session without navigating (spec §4): removes every cookie readable by
 * JavaScript (with path `/` and with no path) and clears local storage.
 */
export function clearSession(): void {
  const names = new Set<string>([ACCESS_TOKEN_COOKIE, ...SESSION_COOKIE_FIELDS]);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  for (const name of names) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }
  try {
    localStorage.clear();
  } catch {
    // storage unavailable
  }
}
