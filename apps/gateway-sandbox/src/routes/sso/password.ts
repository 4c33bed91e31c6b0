import { AUTO_LOGOUT_CAUSES, type ChangePasswordRequest, type GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeOtherSessions } from '../../auth/sessions.js';
import type { SignInLimits } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { findCredentialsById, setPasswordHash } from '../../db/users.js';
import { HttpError } from '../../errors.js';
import { inWholeMinutes, releaseSignInAttempt, reserveSignInAttempt, signInLimitsOf } from '../../sign-in/limits.js';
import { scoped, sessionRoute } from '../../policy/policy.js';
import { errorResponses, okNull } from '../../contract/responses.js';

/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 12;
/** Maximum length of a password (scrypt input bound). */
export const PASSWORD_MAX_LENGTH = 128;

/** Message of a wrong current password (400). */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/**
 * The new-password rules of issue #4 (the portal shows the same list live):
 * ≥ 12 characters, an upper-case and a lower-case letter, a digit and a symbol.
 * @returns the English message of the first broken rule, or null when all hold.
 */
export function passwordRuleError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The new password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!/\p{Lu}/u.test(password)) return 'The new password needs an upper-case letter.';
  if (!/\p{Ll}/u.test(password)) return 'The new password needs a lower-case letter.';
  if (!/\d/.test(password)) return 'The new password needs a digit.';
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return 'The new password needs a symbol.';
  return null;
}

/**
 * The message of a 429 for too many wrong current passwords, e.g. "Too many wrong passwords for
 * this account. Try again in 15 minutes." (issue #26 finding 5).
 * @param retryAfterS - seconds until the window ends, shown rounded up to whole minutes (at least 1).
 */
export function tooManyWrongPasswordsMessage(retryAfterS: number): string {
  return `Too many wrong passwords for this account. Try again in ${inWholeMinutes(retryAfterS)}.`;
}

/**
 * Checks the caller's current password before a change of an account-recovery factor (the
 * password, the security question; issue #4, issue #26 finding 5), under the sign-in limits of
 * issue #13 §1: the check is counted in advance on the account's failure counter (`sign_in_failures`,
 * scope ACCOUNT, key = the account's lower-cased email), the same counter `POST /idp/sign-in` uses,
 * so a stolen bearer token gives no more password guesses than the sign-in page
 * (`SIGN_IN_MAX_FAILURES_PER_ACCOUNT` per `SIGN_IN_FAILURE_WINDOW_S`, default 5 per 15 minutes, all
 * routes together). A right password gives its attempt back; a wrong one stays counted.
 * @param q - NOT a transaction that a failure rolls back: the counted failure must stay.
 * @param limits - `signInLimitsOf(config)`.
 * @throws {@link HttpError} 429 (`reason: 'RATE_LIMITED'`, header `retry-after`: seconds until the
 *   window ends) once the window holds the maximum of failures, before any password is checked —
 *   right password or not; 400 {@link WRONG_CURRENT_PASSWORD} when it does not match.
 */
export async function assertCurrentPassword(q: Queryable, userId: number, password: string, limits: SignInLimits): Promise<void> {
  const user = await findCredentialsById(q, userId);
  if (!user) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  const reservation = await reserveSignInAttempt(q, 'ACCOUNT', user.email, limits.windowS);
  if (reservation.failures > limits.maxFailuresPerAccount) {
    // Refused before any check: this attempt is not a failure, give it back.
    await releaseSignInAttempt(q, reservation);
    throw new HttpError(429, tooManyWrongPasswordsMessage(reservation.retryAfterS), {
      reason: 'RATE_LIMITED',
      headers: { 'retry-after': String(reservation.retryAfterS) },
    });
  }
  if (!(await verifyPassword(password, user.password_hash))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  await releaseSignInAttempt(q, reservation);
}

const bodySchema = {
  type: 'object',
  required: ['current_password', 'new_password'],
  additionalProperties: false,
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    new_password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/**
 * sso v1 password change (spec §7; issue #4 account-setting):
 * `PUT /password/change` body {@link ChangePasswordRequest} → `{ data: null, message }`.
 *
 * The current password is checked with scrypt under the sign-in limits ({@link assertCurrentPassword}:
 * wrong → 400 "The current password is not correct.", nothing changes; past the account's failures
 * in the window → 429 `RATE_LIMITED` with `Retry-After`); the new one must follow {@link passwordRuleError} and differ from
 * the current one (400 with the rule's message). On success the new scrypt hash is stored and
 * every OTHER session of the agent is revoked (their tokens answer 401), in one transaction; then
 * their sockets get `ml.ping.auto.session.logout` `{ cause: 'password-changed' }` and are
 * disconnected. The caller's session (and its sockets) stays signed in.
 */
export const ssoPasswordRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  app.put<{ Body: ChangePasswordRequest }>(
    '/password/change',
    {
      schema: { body: bodySchema, response: { 200: okNull, ...errorResponses(429) } },
      config: { policy: sessionRoute(scoped), openapi: { summary: "Changes the caller's password (the current one checked); ends the agent's other sessions." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const { current_password, new_password } = request.body;
    const rule = passwordRuleError(new_password);
    if (rule) throw new HttpError(400, rule);
    await assertCurrentPassword(db, auth.user_id, current_password, signInLimitsOf(config));
    if (new_password === current_password) throw new HttpError(400, 'The new password must differ from the current one.');
    const hash = await hashPassword(new_password);
    const ended = await db.transaction(async (tx) => {
      await setPasswordHash(tx, auth.user_id, hash);
      return revokeOtherSessions(tx, auth.user_id, auth.session);
    });
    // Committed: the sockets of the ended sessions hear why, then go (issue #13 §2).
    for (const id of ended) app.disconnectSession(id, AUTO_LOGOUT_CAUSES.passwordChanged);
    const body: GatewayEnvelope<null> = {
      data: null,
      message: 'Your password has been changed. Your other sessions have been signed out.',
    };
    return body;
  });
};
