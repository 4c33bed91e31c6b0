import type { UserProfile } from '@agent-portal/api-client/wire';
import type { Queryable } from './db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

const PROFILE_COLUMNS = `id, code, first_name, last_name, email, phone, avatar_url, is_licensed, role_id, upline_id, level,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** What sign-in needs of a user. */
export interface UserCredentials {
  id: number;
  email: string;
  password_hash: string;
  role_id: number;
}

/**
 * Reads one agent's profile (wire type `UserProfile`, spec §3).
 * @returns null when there is no such user.
 */
export async function findProfile(q: Queryable, id: number): Promise<UserProfile | null> {
  const rows = await q.query<UserProfile>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Finds the credentials of the user with this email (case-insensitive, trimmed).
 * @returns null when no user has it.
 */
export async function findCredentialsByEmail(q: Queryable, email: string): Promise<UserCredentials | null> {
  const rows = await q.query<UserCredentials>(
    'SELECT id, email, password_hash, role_id FROM users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return rows[0] ?? null;
}

/**
 * The email and password hash of user `id` (checking the current password).
 * @returns null when there is no such user.
 */
export async function findCredentialsById(q: Queryable, id: number): Promise<Pick<UserCredentials, 'email' | 'password_hash'> | null> {
  const rows = await q.query<Pick<UserCredentials, 'email' | 'password_hash'>>('SELECT email, password_hash FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Stores user `id`'s new password hash (scrypt, `auth/passwords.ts`). */
export async function setPasswordHash(q: Queryable, id: number, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hash]);
}

/** The id of the user with this email (case-insensitive, trimmed), or null. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const rows = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email.trim()]);
  return rows[0]?.id ?? null;
}

/** Every user's id, in id order. */
export async function listUserIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT id FROM users ORDER BY id');
  return rows.map((row) => row.id);
}
