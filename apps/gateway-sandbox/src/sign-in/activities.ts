import type { SignInActivity } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import type { Paging } from '../http/paging.js';

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

/** One page of agent `userId`'s sign-in attempts (spec §7 `sign-in/activities`), newest first, with their count. */
export async function activityPage(q: Queryable, userId: number, paging: Paging): Promise<{ data: SignInActivity[]; count: number }> {
  const [data, counts] = await Promise.all([
    q.query<SignInActivity>(
      `SELECT id, success, ip, user_agent, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at
             FROM sign_in_activities WHERE user_id = $1
            ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, paging.limit, paging.offset],
    ),
    q.query<{ count: number }>('SELECT count(*)::int AS count FROM sign_in_activities WHERE user_id = $1', [userId]),
  ]);
  return { data, count: counts[0]?.count ?? 0 };
}
