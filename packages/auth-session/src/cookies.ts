import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { endGatewaySession } from '@agent-portal/api-client';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { postSessionMessage } from './broadcast.js';
import { SSO_STATE_COOKIE, SSO_STATE_QUERY_PARAM, consumeSignInState } from './ssoState.js';

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
 * What {@link intakeSsoToken} did with the URL (issue #26; docs/CONTRACTS.md "Sign-in hand-off"):
 * - `none`: the URL has no `sso` parameter; nothing was read or changed.
 * - `stored`: the `state` matched a sign-in this browser started; the token is stored and
 *   `payload` is its payload. `replaced` is the session of another agent that this browser held
 *   and that was ended first (gateway logout, cookies and local storage cleared, other tabs told),
 *   else `null` (no session, or the same agent's).
 * - `invalid`: the `state` matched but the token is undecodable or expired; nothing is stored (a
 *   session already there stays), and the route guard sends the agent to sign in as usual.
 * - `refused`: `state` is `missing` or `mismatched` (the link was not started here, e.g. sent by
 *   someone else to plant their session); nothing is stored or ended. Show the explanation page.
 *   `session` is the session this browser still holds (unchanged), or `null`.
 * In every case but `none`, `sso` and `state` have left the URL and the history entry.
 */
export type SsoIntakeResult =
  | { outcome: 'none' }
  | { outcome: 'stored'; payload: SessionTokenPayload; replaced: SessionTokenPayload | null }
  | { outcome: 'invalid' }
  | { outcome: 'refused'; reason: 'missing' | 'mismatched'; session: SessionTokenPayload | null };

function decodeQueryValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/**
 * Ends another agent's session before a new one is stored (issue #26): the gateway's logout for
 * its token (keepalive, not awaited: the `csrf_token` cookie stays, so the request carries it),
 * its cookies and local storage cleared, and the other tabs told (`switched`) before the gateway
 * tells their sockets, so they leave rather than clear the new agent's cookies.
 */
function endReplacedSession(token: string): void {
  postSessionMessage({ type: 'switched' });
  endGatewaySession({ token, timeoutMs: 0 }).catch(() => undefined);
  for (const name of [ACCESS_TOKEN_COOKIE, ...SESSION_COOKIE_FIELDS]) Cookies.remove(name, { path: '/' });
  try {
    localStorage.clear();
  } catch {
    // storage unavailable
  }
}

/**
 * Entry intake (spec §5, ARCHITECTURE §4, issue #26). When the URL holds `?sso=<token>`:
 * - the token is taken only when the URL also holds `state` equal to a sign-in this browser
 *   started ({@link buildSignInUrl}; pending in the {@link SSO_STATE_COOKIE} cookie, compared in
 *   constant time, then consumed: one sign-in, one token). It is then stored with
 *   {@link storeSessionToken} (60 min, `Secure`, `SameSite=Lax`). A session of another agent held
 *   here is ended first (never a silent switch); the same agent's is simply replaced.
 * - without `state`, or with one that matches nothing, nothing is stored or ended: a session
 *   already here stays as it is, and the result says `refused` (show the explanation page).
 * Either way `sso` and `state` are removed from the URL and the history entry
 * (`history.replaceState`), keeping the other parameters (byte for byte) and the hash. Only the
 * first `sso` and the first `state` count. Works on any path. Without `sso`, nothing changes (a
 * `state` alone is left where it is).
 * @param win - the window to read (default `window`).
 * @returns what happened: see {@link SsoIntakeResult}.
 */
export function intakeSsoToken(win: Window = window): SsoIntakeResult {
  const { pathname, search, hash } = win.location;
  if (!search) return { outcome: 'none' };
  let token: string | null = null;
  let state: string | null = null;
  const kept: string[] = [];
  for (const part of search.slice(1).split('&')) {
    if (!part) continue;
    const [rawKey, ...rest] = part.split('=');
    const key = decodeQueryValue(rawKey) || rawKey;
    if (key === SSO_QUERY_PARAM) {
      token ??= decodeQueryValue(rest.join('='));
    } else if (key === SSO_STATE_QUERY_PARAM) {
      state ??= decodeQueryValue(rest.join('='));
    } else {
      kept.push(part);
    }
  }
  if (token === null) return { outcome: 'none' };
  const result = judgeHandOff(token, state);
  // The URL is cleaned after the token is stored, so whoever sees the clean URL finds the cookies.
  const cleanUrl = `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
  win.history.replaceState(win.history.state, '', cleanUrl);
  return result;
}

/** The intake's decision on a token and its `state`, storing the token when it is accepted. */
function judgeHandOff(token: string, state: string | null): SsoIntakeResult {
  const current = readSession();
  if (!consumeSignInState(state)) {
    return { outcome: 'refused', reason: state ? 'mismatched' : 'missing', session: current };
  }
  const incoming = decode(token);
  if (!incoming || incoming.exp * 1000 <= Date.now()) return { outcome: 'invalid' };
  const currentToken = Cookies.get(ACCESS_TOKEN_COOKIE);
  const replaced = current && currentToken && current.user_id !== incoming.user_id ? current : null;
  if (replaced && currentToken) endReplacedSession(currentToken);
  return { outcome: 'stored', payload: storeSessionToken(token), replaced };
}

/**
 * Clears the session without navigating (spec §4): removes every cookie readable by
 * JavaScript (with path `/` and with no path) and clears local storage — except the pending
 * sign-ins ({@link SSO_STATE_COOKIE}, issue #26), which are not the session: a logout clears
 * first and then starts its own sign-in, and a tab following another's logout must not forget
 * the sign-in that tab has just started.
 */
export function clearSession(): void {
  const names = new Set<string>([ACCESS_TOKEN_COOKIE, ...SESSION_COOKIE_FIELDS]);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  names.delete(SSO_STATE_COOKIE);
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
