import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/**
 * How long, in seconds, the token a renewal replaced keeps working: 60 s (issue #13 §2).
 * Long enough for the other tabs of the session, and requests already in flight, to pick
 * the new token up from the shared `access_token` cookie; short enough that a copied token
 * stops working a minute after the agent renewed. `SESSION_RENEWAL_GRACE_S` overrides it.
 */
export const DEFAULT_SESSION_RENEWAL_GRACE_S = 60;

/** Default longest life of a session from its sign-in, in seconds: 12 h (`SESSION_MAX_LIFETIME_S`, issue #26). */
export const DEFAULT_SESSION_MAX_LIFETIME_S = 43_200;

/** A row of `sessions`. */
export interface SessionRow {
  /** UUID, the token's `session` claim. */
  id: string;
  user_id: number;
  client_id: string;
  tenant_id: string;
  revoked: boolean;
  /** The current token generation (claim `gen`): 0 at sign-in, +1 per renewal (migration 100). */
  generation: number;
  /**
   * Until when (ms since the epoch) tokens of `generation - 1` are still accepted; null before
   * the first renewal.
   */
  previous_generation_until_ms: number | null;
  /** `exp` of the session's newest token, in ms since the epoch; null for sessions older than migration 100. */
  expires_at_ms: number | null;
  /** When the agent signed in, in ms since the epoch (the absolute lifetime counts from it, issue #26). */
  created_at_ms: number;
}

/** SQL of the timestamptz of parameter `$position`, a time in ms since the epoch (null stays null). */
const atMs = (position: number) => `to_timestamp($${position}::float8 / 1000)`;

/**
 * Opens a new session for a signed-in agent, at generation 0.
 * @param expiresAtMs - `exp` of its first token, in ms since the epoch (kept as `expires_at`).
 * @returns its id (a random UUID).
 */
export async function createSession(
  q: Queryable,
  userId: number,
  clientId: string,
  tenantId: string,
  expiresAtMs: number | null = null,
): Promise<string> {
  const id = randomUUID();
  await q.query(`INSERT INTO sessions (id, user_id, client_id, tenant_id, expires_at) VALUES ($1, $2, $3, $4, ${atMs(5)})`, [
    id,
    userId,
    clientId,
    tenantId,
    expiresAtMs,
  ]);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Looks a session up.
 * @returns the row, or null when unknown (or `id` is not a UUID).
 */
export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  if (!UUID.test(id)) return null;
  const rows = await q.query<SessionRow>(
    `SELECT id, user_id, client_id, tenant_id, revoked_at IS NOT NULL AS revoked, generation,
            (extract(epoch FROM previous_generation_until) * 1000)::float8 AS previous_generation_until_ms,
            (extract(epoch FROM expires_at) * 1000)::float8 AS expires_at_ms,
            (extract(epoch FROM created_at) * 1000)::float8 AS created_at_ms
       FROM sessions WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Times of a renewal, in ms since the epoch (see {@link renewSession}). */
export interface RenewalTimes {
  /** `exp` of the new token. */
  expiresAtMs: number;
  /** Until when the replaced generation stays accepted (now + the grace). */
  previousUntilMs: number;
}

/**
 * Records a renewal (stay-connected): the session moves from generation `fromGeneration` to the
 * next one, the replaced generation stays accepted until `previousUntilMs`, and `expires_at`
 * becomes the new token's `exp`. Atomic: of two renewals from the same generation only one wins.
 * @returns the new generation, or null when the session is revoked, unknown, or no longer at
 *   `fromGeneration` (already renewed).
 */
export async function renewSession(q: Queryable, id: string, fromGeneration: number, times: RenewalTimes): Promise<number | null> {
  if (!UUID.test(id)) return null;
  const rows = await q.query<{ generation: number }>(
    `UPDATE sessions
        SET generation = generation + 1, previous_generation_until = ${atMs(3)}, expires_at = ${atMs(4)}, renewed_at = now()
      WHERE id = $1 AND generation = $2 AND revoked_at IS NULL
      RETURNING generation`,
    [id, fromGeneration, times.previousUntilMs, times.expiresAtMs],
  );
  return rows[0]?.generation ?? null;
}

/**
 * Revokes a session: every token of it is refused from now on (401). The caller also
 * disconnects its sockets (`app.disconnectSession`).
 * @returns true when an active session was revoked (false: unknown or already revoked).
 */
export async function revokeSession(q: Queryable, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}

/**
 * Revokes every active session of an agent but one (a password change keeps the caller's).
 * @returns the ids of the sessions revoked now, to disconnect their sockets.
 */
export async function revokeOtherSessions(q: Queryable, userId: number, keepId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
    [userId, keepId],
  );
  return rows.map((row) => row.id);
}

/** Why a token of a known signature was refused by {@link judgeSessionToken}. */
export type SessionTokenRefusal = 'unknown' | 'revoked' | 'retired';

/**
 * Decides whether a verified token (signature and `exp` already checked) may be used with its
 * session row (issue #13 §2). Pure: `nowMs` is the clock.
 * - `unknown`: no such session, another user's, or a generation the session never issued;
 * - `revoked`: the session was ended (logout, password change, forced logout);
 * - `retired`: an older generation than the session's current one, and not the one just
 *   replaced within its grace (`nowMs < previous_generation_until_ms`).
 * @param token - the token's `user_id` and `gen` (absent = 0, tokens from before generations).
 * @returns null when the token may be used, else the refusal.
 */
export function judgeSessionToken(
  session: SessionRow | null,
  token: { user_id: number; gen?: number },
  nowMs: number,
): SessionTokenRefusal | null {
  if (!session || session.user_id !== token.user_id) return 'unknown';
  if (session.revoked) return 'revoked';
  const gen = token.gen ?? 0;
  if (gen === session.generation) return null;
  if (gen > session.generation) return 'unknown';
  const inGrace = gen === session.generation - 1 && session.previous_generation_until_ms !== null && nowMs < session.previous_generation_until_ms;
  return inGrace ? null : 'retired';
}

/**
 * Whether a session as a whole is still live (socket events, issue #13 §2): `ended` when it is
 * unknown, another user's or revoked; `expired` when its newest token's `exp` has passed
 * (`expires_at`; unknown for sessions older than migration 100, which are never `expired` here).
 */
export function sessionLiveness(session: SessionRow | null, userId: number, nowMs: number): 'live' | 'ended' | 'expired' {
  if (!session || session.user_id !== userId || session.revoked) return 'ended';
  if (session.expires_at_ms !== null && nowMs >= session.expires_at_ms) return 'expired';
  return 'live';
}
