import type { Queryable } from '../db.js';
import { PRODUCT_TYPES } from './search/catalogue.js';

/** First pay cycle of the seed: the first Tuesday of 2023 (spec §9: pay-cycle years run from 2023). */
export const FIRST_PAY_CYCLE = '2023-01-03';

/**
 * Personal commission rate per product type, in basis points of the premium
 * (1 bp = 0.01 %; 4000 = 40 %). Fictional, but in the usual order of magnitude.
 */
export const PERSONAL_RATE_BPS: Readonly<Record<string, number>> = {
  'Term Life': 4000,
  'Whole Life': 5000,
  'Universal Life': 4500,
  'Indexed Universal Life': 5500,
  'Final Expense': 6000,
  'Medicare Supplement': 2000,
  'Medicare Advantage': 2500,
  Annuity: 600,
  'Critical Illness': 3500,
  Accident: 3000,
};

/**
 * Override rates, in basis points of the premium, by generation above the
 * writing agent: the direct upline earns 10 %, the next 5 %, the third 2.5 %.
 * Nobody further up earns an override.
 */
export const OVERRIDE_RATE_BPS: readonly number[] = [1000, 500, 250];

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
 * Seeds the money side (issue #9) with set-based SQL only (`generate_series`,
 * `INSERT … SELECT`), so the row count — which follows the policies, i.e.
 * `SEED_SCALE` — costs little:
 * - `pay_cycles`: every Tuesday from {@link FIRST_PAY_CYCLE} to the anchor's cycle.
 * - PERSONAL commissions: each policy that is not PENDING pays a quarterly premium
 *   (one cycle in {@link PREMIUM_EVERY_CYCLES}, by policy id) from its effective date on; LAPSED and
 *   CANCELLED policies stop 120–720 days after it. Premium $75–$1,500 per policy;
 *   rate by product type ({@link PERSONAL_RATE_BPS}). About 3 % are CHARGED_BACK;
 *   the anchor's (current) cycle is PENDING, older ones PAID.
 * - OVERRIDE commissions: for each personal row, up to three uplines earn
 *   {@link OVERRIDE_RATE_BPS} of the same premium, with the same status,
 *   `source_agent_id` = the writing agent.
 * - bonuses: PRODUCTION (licensed, one cycle in four), RECRUITING (agents with
 *   a downline, one cycle in 17), PERSISTENCY (licensed, one cycle in 13);
 *   PENDING in the current cycle, else PAID.
 * - commission_totals: count and sum per agent, cycle, kind, status, product type and carrier.
 * - payouts: every agent × every cycle: PAID commissions + PAID bonuses − charge-backs.
 * Rows are inserted in (agent, cycle) order, so one agent's range of cycles lies on
 * few, adjacent heap pages (a report page at 1,000,000 rows reads far fewer pages).
 * Runs inside the seed's transaction, after the search seed (policies).
 * @param anchor - the seed's "today" (a Tuesday: the current pay cycle's start).
 */
