import Cookies from 'js-cookie';

/**
 * Name of the short-lived cookie holding the sign-ins this browser started and that have not come
 * back yet (OAuth 2.0 `state`, RFC 6749 §10.12; issue #26, docs/CONTRACTS.md "Sign-in hand-off").
 * Value: up to {@link SSO_STATE_MAX_PENDING} entries `<state>.<issued-at, s since the epoch>`,
 * joined by `~`, newest last. `Secure`, `SameSite=Lax`, path `/`, readable by JavaScript (the
 * portal compares it in the page; nothing is sent to the gateway).
 */
export const SSO_STATE_COOKIE = 'sso_state';

/**
 * Query parameter carrying the state: sent to the identity provider beside `redirect_url`,
 * `client_id`, `tenant_id` and `cause`, and echoed back beside `sso` (issue #26).
 */
export const SSO_STATE_QUERY_PARAM = 'state';

/** How long a started sign-in may take to come back: 10 minutes, in ms (issue #26). */
export const SSO_STATE_TTL_MS = 600_000;

/**
 * How many sign-ins may be pending at once (two tabs sent to sign in together both come back
 * signed in): 5; starting a sixth forgets the oldest.
 */
export const SSO_STATE_MAX_PENDING = 5;

/** Random bytes of a state: 32 (256 bits), 43 base64url characters. */
const STATE_BYTES = 32;

/** A state as the portal writes it: base64url, 43 characters (also the shape accepted back). */
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface PendingState {
  value: string;
  /** Issued at, in s since the epoch. */
  issuedAtS: number;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The pending states that have not expired, oldest first; malformed entries are dropped. */
function readPending(now: number): PendingState[] {
  const raw = Cookies.get(SSO_STATE_COOKIE);
  if (!raw) return [];
  const pending: PendingState[] = [];
  for (const entry of raw.split('~')) {
    const [value, issued] = entry.split('.');
    const issuedAtS = Number(issued);
    if (!value || !STATE_PATTERN.test(value) || !Number.isInteger(issuedAtS)) continue;
    const age = now - issuedAtS * 1000;
    if (age >= -60_000 && age < SSO_STATE_TTL_MS) pending.push({ value, issuedAtS });
  }
  return pending.slice(-SSO_STATE_MAX_PENDING);
}

function writePending(pending: readonly PendingState[], now: number): void {
  if (pending.length === 0) {
    Cookies.remove(SSO_STATE_COOKIE, { path: '/' });
    return;
  }
  const newest = Math.max(...pending.map((p) => p.issuedAtS));
  Cookies.set(SSO_STATE_COOKIE, pending.map((p) => `${p.value}.${p.issuedAtS}`).join('~'), {
    // The cookie lives as long as its newest entry; older entries are dropped on read.
    expires: new Date(Math.max(now, newest * 1000) + SSO_STATE_TTL_MS),
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
}

/** Same length and same characters, compared without stopping at the first difference. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * @internal Starts a sign-in: a new random state (`crypto.getRandomValues`, 256 bits, base64url)
 * added to the {@link SSO_STATE_COOKIE} cookie (at most {@link SSO_STATE_MAX_PENDING}, each for
 * {@link SSO_STATE_TTL_MS}).
 * @param now - current time in ms (default `Date.now()`).
 * @returns the state to send to the identity provider.
 */
export function startSignInState(now: number = Date.now()): string {
  const value = base64Url(crypto.getRandomValues(new Uint8Array(STATE_BYTES)));
  const pending = [...readPending(now), { value, issuedAtS: Math.floor(now / 1000) }].slice(-SSO_STATE_MAX_PENDING);
  writePending(pending, now);
  return value;
}

/**
 * @internal Takes a state that came back from the identity provider: true when it is one of the
 * pending, unexpired states, which is then removed (a state answers one sign-in only). A state
 * that matches nothing changes nothing.
 * @param state - the `state` query value (`null` when missing).
 * @param now - current time in ms (default `Date.now()`).
 */
export function consumeSignInState(state: string | null, now: number = Date.now()): boolean {
  if (!state || !STATE_PATTERN.test(state)) return false;
  const pending = readPending(now);
  let index = -1;
  pending.forEach((p, i) => {
    if (sameState(p.value, state) && index === -1) index = i;
  });
  if (index === -1) return false;
  writePending(
    pending.filter((_, i) => i !== index),
    now,
  );
  return true;
}
