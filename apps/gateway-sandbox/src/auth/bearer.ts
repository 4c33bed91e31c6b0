import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { verifySessionToken } from './jwt.js';
import { findSession, judgeSessionToken, type SessionRow } from './sessions.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/** Why {@link checkSessionToken} refused a token. */
export type SessionTokenFailure = 'missing' | 'expired' | 'invalid' | 'unknown' | 'revoked' | 'retired';

/** The 401 message of each {@link SessionTokenFailure} (gateway calls, socket `connect_error`). */
export const SESSION_TOKEN_MESSAGES: Readonly<Record<SessionTokenFailure, string>> = Object.freeze({
  missing: 'Sign-in required: the Authorization: Bearer token is missing.',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'The session token is invalid. Please sign in again.',
  unknown: 'The session of this token does not exist. Please sign in again.',
  revoked: 'This session has been ended. Please sign in again.',
  retired: 'This session token has been replaced by a renewed one and no longer works. Please sign in again.',
});

/** Options of {@link checkSessionToken}. */
export interface SessionTokenCheckOptions {
  /** The clock, ms since the epoch (default `Date.now()`); the grace of a renewal is measured with it. */
  nowMs?: number;
  /** Accept the token of a revoked session (the idempotent server-side logout only). */
  acceptEnded?: boolean;
}

/** Result of {@link checkSessionToken}. */
export type SessionTokenCheck =
  | { ok: true; payload: SessionTokenPayload; session: SessionRow }
  | { ok: false; reason: SessionTokenFailure; message: string };

/**
 * The one check of a session token, for gateway calls, sockets and private storage files:
 * HS256 signature and `exp` ({@link verifySessionToken}), then the session row
 * ({@link judgeSessionToken}): it exists, belongs to the token's user, is not revoked, and the
 * token's generation is the current one — or the one a renewal just replaced, within the grace
 * (issue #13 §2).
 * @param token - the JWT, or null/empty when the request carries none (`missing`).
 * @returns the payload and the session row, or the reason and its {@link SESSION_TOKEN_MESSAGES} message.
 */
export async function checkSessionToken(
  db: Queryable,
  key: Uint8Array,
  token: string | null | undefined,
  { nowMs = Date.now(), acceptEnded = false }: SessionTokenCheckOptions = {},
): Promise<SessionTokenCheck> {
  const fail = (reason: SessionTokenFailure): SessionTokenCheck => ({ ok: false, reason, message: SESSION_TOKEN_MESSAGES[reason] });
  if (!token) return fail('missing');
  const check = await verifySessionToken(token, key);
  if (!check.ok) return fail(check.reason);
  const session = await findSession(db, check.payload.session);
  const refusal = judgeSessionToken(session, check.payload, nowMs);
  if (refusal === 'revoked' && acceptEnded) return { ok: true, payload: check.payload, session: session! };
  if (refusal) return fail(refusal);
  return { ok: true, payload: check.payload, session: session! };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts the bearer token of an ended (revoked) session — only the idempotent
     * `POST /sso/v1/sign-in/logout`. Forged, expired, unknown and retired tokens are still 401.
     */
    acceptEndedSession?: boolean;
  }
}

/**
 * Creates the `onRequest` hook of every gateway route: reads `Authorization: Bearer <jwt>` and
 * checks it with {@link checkSessionToken}; then sets `request.auth`.
 * @param now - the clock in ms (default `Date.now`), for the grace of a renewed token.
 * @throws {@link HttpError} 401 with a message saying which check failed
 *   (missing, invalid signature/format, expired, unknown session, revoked, retired by a renewal).
 */
export function bearerAuthHook(db: Queryable, key: Uint8Array, now: () => number = () => Date.now()): onRequestAsyncHookHandler {
  return async function bearerAuth(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, SESSION_TOKEN_MESSAGES.missing);
    const match = BEARER.exec(header);
    if (!match) throw new HttpError(401, 'The Authorization header must be "Bearer <token>".');
    const check = await checkSessionToken(db, key, match[1]!, {
      nowMs: now(),
      acceptEnded: request.routeOptions.config?.acceptEndedSession === true,
    });
    if (!check.ok) throw new HttpError(401, check.message);
    request.auth = check.payload;
  };
}

/**
 * The verified token payload of a gateway request (after {@link bearerAuthHook}).
 * @throws {@link HttpError} 401 when the hook did not run or failed.
 */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, 'Sign-in required.');
  return request.auth;
}
