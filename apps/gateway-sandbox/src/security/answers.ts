import type { SecurityQuestion, SecurityQuestionChoice } from '@agent-portal/api-client/wire';
import { hashPassword } from '../auth/passwords.js';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/**
 * The account's security question and answer (spec §7 `sign-up-security`; issue #4
 * account-setting): how an answer is normalised and stored (an scrypt hash, never the answer),
 * read back and replaced. The sso route (`routes/sso/security.ts`) and the seed
 * (`db/seed/security.ts`) both store answers through here, so they always agree.
 */

/** Normalises a security answer before hashing: trimmed, inner spaces collapsed, lower-case (NFKC). */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The scrypt hash of an answer's normalised form ({@link normalizeAnswer}). */
export function hashAnswer(answer: string): Promise<string> {
  return hashPassword(normalizeAnswer(answer));
}

/** Agent `userId`'s chosen question and when they chose it (never the answer), or null. */
export async function currentChoice(q: Queryable, userId: number): Promise<SecurityQuestionChoice | null> {
  const rows = await q.query<SecurityQuestionChoice>(
    `SELECT question_id, to_char(updated_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS updated_at
       FROM user_security_answers WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** True when `questionId` is one of the offered security questions. */
export async function isSecurityQuestion(q: Queryable, questionId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM security_questions WHERE id = $1', [questionId]);
  return rows.length > 0;
}

/**
 * Stores agent `userId`'s question and answer hash (from {@link hashAnswer}), replacing the one
 * they had; `updatedAt` is an ISO time, default now.
 */
export async function saveSecurityAnswer(q: Queryable, userId: number, questionId: number, answerHash: string, updatedAt?: string): Promise<void> {
  await q.query(
    `INSERT INTO user_security_answers (user_id, question_id, answer_hash, updated_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now()))
     ON CONFLICT (user_id) DO UPDATE SET question_id = EXCLUDED.question_id, answer_hash = EXCLUDED.answer_hash,
                                         updated_at = EXCLUDED.updated_at`,
    [userId, questionId, answerHash, updatedAt ?? null],
  );
}

/** Every security question an agent may choose (spec §7 `sign-up-security`), by id. */
export function listSecurityQuestions(q: Queryable): Promise<SecurityQuestion[]> {
  return q.query<SecurityQuestion>('SELECT id, code, text FROM security_questions ORDER BY id');
}
