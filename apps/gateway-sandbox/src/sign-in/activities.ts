import type { Queryable } from '../db/db.js';

/** One sign-in attempt, stored in `sign_in_activities` (read by a later issue). */
export interface SignInAttempt {
  /** The matched user, or null when the email is unknown. */
  userId: number | null;
  /** The email as typed (trimmed, at most 320 characters). */
  email: string;
  success: boolean;
  ip: string | null;
  userAgent: string | null;
}

/** Records a sign-in attempt (success or failure). Never stores the password. */
export async function recordSignInAttempt(q: Queryable, attempt: SignInAttempt): Promise<void> {
  await q.query(
    'INSERT INTO sign_in_activities (user_id, email, success, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [attempt.userId, attempt.email.slice(0, 320), attempt.success, attempt.ip, attempt.userAgent?.slice(0, 512) ?? null],
  );
}
