import { AUTO_LOGOUT_CAUSES, type ChangePasswordRequest, type GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeOtherSessions } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';

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
 * Checks the caller's current password.
 * @throws {@link HttpError} 400 {@link WRONG_CURRENT_PASSWORD} when it does not match.
 */
export async function assertCurrentPassword(q: Queryable, userId: number, password: string): Promise<void> {
  const rows = await q.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const ok = rows[0] ? await verifyPassword(password, rows[0].password_hash) : false;
  if (!ok) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
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
 * The current password is checked with scrypt (wrong → 400 "The current password is not
 * correct.", nothing changes); the new one must follow {@link passwordRuleError} and differ from
 * the current one (400 with the rule's message). On success the new scrypt hash is stored and
 * every OTHER session of the agent is revoked (their tokens answer 401), in one transaction; then
 * their sockets get `ml.ping.auto.session.logout` `{ cause: 'password-changed' }` and are
 * disconnected. The caller's session (and its sockets) stays signed in.
 */
export const ssoPasswordRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.put<{ Body: ChangePasswordRequest }>('/password/change', { schema: { body: bodySchema } }, async (request) => {
    const auth = requireAuth(request);
    const { current_password, new_password } = request.body;
    const rule = passwordRuleError(new_password);
    if (rule) throw new HttpError(400, rule);
    await assertCurrentPassword(db, auth.user_id, current_password);
    if (new_password === current_password) throw new HttpError(400, 'The new password must differ from the current one.');
    const hash = await hashPassword(new_password);
    const ended = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [auth.user_id, hash]);
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
