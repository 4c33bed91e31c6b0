import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../db.js';
import { DEMO_PASSWORD, ROLE_SUPPORT, ROLES, SEED_ANCHOR, SUPPORT_ACCOUNT } from './constants.js';

/** Settings key recording that {@link seedSupportStaff} ran (once per database, fresh or older). */
export const SUPPORT_STAFF_SEED_SETTING = 'support_staff_seed';

/** Code (`users.code`) of the seeded support account. */
export const SUPPORT_ACCOUNT_CODE = 'SP-000001';

/**
 * Seeds the support persona of issue #26: Sue Support ({@link SUPPORT_ACCOUNT}, code
 * {@link SUPPORT_ACCOUNT_CODE}, role {@link ROLE_SUPPORT}, password {@link DEMO_PASSWORD} with its own
 * salted scrypt hash). She is not part of the agent hierarchy: no upline, no `tree_path`, no
 * downline, not licensed, no invoices, chargeable settings, documents or payouts — so no team,
 * search, report or count of agents includes her. `level` is 1 only because the column requires
 * one (`CHECK (level >= 1)`); nothing reads a support user's level.
 *
 * Runs after the seed on every start (`seedSupport` calls it), on a fresh database and on one seeded
 * before issue #26 alike; recorded in `settings.support_staff_seed`, so it inserts once. The role
 * row comes from migration 120 (inserted again here, idempotently, for safety).
 * @returns true when it seeded now.
 */
export async function seedSupportStaff(db: Db): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM settings WHERE key = $1', [SUPPORT_STAFF_SEED_SETTING]);
  if (done.length > 0) return false;
  // Hash before the transaction: scrypt takes ~50 ms and needs no lock.
  const hash = await hashPassword(DEMO_PASSWORD);
  const role = ROLES.find((r) => r.id === ROLE_SUPPORT)!;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [SUPPORT_STAFF_SEED_SETTING, '1'],
    );
    if (claimed.length === 0) return false;
    await tx.query('INSERT INTO roles (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [role.id, role.name]);
    await tx.query(
      `INSERT INTO users (code, email, password_hash, first_name, last_name, phone, avatar_url, is_licensed, role_id,
                          upline_id, level, created_at)
       VALUES ($1, $2, $3, 'Sue', 'Support', NULL, '', false, $4, NULL, 1, $5)
       ON CONFLICT (email) DO NOTHING`,
      [SUPPORT_ACCOUNT_CODE, SUPPORT_ACCOUNT, hash, ROLE_SUPPORT, SEED_ANCHOR.toISOString()],
    );
    return true;
  });
}
