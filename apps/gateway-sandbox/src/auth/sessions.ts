import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/** A row of `sessions`. */
export interface SessionRow {
  /** UUID, the token's `session` claim. */
  id: string;
  user_id: number;
  client_id: string;
  tenant_id: string;
  revoked: boolean;
}

/**
 * Opens a new session for a signed-in agent.
 * @returns its id (a random UUID).
 */
export async function createSession(q: Queryable, userId: number, clientId: string, tenantId: string): Promise<string> {
  const id = randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, client_id, tenant_id) VALUES ($1, $2, $3, $4)', [id, userId, clientId, tenantId]);
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
    'SELECT id, user_id, client_id, tenant_id, revoked_at IS NOT NULL AS revoked FROM sessions WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Records a renewal (stay-connected) of a session. */
export async function touchSession(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE sessions SET renewed_at = now() WHERE id = $1', [id]);
}

/**
 * Revokes a session: every token of it is refused from now on (401).
 * @returns true when an active session was revoked.
 */
export async function revokeSession(q: Queryable, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