export async function seedMoney(tx: Queryable, anchor: Date): Promise<MoneySeedCounts> {
  const today = anchor.toISOString().slice(0, 10);
  const rates = PRODUCT_TYPES.map((t) => `(${t.id}, ${PERSONAL_RATE_BPS[t.title] ?? 3000})`).join(', ');
  const overrides = OVERRIDE_RATE_BPS.map((bps, index) => `(${index + 1}, ${bps})`).join(', ');

  // Bulk load: build the commission indexes once after the rows are in (a sort each) instead
  // of updating them row by row; their definitions are read back from the catalog.
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'commissions' AND indexname <> 'commissions_pkey'`,
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);

  await tx.query(
    `INSERT INTO pay_cycles (start_date)
     SELECT d::date FROM generate_series(date '${FIRST_PAY_CYCLE}', $1::date, interval '7 days') d`,
    [today],
  );

  await tx.query(
    `INSERT INTO commissions (agent_id, pay_cycle_start, kind, source_agent_id, client_id, policy_id, policy_no,
                              product_type, carrier, premium_cents, rate_bps, amount_cents, status)
     WITH pol AS (
       SELECT p.id, p.agent_id, p.client_id, p.policy_no, p.effective_date, pt.title, pr.carrier, r.rate_bps,
              ${quarterlyPremiumSql('p.id')} AS premium_cents,
              CASE WHEN p.status IN ('LAPSED', 'CANCELLED') THEN p.effective_date + (120 + (p.id * 131) % 600)
                   ELSE $1::date END AS last_date
         FROM policies p
         JOIN products pr ON pr.id = p.product_id
         JOIN product_types pt ON pt.id = pr.product_type_id
         JOIN (VALUES ${rates}) r (type_id, rate_bps) ON r.type_id = pt.id
        WHERE p.status <> 'PENDING'
     )
     SELECT pol.agent_id, c.start_date, 'PERSONAL', NULL, pol.client_id, pol.id, pol.policy_no, pol.title, pol.carrier,
            pol.premium_cents, pol.rate_bps, round(pol.premium_cents * pol.rate_bps / 10000.0)::int,
            CASE WHEN ${hashSql('pol.id', cycleIndex('c.start_date'), 1000)} < 30 THEN 'CHARGED_BACK'
                 WHEN c.start_date = $1::date THEN 'PENDING' ELSE 'PAID' END
       FROM pol
       JOIN pay_cycles c ON c.start_date >= pol.effective_date AND c.start_date <= pol.last_date
                        AND ${cycleIndex('c.start_date')} % ${PREMIUM_EVERY_CYCLES} = pol.id % ${PREMIUM_EVERY_CYCLES}
      ORDER BY pol.agent_id, c.start_date, pol.id`,
    [today],
  );

  await tx.query(
    `INSERT INTO commissions (agent_id, pay_cycle_start, kind, source_agent_id, client_id, policy_id, policy_no,
                              product_type, carrier, premium_cents, rate_bps, amount_cents, status)
     WITH RECURSIVE chain (writer, upline, generation) AS (
       SELECT id, upline_id, 1 FROM users WHERE upline_id IS NOT NULL
       UNION ALL
       SELECT chain.writer, u.upline_id, chain.generation + 1
         FROM chain JOIN users u ON u.id = chain.upline
        WHERE u.upline_id IS NOT NULL AND chain.generation < ${OVERRIDE_RATE_BPS.length}
     )
     SELECT chain.upline, c.pay_cycle_start, 'OVERRIDE', c.agent_id, c.client_id, c.policy_id, c.policy_no,
            c.product_type, c.carrier, c.premium_cents, r.rate_bps, round(c.premium_cents * r.rate_bps / 10000.0)::int,
            c.status
       FROM commissions c
       JOIN chain ON chain.writer = c.agent_id
       JOIN (VALUES ${overrides}) r (generation, rate_bps) ON r.generation = chain.generation
      WHERE c.kind = 'PERSONAL'
      ORDER BY chain.upline, c.pay_cycle_start, c.id`,
  );

  for (const index of indexes) await tx.exec(index.definition);

  await tx.query(
    `INSERT INTO commission_totals (agent_id, pay_cycle_start, kind, status, product_type, carrier, row_count, amount_cents)
     SELECT agent_id, pay_cycle_start, kind, status, product_type, carrier, count(*), sum(amount_cents)
       FROM commissions GROUP BY agent_id, pay_cycle_start, kind, status, product_type, carrier`,
  );

  await tx.query(
    `INSERT INTO bonuses (agent_id, pay_cycle_start, bonus_type, description, amount_cents, status)
     SELECT u.id, c.start_date, b.bonus_type, b.description, b.amount_cents,
            CASE WHEN c.start_date = $1::date THEN 'PENDING' ELSE 'PAID' END
       FROM (SELECT u.id, u.is_licensed, EXISTS (SELECT 1 FROM users d WHERE d.upline_id = u.id) AS leads
               FROM users u) u
      CROSS JOIN (SELECT start_date, ${cycleIndex('start_date')} AS idx FROM pay_cycles) c
      CROSS JOIN LATERAL (VALUES
        ('PRODUCTION', 'Monthly production bonus',
         CASE WHEN u.is_licensed AND (c.idx + u.id) % 4 = 0 THEN 5000 + ${hashSql('u.id', 'c.idx', 45001)} END),
        ('RECRUITING', 'Recruiting bonus: a new agent joined your team',
         CASE WHEN u.leads AND (u.id * 3 + c.idx) % 17 = 0 THEN 25000 END),
        ('PERSISTENCY', 'Quarterly persistency bonus',
         CASE WHEN u.is_licensed AND c.idx % 13 = 12 THEN 10000 + ${hashSql('u.id', '3', 40001)} END)
      ) b (bonus_type, description, amount_cents)
      WHERE b.amount_cents IS NOT NULL
      ORDER BY c.start_date, u.id, b.bonus_type`,
    [today],
  );

  await tx.query(
    `INSERT INTO payouts (agent_id, pay_cycle_start, commissions_cents, bonuses_cents, charge_backs_cents,
                          amount_cents, status, pay_date)
     SELECT u.id, pc.start_date, coalesce(cm.paid, 0), coalesce(b.paid, 0), coalesce(cm.charged_back, 0),
            coalesce(cm.paid, 0) + coalesce(b.paid, 0) - coalesce(cm.charged_back, 0),
            CASE WHEN pc.start_date = $1::date THEN 'SCHEDULED' ELSE 'PAID' END,
            pc.end_date + 4
       FROM users u
      CROSS JOIN pay_cycles pc
       LEFT JOIN (SELECT agent_id, pay_cycle_start,
                         sum(amount_cents) FILTER (WHERE status = 'PAID') AS paid,
                         sum(amount_cents) FILTER (WHERE status = 'CHARGED_BACK') AS charged_back
                    FROM commissions GROUP BY agent_id, pay_cycle_start) cm
              ON cm.agent_id = u.id AND cm.pay_cycle_start = pc.start_date
       LEFT JOIN (SELECT agent_id, pay_cycle_start, sum(amount_cents) FILTER (WHERE status = 'PAID') AS paid
                    FROM bonuses GROUP BY agent_id, pay_cycle_start) b
              ON b.agent_id = u.id AND b.pay_cycle_start = pc.start_date`,
    [today],
  );
  await tx.exec('ANALYZE pay_cycles; ANALYZE commissions; ANALYZE commission_totals; ANALYZE bonuses; ANALYZE payouts;');
  const [counts] = await tx.query<MoneySeedCounts>(
    `SELECT (SELECT count(*)::int FROM pay_cycles) AS "payCycles", (SELECT count(*)::int FROM commissions) AS commissions,
            (SELECT count(*)::int FROM bonuses) AS bonuses, (SELECT count(*)::int FROM payouts) AS payouts`,
  );
  return counts!;
}
