import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';

/** Message of the 403 a licensed-only route answers an unlicensed contractor (spec §6; docs/CONTRACTS.md "Clients"). */
export const UNLICENSED_MESSAGE = 'Un-Licensed Contractor';

/** Whether agent `userId` is a licensed contractor (false for an unknown id). */
export async function isLicensed(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ is_licensed: boolean }>('SELECT is_licensed FROM users WHERE id = $1', [userId]);
  return row?.is_licensed ?? false;
}

/**
 * The signed-in agent's id when they are a licensed contractor (spec §6: my-clients and
 * business-overview are theirs only).
 * @throws {HttpError} 403 `Un-Licensed Contractor` otherwise (401 before this without a token).
 */
export async function requireLicensed(db: Queryable, request: FastifyRequest): Promise<number> {
  const auth = requireAuth(request);
  if (!(await isLicensed(db, auth.user_id))) throw new HttpError(403, UNLICENSED_MESSAGE);
  return auth.user_id;
}
