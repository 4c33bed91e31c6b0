import type { RankCode } from '@agent-portal/api-client/wire';
import { ESSENTIAL_DOCUMENT_TYPES } from '../../team/agents.js';
import { PRODUCTION_WINDOW_CYCLES, RANKS, rankOrder } from '../../team/ladder.js';
import { checkRequirements } from '../../team/measure.js';
import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { DEMO_ACCOUNTS, EMAIL_DOMAIN, ROLE_AGENT, ROLE_TEAM_LEADER, SEED_ANCHOR, SEED_PRNG_SEED, SESSION_SPEC_AGENT_IDS } from './constants.js';
import { AREA_CODES, FIRST_NAMES, LAST_NAMES, emailSlug } from './names.js';
import { createPrng } from './prng.js';
import { seedPdf, seedPng } from './profile.js';
import { SEED_BATCH_ROWS } from './search/index.js';
import { DAY_MS } from '../../http/dates.js';

/**
 * The team seed (issue #10): tree paths and downline counts, ranks, the data behind the
 * problems of the team view, promotion requests, and (SEED_SCALE ≥ 2) extra agents below
 * Ava for the hierarchy benchmark. Deterministic; its own PRNG stream.
 */

/** Extra agents per SEED_SCALE step above 1 (scale 50 → 10,290 below Ava). None at scale 1. */
export const EXTRA_AGENTS_PER_SCALE = 210;

/** Share of the extra agents placed directly below the first extra agent (the wide node: ≥ 500 at scale 50). */
export const WIDE_NODE_SHARE = 0.05;

/** Settings key recording that the team seed ran (databases seeded before migration 60 get it through {@link backfillTeam}). */
export const TEAM_SEED_SETTING = 'team_seed_version';

/** What {@link seedTeam} wrote. */
export interface TeamSeedCounts {
  extraAgents: number;
  documents: number;
  promotionRequests: number;
}

/** Note of Ava's declined request (plain text, shown as is). */
export const AVA_DECLINE_NOTE =
  'Your team production was still below the Marketing Director threshold this quarter. Please apply again once it is met.';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a base agent (not a demo account) misses a document type or holds an expired licence certificate. */
const missingType = (id: number) => (id % 7 === 3 ? ESSENTIAL_DOCUMENT_TYPES[id % 3]! : null);
const expiredLicence = (id: number) => id % 11 === 5;

/**
 * The seeded essential documents of the base agents other than the demo accounts (Ava's three
 * are typed by {@link seedTeam}; Uma, Leo and Bea have none, so they show DOCUMENTS): every type
 * of {@link ESSENTIAL_DOCUMENT_TYPES}, except one missing for ids ≡ 3 (mod 7); the licence
 * certificate expired (before the anchor) for ids ≡ 5 (mod 11); others expire 2–5 years after it.
 */
function seedDocuments(agents: readonly SeedAgent[]) {
  const docs: { userId: number; type: string; path: string; name: string; mime: string; createdAt: string; expiresOn: string }[] = [];
  for (const agent of agents) {
    if (agent.demo) continue;
    for (const [index, type] of ESSENTIAL_DOCUMENT_TYPES.entries()) {
      if (missingType(agent.id) === type) continue;
      const uploaded = SEED_ANCHOR.getTime() - (90 + ((agent.id * 37 + index * 11) % 600)) * DAY_MS;
      const expired = type === 'LICENCE_CERTIFICATE' && expiredLicence(agent.id);
      const expires = expired
        ? SEED_ANCHOR.getTime() - (5 + (agent.id % 40)) * DAY_MS
        : SEED_ANCHOR.getTime() + (730 + ((agent.id * 13 + index * 97) % 1100)) * DAY_MS;
      const ext = type === 'ID_CARD' ? 'png' : 'pdf';
      docs.push({
        userId: agent.id,
        type,
        path: `documents/${agent.id}/seed-${type.toLowerCase().replaceAll('_', '-')}.${ext}`,
        name: `${type.toLowerCase().replaceAll('_', '-')}.${ext}`,
        mime: ext === 'png' ? 'image/png' : 'application/pdf',
        createdAt: new Date(uploaded).toISOString(),
        expiresOn: isoDay(expires),
      });
    }
  }
  return docs;
}

