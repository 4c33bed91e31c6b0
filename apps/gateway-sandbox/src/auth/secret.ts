import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { getSetting, setSettingOnce } from '../db/settings.js';

/** Settings key holding the generated JWT secret. */
const SECRET_SETTING = 'jwt_secret';

/**
 * The HS256 secret of session tokens: `configured` (JWT_SECRET) when given,
 * else a random 32-byte secret generated on first start and kept in the
 * `settings` table, so tokens survive restarts.
 */
export async function resolveJwtSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return configured;
  const stored = await getSetting(db, SECRET_SETTING);
  if (stored) return stored;
  return setSettingOnce(db, SECRET_SETTING, randomBytes(32).toString('hex'));
}
