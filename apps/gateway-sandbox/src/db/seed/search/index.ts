import type { Queryable } from '../../db.js';
import type { SeedAgent } from '../agents.js';
import { SEED_ANCHOR, SEED_PRNG_SEED } from '../constants.js';
import type { SeedFile } from '../generate.js';
import { createPrng } from '../prng.js';
import { PRODUCTS, PRODUCT_TYPES } from '../../../catalogue/products.js';
import { FORMS } from '../../../catalogue/forms.js';
import { clientDetailSql, policyDetailSql, seedAccentedClient } from './details.js';
import { generateClients, type SeedClients } from './clients.js';
import { formFiles, generateForms } from './forms.js';
import { generateTickets } from './tickets.js';

/** Largest accepted `SEED_SCALE` (1,000,000 clients). */
export const MAX_SEED_SCALE = 1000;

/** Rows per multi-row INSERT (`unnest` of arrays) when seeding clients and policies. */
export const SEED_BATCH_ROWS = 20_000;

/**
 * Reads `SEED_SCALE` (default 1): the network's clients are multiplied by it
 * (1 → 1,000 clients, 100 → 100,000; Ava owns 4 % of them).
 * @throws {RangeError} when it is not an integer in 1…{@link MAX_SEED_SCALE}.
 */
export function seedScale(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_SCALE?.trim();
  if (!raw) return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SEED_SCALE) {
    throw new RangeError(`SEED_SCALE must be an integer from 1 to ${MAX_SEED_SCALE}, got "${raw}".`);
  }
  return scale;
}

/** What {@link seedSearchData} inserted. */
export interface SearchSeedCounts {
  clients: number;
  policies: number;
  forms: number;
  tickets: number;
}

async function insertBatched(
  tx: Queryable,
  sql: string,
  columns: readonly (readonly unknown[])[],
): Promise<void> {
  const total = columns[0]!.length;
  for (let start = 0; start < total; start += SEED_BATCH_ROWS) {
    await tx.query(
      sql,
      columns.map((column) => column.slice(start, start + SEED_BATCH_ROWS)),
    );
  }
}

async function insertClients(tx: Queryable, data: SeedClients): Promise<void> {
  const c = data.client;
  const client = clientDetailSql('u.id');
  await insertBatched(
    tx,
    `INSERT INTO clients (id, agent_id, first_name, last_name, email, phone, created_at, ${Object.keys(client).join(', ')})
     SELECT u.*, ${Object.values(client).join(', ')}
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
            AS u (id, agent_id, first_name, last_name, email, phone, created_at)`,
    [c.id, c.agent_id, c.first_name, c.last_name, c.email, c.phone, c.created_at],
  );
  const p = data.policy;
  const policy = policyDetailSql('u.id', 'u.status', 'pr.product_type_id');
  await insertBatched(
    tx,
    `INSERT INTO policies (id, client_id, agent_id, policy_no, product_id, status, effective_date, ${Object.keys(policy).join(', ')})
     SELECT u.*, ${Object.values(policy).join(', ')}
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::text[], $7::date[])
            AS u (id, client_id, agent_id, policy_no, product_id, status, effective_date)
       JOIN products pr ON pr.id = u.product_id
      ORDER BY u.id`,
    [p.id, p.client_id, p.agent_id, p.policy_no, p.product_id, p.status, p.effective_date],
  );
  await seedAccentedClient(tx);
}

/**
 * Writes the forms catalogue ({@link generateForms}): inserts missing forms and brings existing
 * ones (same id) up to date — product line, `updated_at`, `size_bytes`, paths. Used by the seed and
 * by `backfillClients` (a database seeded before migration 70 gets the policy forms); moves the
 * identity sequence past the seeded ids.
 */
export async function upsertForms(tx: Queryable): Promise<void> {
  const forms = generateForms();
  await tx.query(
    `INSERT INTO forms (id, title, tag, category, code, link, sample_file, product_type_id, updated_at, size_bytes)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::int[], $9::timestamptz[], $10::int[])
     ON CONFLICT (id) DO UPDATE SET title = excluded.title, tag = excluded.tag, category = excluded.category,
       code = excluded.code, link = excluded.link, sample_file = excluded.sample_file,
       product_type_id = excluded.product_type_id, updated_at = excluded.updated_at, size_bytes = excluded.size_bytes`,
    [
      forms.map((f) => f.id),
      forms.map((f) => f.title),
      forms.map((f) => f.tag),
      forms.map((f) => f.category),
      forms.map((f) => f.code),
      forms.map((f) => f.link),
      forms.map((f) => f.sample_file),
      forms.map((f) => f.product_type_id),
      forms.map((f) => f.updated_at),
      forms.map((f) => f.size_bytes),
    ],
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('forms', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM forms), false)`);
}

/**
 * Seeds everything search reads (issue #3): product types and products,
 * every agent's clients with their policies (× `scale`), the forms catalogue
 * and a few support tickets per agent. Deterministic: its own PRNG stream,
 * dates relative to the seed anchor. Runs inside the seed's transaction, after
 * the agents are inserted; identity sequences are moved past the seeded ids.
 * 100,000 clients (scale 100) take a few seconds: batched `unnest` inserts.
 */
export async function seedSearchData(
  tx: Queryable,
  agents: readonly SeedAgent[],
  scale: number = seedScale(),
): Promise<SearchSeedCounts> {
  const rng = createPrng(SEED_PRNG_SEED + 3);
  const clients = generateClients(rng, agents, scale, SEED_ANCHOR);
  const tickets = generateTickets(rng, agents, clients, SEED_ANCHOR);

  await tx.query('INSERT INTO product_types (id, title) SELECT * FROM unnest($1::int[], $2::text[])', [
    PRODUCT_TYPES.map((t) => t.id),
    PRODUCT_TYPES.map((t) => t.title),
  ]);
  await tx.query(
    'INSERT INTO products (id, product_type_id, name, carrier) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])',
    [PRODUCTS.map((p) => p.id), PRODUCTS.map((p) => p.product_type_id), PRODUCTS.map((p) => p.name), PRODUCTS.map((p) => p.carrier)],
  );
  await insertClients(tx, clients);
  await upsertForms(tx);
  await tx.query(
    `INSERT INTO tickets (id, user_id, ticket, subject, status, created_at, updated_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])`,
    [
      tickets.map((t) => t.id),
      tickets.map((t) => t.user_id),
      tickets.map((t) => t.ticket),
      tickets.map((t) => t.subject),
      tickets.map((t) => t.status),
      tickets.map((t) => t.created_at),
      tickets.map((t) => t.updated_at),
    ],
  );
  for (const table of ['clients', 'policies', 'forms', 'tickets']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`);
  }
  await tx.exec('ANALYZE clients; ANALYZE policies; ANALYZE forms; ANALYZE tickets;');
  return { clients: clients.client.id.length, policies: clients.policy.id.length, forms: FORMS.length, tickets: tickets.length };
}

/** The storage files of the search seed: every form (and sample) as a small PDF in the public bucket. */
export function searchSeedFiles(): SeedFile[] {
  return formFiles(generateForms());
}
