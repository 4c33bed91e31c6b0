import { access, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../auth/secret.js';
import { verifyPassword } from '../../auth/passwords.js';
import type { Db } from '../db.js';
import { openPgliteDb } from '../pglite.js';
import { MIGRATIONS } from '../migrations/index.js';
import { prepareDatabase } from '../prepare.js';
import { DEMO_PASSWORD, ROLE_SUPPORT, SUPPORT_ACCOUNT } from './constants.js';
import { SUPPORT_STAFF_SEED_SETTING } from './staff.js';
import { generateSeedData } from './generate.js';
import { backfillClients, ensureSeedFiles } from './seed.js';
import { LARGE_FORM_BYTES } from './search/forms.js';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  is_licensed: boolean;
  upline_id: number | null;
  level: number;
}

/** Every seeded row except password hashes (salted at random on purpose). */
async function dump(db: Db) {
  return {
    roles: await db.query('SELECT * FROM roles ORDER BY id'),
    users: await db.query(
      `SELECT id, code, email, first_name, last_name, phone, avatar_url, is_licensed, role_id, upline_id, level,
              created_at::text FROM users ORDER BY id`,
    ),
    invoices: await db.query(
      `SELECT id, user_id, subscription_type, status, amount_cents, currency, invoice_date::text,
              created_at::text, paid_at::text FROM recurring_invoices ORDER BY id`,
    ),
  };
}

function downline(users: UserRow[], rootId: number): Map<number, number> {
  const levels = new Map<number, number>();
  let frontier = [rootId];
  let depth = 0;
  while (frontier.length) {
    depth += 1;
    const next = users.filter((u) => u.upline_id !== null && frontier.includes(u.upline_id)).map((u) => u.id);
    next.forEach((id) => levels.set(id, depth));
    frontier = next;
  }
  return levels;
}

let memory: Db;
let users: UserRow[];
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'sandbox-seed-'));
  memory = await openPgliteDb(null);
  await prepareDatabase(memory, path.join(tempDir, 'memory-storage'));
  users = await memory.query<UserRow>('SELECT id, email, first_name, is_licensed, upline_id, level FROM users ORDER BY id');
});
afterAll(async () => {
  await memory.close();
  await rm(tempDir, { recursive: true, force: true });
});

const byEmail = (prefix: string) => users.find((u) => u.email.startsWith(`${prefix}@`))!;

