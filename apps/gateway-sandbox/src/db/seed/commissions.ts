import type { Queryable } from '../db.js';
import { DEMO_ACCOUNTS, ROLE_SUPPORT, SEED_ANCHOR } from './constants.js';
import { PRODUCT_TYPES } from '../../catalogue/products.js';
import { DAY_MS } from '../../http/dates.js';
import { FIRST_PAY_CYCLE, OVERRIDE_RATE_BPS, PERSONAL_RATE_BPS } from '../../commissions/rates.js';

/**
 * Premiums are paid quarterly: a policy pays in one pay cycle out of 13 (by its id),
 * which keeps the default seed small (≈ 25,000 commission rows at `SEED_SCALE=1`).
 */
export const PREMIUM_EVERY_CYCLES = 13;

/** What {@link seedMoney} inserted. */
export interface MoneySeedCounts {
  payCycles: number;
  commissions: number;
  bonuses: number;
  payouts: number;
}

/** `((a * K1 + b * K2) mod m)`: a cheap deterministic hash written in SQL (no random(), no hashtext). */
export const hashSql = (a: string, b: string, m: number | string) => `((${a}::bigint * 2654435761 + ${b}::bigint * 40503) % ${m})`;
/** Index of a pay cycle (0 = the first Tuesday of 2023). */
export const cycleIndex = (column: string) => `((${column} - date '${FIRST_PAY_CYCLE}') / 7)`;

/**
 * SQL of a policy's quarterly premium in cents ($75.00–$1,500.00), from its id: what each of its
 * commission rows holds as `premium_cents`, and what `policies.premium_cents` is derived from
 * (issue #11, `policyDetailSql`), so both always agree.
 */
export const quarterlyPremiumSql = (policyId: string) => `(7500 + ${hashSql(policyId, '7', 142501)})::int`;

/**
 * SQL of the day a commission was earned (issue #27 §4), as days after its pay cycle's Tuesday
 * (0–6): a day from the policy and the cycle (each day equally likely), except the demo premium
 * of a cycle, drafted on the Tuesday (see {@link DEMO_EMAILS}). The OVERRIDE rows of a
 * premium share its PERSONAL row's day; the day never depends on when the seed ran.
 * @param policyId - SQL of the policy id; @param cycleStart - SQL of the cycle's Tuesday (a date);
 * @param demoFirst - SQL of a boolean: the premium is a demo account's first of the cycle.
 */
export const earnedDaySql = (policyId: string, cycleStart: string, demoFirst: string) =>
  `(CASE WHEN ${demoFirst} THEN 0 ELSE ${hashSql(policyId, `(${cycleIndex(cycleStart)} * 7 + 5)`, 7)}::int END)`;

/**
 * Emails of the demo accounts (Ava, Uma, Leo, Bea), whose first premium of each cycle is drafted on
 * its Tuesday (issue #27 §4): for each of them, the premium with the lowest policy id among those
 * that pay it in the cycle (its own and its downline's, three levels: every row it has). So a demo
 * on any weekday, a Tuesday included, shows the week's figures so far for every demo account with
 * premiums in the cycle; every other premium falls on a day from the policy and the cycle.
 */
export const DEMO_EMAILS: readonly string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

/**
 * SQL selecting `(policy_id, pay_cycle_start)` of the demo premiums ({@link DEMO_EMAILS}) among
 * existing commission rows (migration 130 gives a database seeded before it the same days).
 */
