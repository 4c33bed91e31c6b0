import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { verifySessionToken } from './jwt.js';
import { findSession } from './sessions.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/**
 * Creates the `onRequest` hook of every gateway route: reads
 * `Authorization: Bearer <jwt>`, verifies it and checks that its session
 * exists, belongs to the token's user and is not revoked; then sets `request.auth`.
 * @throws {@link HttpError} 401 with a message saying which check failed
 *   (missing, invalid signature/format, expired, revoked).
 */
export function bearerAuthHook(db: Queryable, key: Uint8Array): onRequestAsyncHookHandler {
  return async function bearerAuth(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, 'Sign-in required: the Authorization: Bearer token is missing.');
    const match = BEARER.exec(header);
    if (!match) throw new HttpError(401, 'The Authorization header must be "Bearer <token>".');
    const check = await verifySessionToken(match[1]!, key);
    if (!check.ok) {
      throw new HttpError(
        401,
        check.reason === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'The session token is invalid. Please sign in again.',
      );
    }
    const session = await findSession(db, check.payload.session);
    if (!session || session.user_id !== check.payload.user_id) {
      throw new HttpError(401, 'The session of this token does not exist. Please sign in again.');
    }
    if (session.revoked) throw new HttpError(401, 'This session has been ended. Please sign in again.');
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
