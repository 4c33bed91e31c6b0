import type { Db } from '../db.js';
import { migration as m001 } from './001-users-and-sessions.js';
import { migration as m010 } from './010-notifications.js';
import { migration as m020 } from './020-search.js';
import { migration as m030 } from './030-profile.js';
import { migration as m040 } from './040-payments.js';
import { migration as m050 } from './050-money.js';
import { migration as m060 } from './060-team.js';
import { migration as m061 } from './061-team-blocked-invoices.js';
import { migration as m070 } from './070-clients-and-forms.js';
import { migration as m080 } from './080-help.js';
import { migration as m090 } from './090-sign-in-limits.js';
import { migration as m100 } from './100-session-generations.js';
import { migration as m110 } from './110-team-list-indexes.js';
import { migration as m111 } from './111-team-list-count-index.js';
import { migration as m120 } from './120-support-role.js';
import { migration as m130 } from './130-earned-days.js';
import { migration as m140 } from './140-policy-forms.js';
import { migration as m150 } from './150-help-translations.js';
import { migration as m160 } from './160-notification-templates.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

/**
 * The schema, oldest first: one frozen file per migration (`NNN-slug.ts`), listed here in
 * ascending `id` order, which is the order {@link runMigrations} applies them on a fresh database
 * and the order of any step an existing database lacks. Until issue #30 they were one array in
 * `src/db/migrations.ts`, listed out of order (1, 30, 20, 40, 10, …) and interpolating live
 * constants; the runner sorted them by `id` then as now, so the applied order and the ids and
 * names recorded in `schema_migrations` are unchanged, and each file holds the SQL that array
 * produced (`legacy-array.snapshot.json`, checked by `migrations.test.ts`).
 *
 * To add a migration: a new file with the next number, one line here, one line in
 * `checksums.json` (`pnpm --filter @agent-portal/gateway-sandbox migrations:checksum`); never
 * edit a released one.
 */
export const MIGRATIONS: readonly Migration[] = [
  m001,
  m010,
  m020,
  m030,
  m040,
  m050,
  m060,
  m061,
  m070,
  m080,
  m090,
  m100,
  m110,
  m111,
  m120,
  m130,
  m140,
  m150,
  m160,
];

/**
 * Brings the schema up to date: creates `schema_migrations` if needed and
 * applies every migration not yet recorded there, in `id` order, each in its own transaction.
 * @param migrations - the steps to consider; default {@link MIGRATIONS} (tests pass a subset).
 * @returns the ids applied by this call (empty when already current).
 */
export async function runMigrations(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const done = new Set(
    (await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) => row.id),
  );
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
    });
    applied.push(migration.id);
  }
  return applied;
}