/** Files of the team seed's documents, for `ensureSeedFiles` (hub bucket; one small PDF or PNG each). */
export function teamSeedFiles(agents: readonly SeedAgent[]): { bucket: 'hub'; path: string; content: Buffer }[] {
  const pdf = seedPdf('Essential document (sandbox seed)');
  const png = seedPng();
  return seedDocuments(agents).map((doc) => ({ bucket: 'hub', path: doc.path, content: doc.path.endsWith('.png') ? png : pdf }));
}

interface ExtraAgent {
  id: number;
  upline: number;
  first: string;
  last: string;
  phone: string;
  licensed: boolean;
  joined: string;
}

/**
 * Extra agents for the hierarchy benchmark: `(scale − 1) × 210` below Ava, from a separate PRNG
 * stream (the base 220 agents and everything drawn from the base stream stay as they are). The
 * first extra agent is Ava's direct child and gets {@link WIDE_NODE_SHARE} of the others as
 * direct children; the rest hang below earlier extra agents (biased towards the first ones, so
 * the tree stays a few levels deep). About 1 % joined in the anchor's pay cycle (new recruits).
 */
function generateExtraAgents(scale: number, firstId: number, avaId: number): ExtraAgent[] {
  const count = (scale - 1) * EXTRA_AGENTS_PER_SCALE;
  const rng = createPrng(SEED_PRNG_SEED + 60);
  const wide = Math.floor(count * WIDE_NODE_SHARE);
  const extras: ExtraAgent[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    let upline: number;
    if (index === 0) upline = avaId;
    else if (index <= wide) upline = firstId;
    else upline = firstId + 1 + Math.floor((index - 1) * rng.next() ** 3);
    const recent = rng.chance(0.01);
    const joined = recent
      ? SEED_ANCHOR.getTime() - rng.int(1, 600) * 60_000
      : SEED_ANCHOR.getTime() - rng.int(1, 900) * DAY_MS - rng.int(0, 86_399) * 1000;
    extras.push({
      id,
      upline,
      first: rng.pick(FIRST_NAMES),
      last: rng.pick(LAST_NAMES),
      phone: `+1${rng.pick(AREA_CODES)}5550${rng.int(100, 199)}`,
      licensed: rng.chance(0.75),
      joined: new Date(joined).toISOString(),
    });
  }
  return extras;
}

async function insertExtraAgents(tx: Queryable, extras: readonly ExtraAgent[], passwordHash: string): Promise<void> {
  for (let start = 0; start < extras.length; start += SEED_BATCH_ROWS) {
    const batch = extras.slice(start, start + SEED_BATCH_ROWS);
    await tx.query(
      `INSERT INTO users (id, code, email, password_hash, first_name, last_name, phone, avatar_url, is_licensed,
                          role_id, upline_id, level, created_at)
       SELECT e.id, 'AG-' || lpad(e.id::text, 6, '0'), e.email, $9, e.first, e.last, e.phone, '', e.licensed,
              ${ROLE_AGENT}, e.upline, 1, e.joined
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::int[], $8::timestamptz[])
              AS e (id, email, first, last, phone, licensed, upline, joined)`,
      [
        batch.map((e) => e.id),
        batch.map((e) => `${emailSlug(e.first)}.${emailSlug(e.last)}.${e.id}@${EMAIL_DOMAIN}`),
        batch.map((e) => e.first),
        batch.map((e) => e.last),
        batch.map((e) => e.phone),
        batch.map((e) => e.licensed),
        batch.map((e) => e.upline),
        batch.map((e) => e.joined),
        passwordHash,
      ],
    );
  }
  await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
}

/**
 * Writes `tree_path`, `level` (extra agents only: the base ones are already right) and the
 * downline counts of every agent, from `upline_id`.
 */
async function writeTree(tx: Queryable): Promise<void> {
  await tx.query(
    `WITH RECURSIVE t (id, path, level) AS (
       SELECT id, '/' || id || '/', 1 FROM users WHERE upline_id IS NULL
       UNION ALL
       SELECT u.id, t.path || u.id || '/', t.level + 1 FROM users u JOIN t ON u.upline_id = t.id
     )
     UPDATE users SET tree_path = t.path, level = t.level FROM t WHERE users.id = t.id`,
  );
  await tx.query(
    `UPDATE users SET direct_downline_count = c.direct, total_downline_count = c.total,
            role_id = CASE WHEN users.level = 1 THEN users.role_id WHEN c.direct > 0 THEN ${ROLE_TEAM_LEADER} ELSE users.role_id END
       FROM (SELECT a.id,
                    (SELECT count(*) FROM users d WHERE d.upline_id = a.id)::int AS direct,
                    (SELECT count(*) FROM users d WHERE d.tree_path > a.tree_path AND d.tree_path < a.tree_path || ':')::int AS total
               FROM users a) c
      WHERE c.id = users.id AND (users.direct_downline_count, users.total_downline_count) IS DISTINCT FROM (c.direct, c.total)`,
  );
}

