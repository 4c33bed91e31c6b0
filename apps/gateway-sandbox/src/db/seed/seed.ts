import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '../../auth/passwords.js';
import type { Db, Queryable } from '../db.js';
import { getSetting } from '../settings.js';
import { DEMO_PASSWORD, ROLES, SEED_VERSION } from './constants.js';
import type { SeedData } from './generate.js';
import { profileSeedFiles, seedProfileData } from './profile.js';
import { seedPayments } from './payments.js';
import { seedSecurity } from './security.js';
import { searchSeedFiles, seedSearchData, upsertForms } from './search/index.js';
import { backfillClientDetails } from './search/details.js';
import { seedNotifications } from './notifications.js';
import { MONEY_THROUGH_SETTING, moneySeedDay, payCycleStartOf, seedMoney } from './commissions.js';
import { seedScale } from './search/index.js';
import { TEAM_SEED_SETTING, seedTeam, teamSeedFiles } from './team.js';

/** Settings key recording that the seed ran (value = {@link SEED_VERSION}). */
export const SEED_SETTING = 'seed_version';

/** Settings key recording that the client and form details of issue #11 (migration 70) were written. */
export const CLIENTS_SEED_SETTING = 'clients_seed_version';

async function insertAgents(tx: Queryable, data: SeedData, hashes: Map<number, string>): Promise<void> {
  const a = data.agents;
  await tx.query(
    `INSERT INTO users (id, code, email, password_hash, first_name, last_name, phone, avatar_url,
                        is_licensed, role_id, upline_id, level, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::text[], $9::bool[], $10::int[], $11::int[], $12::int[], $13::timestamptz[])`,
    [
      a.map((x) => x.id),
      a.map((x) => x.code),
      a.map((x) => x.email),
      a.map((x) => hashes.get(x.id)!),
      a.map((x) => x.first_name),
      a.map((x) => x.last_name),
      a.map((x) => x.phone),
      a.map((x) => x.avatar_url),
      a.map((x) => x.is_licensed),
      a.map((x) => x.role_id),
      a.map((x) => x.upline_id),
      a.map((x) => x.level),
      a.map((x) => x.created_at),
    ],
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
}

async function insertInvoices(tx: Queryable, data: SeedData): Promise<void> {
  const v = data.invoices;
  await tx.query(
    `INSERT INTO recurring_invoices (id, user_id, subscription_type, status, amount_cents, currency,
                                     invoice_date, created_at, paid_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[],
                          $7::date[], $8::timestamptz[], $9::timestamptz[])`,
    [
      v.map((x) => x.id),
      v.map((x) => x.user_id),
      v.map((x) => x.subscription_type),
      v.map((x) => x.status),
      v.map((x) => x.amount_cents),
      v.map((x) => x.currency),
      v.map((x) => x.invoice_date),
      v.map((x) => x.created_at),
      v.map((x) => x.paid_at),
    ],
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('recurring_invoices', 'id'), (SELECT max(id) FROM recurring_invoices))`,
  );
}

/**
 * Password hashes of the seed. Each demo account gets its own salted hash;
 * the other (non-demo) agents share ONE hash of the same password, computed
 * once, so first start stays fast (one scrypt instead of 200+). They can
 * still sign in with `Sandbox!2026`; a changed password gets its own salt.
 */
async function seedHashes(data: SeedData): Promise<Map<number, string>> {
  const demo = data.agents.filter((agent) => agent.demo);
  const [shared, ...own] = await Promise.all([hashPassword(DEMO_PASSWORD), ...demo.map(() => hashPassword(DEMO_PASSWORD))]);
  const hashes = new Map(data.agents.map((agent) => [agent.id, shared!]));
  demo.forEach((agent, index) => hashes.set(agent.id, own[index]!));
  return hashes;
}

/**
 * Inserts the seed data in one transaction, unless `settings.seed_version`
 * shows it already ran (first start only).
 * @returns true when it seeded now, false when the database was already seeded.
 */
export async function seedDatabase(db: Db, data: SeedData, now: Date = new Date()): Promise<boolean> {
  if ((await getSetting(db, SEED_SETTING)) !== null) return false;
  const hashes = await seedHashes(data);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [SEED_SETTING, SEED_VERSION],
    );
    if (claimed.length === 0) return false;
    // Migration 120 already inserted the Support role (issue #26): the others are added beside it.
    await tx.query('INSERT INTO roles (id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (id) DO NOTHING', [
      ROLES.map((role) => role.id),
      ROLES.map((role) => role.name),
    ]);
    await insertAgents(tx, data, hashes);
    await insertInvoices(tx, data);
    await seedProfileData(tx, data.agents);
    await seedPayments(tx, data);
    await seedSecurity(tx, data.agents);
    await seedSearchData(tx, data.agents);
    await seedNotifications(tx, data.agents);
    const through = moneySeedDay(now);
    await seedMoney(tx, through);
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [MONEY_THROUGH_SETTING, through]);
    await seedTeam(tx, data.agents, seedScale());
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2), ($3, $2)', [TEAM_SEED_SETTING, SEED_VERSION, CLIENTS_SEED_SETTING]);
    return true;
  });
}

/**
 * Seeds the money tables (issue #9) of a database seeded before they existed
 * (its `.data` kept from an earlier version): they are derived from the seeded
 * users and policies, so the result equals a fresh seed's.
 * @param now - the clock (the money runs through its day, see `moneySeedDay`).
 * @returns true when it seeded them now.
 */
export async function backfillMoney(db: Db, now: Date = new Date()): Promise<boolean> {
  if ((await getSetting(db, SEED_SETTING)) === null) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pay_cycles');
    if (row!.n > 0) return false;
    const through = moneySeedDay(now);
    await seedMoney(tx, through);
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [MONEY_THROUGH_SETTING, through]);
    return true;
  });
}

/**
 * Keeps the seeded money going (issue #27 §4): when the money tables were seeded through a day
 * before today (a data folder kept from an earlier day), regenerates every pay cycle from the one
 * holding that day through today's, as a fresh seed on today would have them: the cycle that was
 * current becomes PAID (its payout too), the days since get their commissions and bonuses, and
 * the current cycle holds today's and earlier days' rows only. Deterministic: the result equals
 * a fresh seed run today. A database seeded before this existed counts as seeded through its last
 * cycle's Monday (the old seed wrote whole cycles). One transaction; the settings row is locked, so
 * nodes starting together over one PostgreSQL extend once.
 * @param now - the clock; default now.
 * @returns true when it extended the money now.
 */
export async function extendMoney(db: Db, now: Date = new Date()): Promise<boolean> {
  if ((await getSetting(db, SEED_SETTING)) === null) return false;
  const through = moneySeedDay(now);
  return db.transaction(async (tx) => {
    const [last] = await tx.query<{ end: string | null }>(`SELECT to_char(max(start_date) + 6, 'YYYY-MM-DD') AS end FROM pay_cycles`);
    if (!last?.end) return false; // no money yet: backfillMoney's job
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [MONEY_THROUGH_SETTING, last.end]);
    const [row] = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1 FOR UPDATE', [MONEY_THROUGH_SETTING]);
    const seededThrough = row!.value;
    if (seededThrough >= through) return false;
    const from = payCycleStartOf(seededThrough);
    for (const table of ['commissions', 'commission_totals', 'bonuses', 'payouts']) {
      await tx.query(`DELETE FROM ${table} WHERE pay_cycle_start >= $1::date`, [from]);
    }
    await seedMoney(tx, through, { from });
    await tx.query('UPDATE settings SET value = $2 WHERE key = $1', [MONEY_THROUGH_SETTING, through]);
    return true;
  });
}

/**
 * Seeds the team side (issue #10: tree paths, ranks, promotion requests, typed documents, the
 * problems' data; see `seedTeam`) of a database seeded before migration 60 (its `.data` kept
 * from an earlier version), after {@link backfillMoney} (ranks are measured on commissions).
 * Recorded in `settings.team_seed_version`, so it runs once.
 * @returns true when it seeded them now.
 */
export async function backfillTeam(db: Db, data: SeedData): Promise<boolean> {
  if ((await getSetting(db, SEED_SETTING)) === null) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [TEAM_SEED_SETTING, SEED_VERSION],
    );
    if (claimed.length === 0) return false;
    await seedTeam(tx, data.agents, seedScale());
    return true;
  });
}

/**
 * Writes the client and form details of issue #11 into a database seeded before migration 70 (its
 * `.data` kept from an earlier version): addresses, birth dates, premiums and next premium dues
 * (`backfillClientDetails`, the same SQL expressions as a fresh seed's INSERT, so the result is equal), the policy
 * forms and the forms' new columns (`upsertForms`). Recorded in `settings.clients_seed_version`,
 * so it runs once.
 * @returns true when it wrote them now.
 */
export async function backfillClients(db: Db): Promise<boolean> {
  if ((await getSetting(db, SEED_SETTING)) === null) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [CLIENTS_SEED_SETTING, SEED_VERSION],
    );
    if (claimed.length === 0) return false;
    await backfillClientDetails(tx);
    await upsertForms(tx);
    await tx.exec('ANALYZE clients; ANALYZE policies; ANALYZE forms;');
    return true;
  });
}

/**
 * Writes the seed's storage files (e.g. Ava's avatar, the forms) under `storageDir/{hub,public}`
 * when missing. Runs on every start, so a fresh storage folder next to an already seeded
 * PostgreSQL database is completed too. Never overwrites a hub file; a public-bucket file (only the
 * seed writes that bucket) whose size differs from the seed's is replaced — e.g. the large form of
 * issue #11 in a data folder of an earlier version.
 */
export async function ensureSeedFiles(storageDir: string, data: SeedData): Promise<void> {
  await Promise.all(
    [...data.files, ...searchSeedFiles(), ...profileSeedFiles(data.agents), ...teamSeedFiles(data.agents)].map(async (file) => {
      const target = path.join(storageDir, file.bucket, ...file.path.split('/'));
      const size = await stat(target).then((s) => s.size, () => null);
      if (size !== null && (file.bucket === 'hub' || size === Buffer.byteLength(file.content))) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content, { flag: size === null ? 'wx' : 'w' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }),
  );
}