export const demoFirstPremiumsSql = (emails: readonly string[]) => `
  SELECT DISTINCT ON (c.agent_id, c.pay_cycle_start) c.policy_id, c.pay_cycle_start
    FROM commissions c JOIN users u ON u.id = c.agent_id AND u.email IN (${emails.map((e) => `'${e.replace(/'/g, "''")}'`).join(', ')})
   ORDER BY c.agent_id, c.pay_cycle_start, c.policy_id`;

/** SQL of the day a bonus was awarded (issue #27 §4): its cycle's Tuesday plus 0–6 days, from the agent, the cycle and the type. */
export const awardedOnSql = (agentId: string, cycleStart: string, bonusType: string) =>
  `(${cycleStart} + ${hashSql(agentId, `(${cycleIndex(cycleStart)} * 3 + length(${bonusType}))`, 7)}::int)`;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last day the money seed holds (issue #27 §4): today (UTC) — the seed follows the day the
 * sandbox runs, so the current pay cycle always holds its commissions so far — but never before
 * the seed's fixed anchor's day (`SEED_ANCHOR`, 2026-11-17: the other seeded data's "today").
 * @param now - the clock; default now. @param anchor - default `SEED_ANCHOR`.
 * @returns an ISO date `YYYY-MM-DD`.
 */
export function moneySeedDay(now: Date = new Date(), anchor: Date = SEED_ANCHOR): string {
  return isoDay(Math.max(now.getTime(), anchor.getTime()));
}

/** The Tuesday (ISO date) starting the pay cycle that holds the ISO date `day` (spec §3). */
export function payCycleStartOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const sinceTuesday = (new Date(ms).getUTCDay() + 5) % 7;
  return isoDay(ms - sinceTuesday * DAY_MS);
}

/** Settings key holding the last day (ISO date) the money tables were seeded through (issue #27 §4). */
export const MONEY_THROUGH_SETTING = 'money_seeded_through';

/** SQL of the CTE `chain (writer, upline, generation)`: each agent's uplines that earn overrides on its premiums. */
const CHAIN_CTE = `chain (writer, upline, generation) AS (
       SELECT id, upline_id, 1 FROM users WHERE upline_id IS NOT NULL
       UNION ALL
       SELECT chain.writer, u.upline_id, chain.generation + 1
         FROM chain JOIN users u ON u.id = chain.upline
        WHERE u.upline_id IS NOT NULL AND chain.generation < ${OVERRIDE_RATE_BPS.length}
     )`;

/** What {@link seedMoney} seeds: which cycles, through which day. */
export interface MoneySeedRange {
  /**
   * The first cycle to write (a Tuesday, ISO date): {@link FIRST_PAY_CYCLE} for a fresh seed;
   * a later one when `extendMoney` regenerates the cycles from the last seeded one on (it deleted
   * their rows first). Default {@link FIRST_PAY_CYCLE}.
   */
  from?: string;
}

/**
 * Seeds the money side (issue #9) with set-based SQL only (`generate_series`,
 * `INSERT … SELECT`), so the row count — which follows the policies, i.e.
 * `SEED_SCALE` — costs little:
 * - `pay_cycles`: every Tuesday from {@link FIRST_PAY_CYCLE} to the cycle holding `through`.
 * - PERSONAL commissions: each policy that is not PENDING pays a quarterly premium
 *   (one cycle in {@link PREMIUM_EVERY_CYCLES}, by policy id) from its effective date on; LAPSED and
 *   CANCELLED policies stop 120–720 days after it. Premium $75–$1,500 per policy;
 *   rate by product type ({@link PERSONAL_RATE_BPS}). About 3 % are CHARGED_BACK;
 *   the current cycle (the one holding `through`) is PENDING, older ones PAID. Each row is
 *   earned on one day of its cycle ({@link earnedDaySql}); rows of days after `through` do not
 *   exist yet (issue #27 §4: the current cycle holds its commissions so far, never later ones).
 *   ({@link DEMO_EMAILS}: a demo account's first premium of a cycle falls on its Tuesday.)
 * - OVERRIDE commissions: for each personal row, up to three uplines earn
 *   {@link OVERRIDE_RATE_BPS} of the same premium, with the same status and day,
 *   `source_agent_id` = the writing agent.
 * - bonuses: PRODUCTION (licensed, one cycle in four), RECRUITING (agents with
 *   a downline, one cycle in 17), PERSISTENCY (licensed, one cycle in 13), each awarded on one
 *   day of its cycle ({@link awardedOnSql}), none after `through`; PENDING in the current cycle, else PAID.
 * - commission_totals: count and sum per agent, cycle, kind, status, product type and carrier.
 * - payouts: every agent × every cycle: PAID commissions + PAID bonuses − charge-backs
 *   (the current cycle's SCHEDULED).
 * Rows are inserted in (agent, cycle) order, so one agent's range of cycles lies on
 * few, adjacent heap pages (a report page at 1,000,000 rows reads far fewer pages).
 * Runs inside the seed's transaction, after the search seed (policies). Deterministic: the
 * rows are a function of the users, the policies and `through` only (a cycle's rows do not
 * depend on when it was seeded, except the current cycle's, cut at `through`).
 * @param through - the last day seeded, "today" (an ISO date, any weekday; see {@link moneySeedDay}).
 * @param range - {@link MoneySeedRange}: the first cycle to write.
 */
export async function seedMoney(tx: Queryable, through: string, range: MoneySeedRange = {}): Promise<MoneySeedCounts> {
  const from = range.from ?? FIRST_PAY_CYCLE;
  const current = payCycleStartOf(through);
  const fresh = from === FIRST_PAY_CYCLE;
  // Who gets bonuses and payouts: every agent on a fresh seed; on a top-up the agents the seed
  // paid before (agents added after the seed, e.g. SEED_SCALE's extra ones, stay without money).
  const payees = fresh ? `u.role_id IS DISTINCT FROM ${ROLE_SUPPORT}` : `u.id IN (SELECT agent_id FROM payouts WHERE pay_cycle_start = $1::date - 7)`;
  // A database seeded before migration 130 has no day columns yet: the migration then gives its
  // rows the same days (the same SQL), so the rows end up as a fresh seed's.
  const [columns] = await tx.query<{ dated: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = 'commissions' AND column_name = 'earned_on') AS dated`,
  );
  const dated = columns!.dated;
  const rates = PRODUCT_TYPES.map((t) => `(${t.id}, ${PERSONAL_RATE_BPS[t.title] ?? 3000})`).join(', ');
  const overrides = OVERRIDE_RATE_BPS.map((bps, index) => `(${index + 1}, ${bps})`).join(', ');

  // Bulk load: build the commission indexes once after the rows are in (a sort each) instead
  // of updating them row by row; their definitions are read back from the catalog.
  // (Only for a fresh seed: a top-up writes a few cycles into the indexes as they are.)
  const indexes = fresh
    ? await tx.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'commissions' AND indexname <> 'commissions_pkey'`,
      )
    : [];
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);

  await tx.query(
    `INSERT INTO pay_cycles (start_date)
     SELECT d::date FROM generate_series($1::date, $2::date, interval '7 days') d ON CONFLICT DO NOTHING`,
    [from, current],
  );

  await tx.query(
    `INSERT INTO commissions (agent_id, pay_cycle_start, ${dated ? 'earned_on,' : ''} kind, source_agent_id, client_id, policy_id, policy_no,
                              product_type, carrier, premium_cents, rate_bps, amount_cents, status)
     WITH RECURSIVE ${CHAIN_CTE},
     -- Whose premiums pay each demo account: its own and its downline's (the override generations).
     demo_writers (writer, demo) AS (
       SELECT id, id FROM users WHERE email = ANY($4::text[])
       UNION SELECT chain.writer, chain.upline FROM chain JOIN users d ON d.id = chain.upline AND d.email = ANY($4::text[])
     ),
     pol AS (
       SELECT p.id, p.agent_id, p.client_id, p.policy_no, p.effective_date, pt.title, pr.carrier, r.rate_bps,
              ${quarterlyPremiumSql('p.id')} AS premium_cents,
              CASE WHEN p.status IN ('LAPSED', 'CANCELLED') THEN p.effective_date + (120 + (p.id * 131) % 600)
                   ELSE $2::date END AS last_date
         FROM policies p
         JOIN products pr ON pr.id = p.product_id
         JOIN product_types pt ON pt.id = pr.product_type_id
         JOIN (VALUES ${rates}) r (type_id, rate_bps) ON r.type_id = pt.id
        WHERE p.status <> 'PENDING'
     ),
     premium AS (
       SELECT pol.*, c.start_date
         FROM pol
         JOIN pay_cycles c ON c.start_date >= pol.effective_date AND c.start_date <= pol.last_date AND c.start_date >= $1::date
                          AND ${cycleIndex('c.start_date')} % ${PREMIUM_EVERY_CYCLES} = pol.id % ${PREMIUM_EVERY_CYCLES}
     ),
     demo_first AS (
       SELECT DISTINCT ON (dw.demo, p.start_date) p.id, p.start_date
         FROM premium p JOIN demo_writers dw ON dw.writer = p.agent_id
        ORDER BY dw.demo, p.start_date, p.id
     ),
     dated AS (
       SELECT p.*, ${earnedDaySql('p.id', 'p.start_date', 'EXISTS (SELECT 1 FROM demo_first f WHERE f.id = p.id AND f.start_date = p.start_date)')} AS day
         FROM premium p
     )
     SELECT pol.agent_id, pol.start_date, ${dated ? 'pol.start_date + pol.day,' : ''} 'PERSONAL', NULL, pol.client_id, pol.id,
            pol.policy_no, pol.title, pol.carrier,
            pol.premium_cents, pol.rate_bps, round(pol.premium_cents * pol.rate_bps / 10000.0)::int,
            CASE WHEN ${hashSql('pol.id', cycleIndex('pol.start_date'), 1000)} < 30 THEN 'CHARGED_BACK'
                 WHEN pol.start_date = $3::date THEN 'PENDING' ELSE 'PAID' END
       FROM dated pol
      WHERE pol.start_date + pol.day <= $2::date
      ORDER BY pol.agent_id, pol.start_date, pol.id`,
    [from, through, current, DEMO_EMAILS],
  );

  await tx.query(
    `INSERT INTO commissions (agent_id, pay_cycle_start, ${dated ? 'earned_on,' : ''} kind, source_agent_id, client_id, policy_id, policy_no,
                              product_type, carrier, premium_cents, rate_bps, amount_cents, status)
     WITH RECURSIVE ${CHAIN_CTE}
     SELECT chain.upline, c.pay_cycle_start, ${dated ? 'c.earned_on,' : ''} 'OVERRIDE', c.agent_id, c.client_id, c.policy_id, c.policy_no,
            c.product_type, c.carrier, c.premium_cents, r.rate_bps, round(c.premium_cents * r.rate_bps / 10000.0)::int,
            c.status
       FROM commissions c
       JOIN chain ON chain.writer = c.agent_id
       JOIN (VALUES ${overrides}) r (generation, rate_bps) ON r.generation = chain.generation
      WHERE c.kind = 'PERSONAL' AND c.pay_cycle_start >= $1::date
      ORDER BY chain.upline, c.pay_cycle_start, c.id`,
    [from],
  );

  for (const index of indexes) await tx.exec(index.definition);

  await tx.query(
    `INSERT INTO commission_totals (agent_id, pay_cycle_start, kind, status, product_type, carrier, row_count, amount_cents)
     SELECT agent_id, pay_cycle_start, kind, status, product_type, carrier, count(*), sum(amount_cents)
       FROM commissions WHERE pay_cycle_start >= $1::date GROUP BY agent_id, pay_cycle_start, kind, status, product_type, carrier`,
    [from],
  );

  await tx.query(
    `INSERT INTO bonuses (agent_id, pay_cycle_start, ${dated ? 'awarded_on,' : ''} bonus_type, description, amount_cents, status)
     SELECT u.id, c.start_date, ${dated ? `${awardedOnSql('u.id', 'c.start_date', 'b.bonus_type')},` : ''} b.bonus_type, b.description, b.amount_cents,
            CASE WHEN c.start_date = $3::date THEN 'PENDING' ELSE 'PAID' END
       FROM (SELECT u.id, u.is_licensed, EXISTS (SELECT 1 FROM users d WHERE d.upline_id = u.id) AS leads
               FROM users u WHERE ${payees}) u
      CROSS JOIN (SELECT start_date, ${cycleIndex('start_date')} AS idx FROM pay_cycles WHERE start_date >= $1::date) c
      CROSS JOIN LATERAL (VALUES
        ('PRODUCTION', 'Monthly production bonus',
         CASE WHEN u.is_licensed AND (c.idx + u.id) % 4 = 0 THEN 5000 + ${hashSql('u.id', 'c.idx', 45001)} END),
        ('RECRUITING', 'Recruiting bonus: a new agent joined your team',
         CASE WHEN u.leads AND (u.id * 3 + c.idx) % 17 = 0 THEN 25000 END),
        ('PERSISTENCY', 'Quarterly persistency bonus',
         CASE WHEN u.is_licensed AND c.idx % 13 = 12 THEN 10000 + ${hashSql('u.id', '3', 40001)} END)
      ) b (bonus_type, description, amount_cents)
      WHERE b.amount_cents IS NOT NULL AND ${awardedOnSql('u.id', 'c.start_date', 'b.bonus_type')} <= $2::date
      ORDER BY c.start_date, u.id, b.bonus_type`,
    [from, through, current],
  );

  await tx.query(
    `INSERT INTO payouts (agent_id, pay_cycle_start, commissions_cents, bonuses_cents, charge_backs_cents,
                          amount_cents, status, pay_date)
     SELECT u.id, pc.start_date, coalesce(cm.paid, 0), coalesce(b.paid, 0), coalesce(cm.charged_back, 0),
            coalesce(cm.paid, 0) + coalesce(b.paid, 0) - coalesce(cm.charged_back, 0),
            CASE WHEN pc.start_date = $2::date THEN 'SCHEDULED' ELSE 'PAID' END,
            pc.end_date + 4
       FROM users u
      CROSS JOIN (SELECT * FROM pay_cycles WHERE start_date >= $1::date) pc
       LEFT JOIN (SELECT agent_id, pay_cycle_start,
                         sum(amount_cents) FILTER (WHERE status = 'PAID') AS paid,
                         sum(amount_cents) FILTER (WHERE status = 'CHARGED_BACK') AS charged_back
                    FROM commissions WHERE pay_cycle_start >= $1::date GROUP BY agent_id, pay_cycle_start) cm
              ON cm.agent_id = u.id AND cm.pay_cycle_start = pc.start_date
       LEFT JOIN (SELECT agent_id, pay_cycle_start, sum(amount_cents) FILTER (WHERE status = 'PAID') AS paid
                    FROM bonuses WHERE pay_cycle_start >= $1::date GROUP BY agent_id, pay_cycle_start) b
              ON b.agent_id = u.id AND b.pay_cycle_start = pc.start_date
      WHERE ${payees}`,
    [from, current],
  );
  if (fresh) await tx.exec('ANALYZE pay_cycles; ANALYZE commissions; ANALYZE commission_totals; ANALYZE bonuses; ANALYZE payouts;');
  const [counts] = await tx.query<MoneySeedCounts>(
    `SELECT (SELECT count(*)::int FROM pay_cycles) AS "payCycles", (SELECT count(*)::int FROM commissions) AS commissions,
            (SELECT count(*)::int FROM bonuses) AS bonuses, (SELECT count(*)::int FROM payouts) AS payouts`,
  );
  return counts!;
}