interface Measured {
  id: number;
  level: number;
  email: string;
  is_licensed: boolean;
  personal: unknown;
  team: unknown;
  recruits: number;
}

/**
 * Ranks of the base agents (ids ≤ `baseMaxId`; extra agents stay ASSOCIATE) by level and production at the anchor: level 1 EXECUTIVE_MARKETING_DIRECTOR, level 2
 * SENIOR_MARKETING_DIRECTOR; unlicensed agents ASSOCIATE; others the highest rank whose
 * requirements (and those of every rank below) were met at the anchor, at most
 * MARKETING_DIRECTOR on level 3 and SENIOR_ASSOCIATE below. Ava is SENIOR_ASSOCIATE (eligible
 * for MARKETING_DIRECTOR: the demo of a promotion request).
 */
async function assignRanks(tx: Queryable, baseMaxId: number): Promise<Map<number, RankCode>> {
  const to = isoDay(SEED_ANCHOR.getTime());
  const from = isoDay(SEED_ANCHOR.getTime() - (PRODUCTION_WINDOW_CYCLES - 1) * 7 * DAY_MS);
  const rows = await tx.query<Measured>(
    `WITH prod AS (
       SELECT agent_id, sum(premium_cents)::int8 AS cents FROM commissions
        WHERE kind = 'PERSONAL' AND status <> 'CHARGED_BACK' AND pay_cycle_start BETWEEN $1::date AND $2::date
        GROUP BY agent_id)
     SELECT a.id, a.level, a.email, a.is_licensed, coalesce(p.cents, 0) AS personal,
            (SELECT coalesce(sum(dp.cents), 0)::int8 FROM users d JOIN prod dp ON dp.agent_id = d.id
              WHERE d.tree_path > a.tree_path AND d.tree_path < a.tree_path || ':') AS team,
            (SELECT count(*)::int FROM users r WHERE r.upline_id = a.id AND r.is_licensed) AS recruits
       FROM users a LEFT JOIN prod p ON p.agent_id = a.id
      WHERE a.id <= $3`,
    [from, to, baseMaxId],
  );
  const ranks = new Map<number, RankCode>();
  for (const row of rows) {
    let rank: RankCode = 'ASSOCIATE';
    if (row.level === 1) rank = 'EXECUTIVE_MARKETING_DIRECTOR';
    else if (row.level === 2) rank = 'SENIOR_MARKETING_DIRECTOR';
    else if (row.email === DEMO_ACCOUNTS.ava.email) rank = 'SENIOR_ASSOCIATE';
    else if (row.is_licensed) {
      const cap: RankCode = row.level === 3 ? 'MARKETING_DIRECTOR' : 'SENIOR_ASSOCIATE';
      const metrics = { licensed: 1, personalCents: Number(row.personal), licensedRecruits: row.recruits, teamCents: Number(row.team) };
      for (const candidate of RANKS.slice(1, rankOrder(cap) + 1)) {
        if (!checkRequirements(candidate, metrics).every((r) => r.met)) break;
        rank = candidate;
      }
    }
    if (rank !== 'ASSOCIATE') ranks.set(row.id, rank);
  }
  return ranks;
}

/**
 * Seeds the team side, inside the seed's transaction, after the money seed (ranks are measured
 * on the seeded commissions):
 * - SEED_SCALE ≥ 2: {@link generateExtraAgents} below Ava (none at scale 1: the 220 base agents
 *   stay exactly as they are, e.g. Ava's 54 downline agents);
 * - `users.tree_path`, levels and downline counts ({@link writeTree});
 * - ranks ({@link assignRanks}); the promotion demo: Ava's history (ASSOCIATE → SENIOR_ASSOCIATE
 *   APPROVED by Uma; SENIOR_ASSOCIATE → MARKETING_DIRECTOR DECLINED by Uma with
 *   {@link AVA_DECLINE_NOTE}), and a PENDING SENIOR_ASSOCIATE request of the first licensed
 *   SENIOR_ASSOCIATE two levels below Ava (set back to ASSOCIATE), which Uma may decide;
 * - problems: typed essential documents ({@link seedDocuments}; Ava's three typed: two valid for
 *   years, the E&O policy expiring soon, see {@link AVA_E_AND_O_EXPIRES_IN_DAYS}), two agents
 *   of Ava's downline BLOCKED (their two latest CP_UTILIZATION invoices set FAILED), licence requests of every other unlicensed agent of the base network.
 * The extra agents have no invoices, documents or commissions (DOCUMENTS is then their problem).
 * @param scale - SEED_SCALE.
 */