describe('seed invariants', () => {
  it('has at least 200 agents over 6 levels with one upline each, unique emails', () => {
    expect(users.length).toBeGreaterThanOrEqual(200);
    expect(new Set(users.map((u) => u.level))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const ids = new Map(users.map((u) => [u.id, u]));
    for (const user of users) {
      if (user.level === 1) expect(user.upline_id).toBeNull();
      else expect(ids.get(user.upline_id!)!.level).toBe(user.level - 1);
    }
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    expect(users.filter((u) => !u.email.includes('.test') || /[^a-z0-9.@-]/.test(u.email))).toEqual([]);
    expect(new Set(users.map((u) => u.first_name)).size).toBeGreaterThan(30);
  });

  it('Ava: licensed, Uma is her direct upline, two levels above her, a downline of >= 30 over >= 3 levels', () => {
    const ava = byEmail('ava.licensed');
    const uma = byEmail('uma.upline');
    expect(ava.is_licensed).toBe(true);
    expect(uma.is_licensed).toBe(true);
    expect(ava.upline_id).toBe(uma.id);
    expect(ava.level).toBeGreaterThanOrEqual(3);
    const below = downline(users, ava.id);
    expect(below.size).toBeGreaterThanOrEqual(30);
    expect(new Set(below.values()).size).toBeGreaterThanOrEqual(3);
  });

  it('Leo is not licensed, Bea is licensed', () => {
    expect(byEmail('leo.unlicensed').is_licensed).toBe(false);
    expect(byEmail('bea.blocked').is_licensed).toBe(true);
  });

  it('every agent has recurring invoices; demo accounts have their own password hash', async () => {
    // Support staff (role 4, issue #26) are not agents: no invoices.
    const [{ without }] = (await memory.query<{ without: number }>(
      'SELECT count(*)::int AS without FROM users u WHERE u.role_id <> $1 AND NOT EXISTS (SELECT 1 FROM recurring_invoices r WHERE r.user_id = u.id)',
      [ROLE_SUPPORT],
    )) as [{ without: number }];
    expect(without).toBe(0);
    const hashes = await memory.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users ORDER BY id');
    const demo = hashes.filter((h) => h.email.includes('.test') && !/\.\d+@/.test(h.email) && h.email !== SUPPORT_ACCOUNT);
    expect(demo).toHaveLength(4);
    expect(new Set(demo.map((h) => h.password_hash)).size).toBe(4);
    expect(await verifyPassword(DEMO_PASSWORD, demo[0]!.password_hash)).toBe(true);
  });

  it('the generator is pure: two runs give equal data', () => {
    expect(generateSeedData()).toEqual(generateSeedData());
  });
});

describe('on-disk persistence', () => {
  it('seeds once, keeps data and the JWT secret across restarts, and equals a fresh in-memory seed', async () => {
    const dataDir = path.join(tempDir, 'data');
    const storage = path.join(dataDir, 'storage');

    const first = await openPgliteDb(path.join(dataDir, 'pglite'));
    expect(await prepareDatabase(first, storage)).toEqual({ migrated: MIGRATIONS.map((m) => m.id).sort((a, b) => a - b), seeded: true });
    expect(await dump(first)).toEqual(await dump(memory));
    const secret = await resolveJwtSecret(first, null);
    await first.query("UPDATE users SET phone = '+15550000000' WHERE email = 'leo.unlicensed@agent-portal.test'");
    await first.close();

    const second = await openPgliteDb(path.join(dataDir, 'pglite'));
    expect(await prepareDatabase(second, storage)).toEqual({ migrated: [], seeded: false });
    expect(await resolveJwtSecret(second, null)).toBe(secret);
    const [leo] = await second.query<{ phone: string }>("SELECT phone FROM users WHERE email = 'leo.unlicensed@agent-portal.test'");
    expect(leo!.phone).toBe('+15550000000');
    expect((await second.query('SELECT id FROM users')).length).toBe(users.length);
    await access(path.join(storage, 'hub', 'avatars', `${byEmail('ava.licensed').id}.svg`));
    await second.close();
  });
});

describe('issue #11 on data folders of earlier versions', () => {
  const snapshot = async (db: Db) => ({
    clients: await db.query(
      `SELECT id, first_name, last_name, email, date_of_birth::text, address_line1, address_line2, city, state_code, zip,
              search_folded, name_folded, phone_digits FROM clients ORDER BY id`,
    ),
    policies: await db.query(
      'SELECT id, premium_cents, premium_mode, face_amount_cents::text, next_premium_due::text FROM policies ORDER BY id',
    ),
    forms: await db.query('SELECT id, title, tag, category, code, link, sample_file, product_type_id, updated_at::text, size_bytes FROM forms ORDER BY id'),
  });

  it('backfillClients writes the same client, policy and form details as a fresh seed, once', async () => {
    const fresh = await snapshot(memory);
    await memory.exec(`
      DELETE FROM settings WHERE key = 'clients_seed_version';
      UPDATE clients SET date_of_birth = NULL, address_line1 = NULL, address_line2 = NULL, city = NULL, state_code = NULL, zip = NULL;
      UPDATE clients SET first_name = 'Naomi', last_name = 'Walker', email = 'naomi.walker.c74@example.com' WHERE id = 74;
      UPDATE policies SET premium_cents = NULL, premium_mode = NULL, face_amount_cents = NULL, next_premium_due = NULL;
      DELETE FROM forms WHERE id > 34;
      UPDATE forms SET product_type_id = NULL, size_bytes = NULL, updated_at = now();
    `);
    expect((await snapshot(memory)).forms).toHaveLength(34);
    expect(await backfillClients(memory)).toBe(true);
    expect(await snapshot(memory)).toEqual(fresh);
    expect(await backfillClients(memory)).toBe(false);
  });

  it('ensureSeedFiles replaces a public file of another size (the large form), never a hub file', async () => {
    const storage = path.join(tempDir, 'old-storage');
    const large = path.join(storage, 'public', 'forms', 'back-office', 'agent-contracting-packet.pdf');
    const avatar = path.join(storage, 'hub', 'avatars', `${byEmail('ava.licensed').id}.svg`);
    await mkdir(path.dirname(large), { recursive: true });
    await mkdir(path.dirname(avatar), { recursive: true });
    await writeFile(large, '%PDF-1.4 small');
    await writeFile(avatar, '<svg/>');
    await ensureSeedFiles(storage, generateSeedData());
    expect((await stat(large)).size).toBe(LARGE_FORM_BYTES);
    expect(await readFile(avatar, 'utf8')).toBe('<svg/>');
  });
});

describe('support persona (issue #26)', () => {
  it('Sue Support: role 4 "Support", her own password hash, outside the agent hierarchy', async () => {
    expect(await memory.query('SELECT id, name FROM roles ORDER BY id')).toEqual([
      { id: 1, name: 'Agency Principal' },
      { id: 2, name: 'Team Leader' },
      { id: 3, name: 'Agent' },
      { id: 4, name: 'Support' },
    ]);
    const [sue] = await memory.query<{ id: number; role_id: number; first_name: string; upline_id: number | null; tree_path: string | null; is_licensed: boolean; password_hash: string; downline: number }>(
      `SELECT id, role_id, first_name, upline_id, tree_path, is_licensed, password_hash,
              (SELECT count(*)::int FROM users d WHERE d.upline_id = u.id) AS downline
         FROM users u WHERE email = $1`,
      [SUPPORT_ACCOUNT],
    );
    expect(sue).toMatchObject({ role_id: ROLE_SUPPORT, first_name: 'Sue', upline_id: null, tree_path: null, is_licensed: false, downline: 0 });
    expect(await verifyPassword(DEMO_PASSWORD, sue!.password_hash)).toBe(true);
    const others = await memory.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE password_hash = $1', [sue!.password_hash]);
    expect(others[0]!.n).toBe(1);
    for (const table of ['recurring_invoices', 'chargeable_settings', 'essential_documents', 'payouts', 'clients', 'tickets']) {
      const column = table === 'clients' ? 'agent_id' : table === 'payouts' ? 'agent_id' : 'user_id';
      const [row] = await memory.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [sue!.id]);
      expect(row!.n, table).toBe(0);
    }
  });

  it('a database seeded before migration 120 gets the role and Sue on its next start, once', async () => {
    // Make the in-memory database look older: no migration 120, no Support role, no Sue.
    await memory.transaction(async (tx) => {
      await tx.query('DELETE FROM users WHERE email = $1', [SUPPORT_ACCOUNT]);
      await tx.query('DELETE FROM roles WHERE id = $1', [ROLE_SUPPORT]);
      await tx.query('DELETE FROM settings WHERE key = $1', [SUPPORT_STAFF_SEED_SETTING]);
      await tx.query('DELETE FROM schema_migrations WHERE id = 120');
    });
    expect(await prepareDatabase(memory, path.join(tempDir, 'memory-storage'))).toEqual({ migrated: [120], seeded: false });
    const sue = await memory.query<{ role_id: number }>('SELECT role_id FROM users WHERE email = $1', [SUPPORT_ACCOUNT]);
    expect(sue).toEqual([{ role_id: ROLE_SUPPORT }]);
    await prepareDatabase(memory, path.join(tempDir, 'memory-storage'));
    expect(await memory.query('SELECT 1 FROM users WHERE email = $1', [SUPPORT_ACCOUNT])).toHaveLength(1);
  });
});
