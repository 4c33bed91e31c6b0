import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { SignJWT, errors, jwtVerify } from 'jose';

/** Fields of a session token other than the times, which {@link signSessionToken} sets. */
export type SessionClaims = Omit<SessionTokenPayload, 'exp' | 'iat'>;

/** Why a token was refused by {@link verifySessionToken}. */
export type TokenFailure = 'expired' | 'invalid';

/** Result of {@link verifySessionToken}: the payload, or the reason it was refused. */
export type TokenCheck = { ok: true; payload: SessionTokenPayload } | { ok: false; reason: TokenFailure };

/** Turns a secret string into the HS256 key jose needs. */
export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs a session token (JWT, HS256) holding the session claims (with `gen`, its generation in
 * the session), `iat` and `exp` (seconds).
 * @param ttlS - lifetime in seconds.
 * @param nowS - issue time in seconds since the epoch (default: now); tests pass a past time.
 */
export function signSessionToken(claims: SessionClaims, key: Uint8Array, ttlS: number, nowS = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + ttlS)
    .sign(key);
}

function isPayload(value: Record<string, unknown>): value is Record<string, unknown> & SessionTokenPayload {
  return (
    typeof value.exp === 'number' &&
    (value.gen === undefined || (Number.isInteger(value.gen) && (value.gen as number) >= 0)) &&
    typeof value.session === 'string' &&
    Number.isInteger(value.user_id) &&
    Number.isInteger(value.role_id) &&
    typeof value.identity === 'string' &&
    typeof value.client_id === 'string' &&
    typeof value.tenant_id === 'string'
  );
}

/**
 * Verifies a session token: HS256 signature with `key`, `exp` in the future, all payload fields present.
 * Does not look at the session (revocation, generation: see `checkSessionToken` in `bearer.ts`).
 * @returns the payload (`gen` read as 0 when absent: tokens issued before generations), or
 *   `expired` / `invalid` (bad signature, malformed, a `gen` that is not a non-negative integer,
 *   wrong algorithm).
 */
export async function verifySessionToken(token: string, key: Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
    const { exp, iat, gen = 0, session, user_id, role_id, identity, client_id, tenant_id } = payload;
    return { ok: true, payload: { exp, iat, gen, session, user_id, role_id, identity, client_id, tenant_id } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