export async function seedTeam(tx: Queryable, agents: readonly SeedAgent[], scale: number): Promise<TeamSeedCounts> {
  const ava = agents.find((a) => a.demo === 'ava')!;
  const uma = agents.find((a) => a.demo === 'uma')!;
  const [{ max: baseMaxId } = { max: 0 }] = await tx.query<{ max: number }>('SELECT max(id) AS max FROM users');
  let extraAgents = 0;
  if (scale >= 2) {
    const [{ hash } = { hash: '' }] = await tx.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [
      agents.find((a) => !a.demo)!.id,
    ]);
    const extras = generateExtraAgents(scale, baseMaxId + 1, ava.id);
    await insertExtraAgents(tx, extras, hash);
    extraAgents = extras.length;
  }
  await writeTree(tx);

  const ranks = await assignRanks(tx, baseMaxId);
  // The pending requester: the first licensed SENIOR_ASSOCIATE (by id) two levels below Ava.
  const avaPath = await pathOf(tx, ava.id);
  const seniors = [...ranks].filter(([, rank]) => rank === 'SENIOR_ASSOCIATE').map(([id]) => id);
  const [pending] = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE tree_path LIKE $1 || '%' AND level = $2 AND id = ANY($3::int[]) ORDER BY id LIMIT 1`,
    [avaPath, ava.level + 2, seniors],
  );
  if (pending) ranks.delete(pending.id);
  await tx.query(
    `UPDATE users SET rank = r.rank FROM unnest($1::int[], $2::text[]) AS r (id, rank) WHERE users.id = r.id`,
    [[...ranks.keys()], [...ranks.values()]],
  );

  const requests: [number, RankCode, RankCode, string, string | null, string | null, number | null, string | null][] = [
    [ava.id, 'ASSOCIATE', 'SENIOR_ASSOCIATE', daysBefore(420), 'APPROVED', daysBefore(418), uma.id, 'Welcome to Senior Associate: well earned.'],
    [ava.id, 'SENIOR_ASSOCIATE', 'MARKETING_DIRECTOR', daysBefore(95), 'DECLINED', daysBefore(92), uma.id, AVA_DECLINE_NOTE],
  ];
  if (pending) requests.push([pending.id, 'ASSOCIATE', 'SENIOR_ASSOCIATE', daysBefore(2), 'PENDING', null, null, null]);
  await tx.query(
    `INSERT INTO promotion_requests (requester_id, from_rank, to_rank, requested_at, status, decided_at, decided_by, note)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::timestamptz[], $7::int[], $8::text[])`,
    [0, 1, 2, 3, 4, 5, 6, 7].map((column) => requests.map((request) => request[column])),
  );

  const docs = seedDocuments(agents);
  await tx.query(
    `INSERT INTO essential_documents (user_id, file_name, mime_type, size_bytes, storage_path, created_at, document_type, expires_on)
     SELECT d.user_id, d.name, d.mime, CASE WHEN d.mime = 'image/png' THEN $8::int ELSE $9::int END, d.path, d.created_at, d.type, d.expires_on
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::date[])
            AS d (user_id, name, mime, path, created_at, type, expires_on)`,
    [
      docs.map((d) => d.userId),
      docs.map((d) => d.name),
      docs.map((d) => d.mime),
      docs.map((d) => d.path),
      docs.map((d) => d.createdAt),
      docs.map((d) => d.type),
      docs.map((d) => d.expiresOn),
      seedPng().length,
      seedPdf('Essential document (sandbox seed)').length,
    ],
  );
  await typeAvaDocuments(tx, ava.id);
  await seedBlockedAndLicenceRequests(tx, agents, ava.id);
  // Rewrites users in tree order: a downline is then a run of adjacent pages (and the dead
  // tuples of the updates above are gone), so a team page reads few pages.
  await tx.exec('CLUSTER users USING users_tree_path_idx; ANALYZE users; ANALYZE promotion_requests; ANALYZE essential_documents;');
  return { extraAgents, documents: docs.length, promotionRequests: requests.length };
}

const daysBefore = (days: number) => new Date(SEED_ANCHOR.getTime() - days * DAY_MS + 3_600_000 * 3).toISOString();

async function pathOf(tx: Queryable, id: number): Promise<string> {
  const [row] = await tx.query<{ tree_path: string }>('SELECT tree_path FROM users WHERE id = $1', [id]);
  return row!.tree_path;
}

/**
 * Days after the seed ran (the real clock, UTC) that Ava's E&O policy expires: within
 * COMPLIANCE_EXPIRY_WARNING_DAYS (30), so a freshly seeded sandbox shows it EXPIRING — still
 * compliant, and a DOCUMENT_EXPIRING reminder on her dashboard (issue #12). The one seeded date
 * that follows the real clock instead of SEED_ANCHOR: an expiry warning only exists within 30 days
 * of today. A data folder kept longer than this sees it EXPIRED, as a real agent would.
 */
export const AVA_E_AND_O_EXPIRES_IN_DAYS = 20;

/**
 * Types Ava's three seeded documents (profile seed) by file name: the licence certificate and
 * the ID card valid for years, the E&O policy expiring {@link AVA_E_AND_O_EXPIRES_IN_DAYS} days
 * after the seed ran.
 */
async function typeAvaDocuments(tx: Queryable, avaId: number): Promise<void> {
  await tx.query(
    `UPDATE essential_documents SET document_type = t.type,
            expires_on = CASE WHEN t.years IS NULL THEN (now() AT TIME ZONE 'UTC')::date + $3::int ELSE $2::date + t.years * 365 END
       FROM (VALUES ('licence-certificate.pdf', 'LICENCE_CERTIFICATE', 3), ('e-and-o-policy.pdf', 'E_AND_O_POLICY', NULL),
                    ('id-card.png', 'ID_CARD', 6)) AS t (name, type, years)
      WHERE essential_documents.user_id = $1 AND essential_documents.file_name = t.name`,
    [avaId, isoDay(SEED_ANCHOR.getTime()), AVA_E_AND_O_EXPIRES_IN_DAYS],
  );
}

/**
 * BLOCKED: the two latest CP_UTILIZATION invoices of two agents of Ava's downline (the first two
 * non-demo ones, by id, at depth 2 and 3 below her whose invoices no payment covers, never one of
 * {@link SESSION_SPEC_AGENT_IDS}) become FAILED.
 * LICENSE_PENDING: every other unlicensed non-demo base agent (by id) requested a licence 3–40
 * days before the anchor.
 */
async function seedBlockedAndLicenceRequests(tx: Queryable, agents: readonly SeedAgent[], avaId: number): Promise<void> {
  const avaPath = await pathOf(tx, avaId);
  const base = agents.filter((a) => !a.demo && !SESSION_SPEC_AGENT_IDS.includes(a.id)).map((a) => a.id);
  const blocked = await tx.query<{ id: number }>(
    `SELECT DISTINCT ON (u.level) u.id FROM users u
      WHERE u.tree_path LIKE $1 || '%' AND u.level IN ($2 + 2, $2 + 3) AND u.id = ANY($3::int[])
        AND NOT EXISTS (SELECT 1 FROM payment_invoices pi JOIN recurring_invoices i ON i.id = pi.invoice_id WHERE i.user_id = u.id)
      ORDER BY u.level, u.id`,
    [avaPath, agents.find((a) => a.id === avaId)!.level, base],
  );
  await tx.query(
    `UPDATE recurring_invoices SET status = 'FAILED', paid_at = NULL
      WHERE id IN (SELECT l.id FROM unnest($1::int[]) AS b (user_id)
                   CROSS JOIN LATERAL (SELECT i.id FROM recurring_invoices i
                                        WHERE i.user_id = b.user_id AND i.subscription_type = 'CP_UTILIZATION'
                                        ORDER BY i.invoice_date DESC, i.id DESC LIMIT 2) l)`,
    [blocked.map((b) => b.id)],
  );
  const unlicensed = agents.filter((a) => !a.demo && !a.is_licensed).filter((_, index) => index % 2 === 0);
  await tx.query(
    `UPDATE users SET license_requested_at = r.at FROM unnest($1::int[], $2::timestamptz[]) AS r (id, at) WHERE users.id = r.id`,
    [unlicensed.map((a) => a.id), unlicensed.map((a) => new Date(SEED_ANCHOR.getTime() - (3 + (a.id % 38)) * DAY_MS).toISOString())],
  );
}
