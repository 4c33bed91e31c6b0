import type {
  Bonus,
  BonusPage,
  BonusStatus,
  BonusType,
  Commission,
  CommissionKind,
  CommissionPossibleFilters,
  CommissionReport,
  CommissionSortColumn,
  CommissionStatus,
  CommissionTotals,
  Earnings,
  EarningsCycle,
  Payout,
  PayoutPage,
} from '@agent-portal/api-client/wire';
import { COMMISSION_KINDS, COMMISSION_STATUSES } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { addDays, CYCLE_DAYS, isoDay } from '../http/dates.js';
import type { Paging } from '../http/paging.js';
import type { DateRange } from '../http/query.js';
import { queryRows, sql, type Sql } from '../http/sql.js';
import { OVERRIDE_RATE_BPS } from './rates.js';

/**
 * The money's SQL and row mapping (issue #9; spec §7 `commissions/*`, `bonus`, `payment/payouts`;
 * spec §9): every function reads agent `userId`'s own rows only (`agent_id = userId`); the routes
 * (`routes/integration/commissions.ts`) parse and check the input and call them.
 */

const cents = (value: unknown) => Number(value ?? 0);

/** The agents up to {@link OVERRIDE_RATE_BPS}.length levels below `$1` (their policies pay `$1` overrides). */
const DOWNLINE_SQL = `
  WITH RECURSIVE downline (id, depth) AS (
    SELECT id, 1 FROM users WHERE upline_id = $1
    UNION ALL
    SELECT u.id, d.depth + 1 FROM users u JOIN downline d ON u.upline_id = d.id WHERE d.depth < ${OVERRIDE_RATE_BPS.length}
  )`;

/** True when `agentId` is in the override downline of `userId` ({@link OVERRIDE_RATE_BPS}.length levels). */
export async function isDownline(db: Queryable, userId: number, agentId: number): Promise<boolean> {
  const rows = await db.query(`${DOWNLINE_SQL} SELECT 1 FROM downline WHERE id = $2`, [userId, agentId]);
  return rows.length > 0;
}

/**
 * SQL condition, added to a `LEFT JOIN clients` of commission rows, that leaves the client's name
 * out (empty) for an unlicensed caller: clients are licensed contractors' data (spec §6, issue #26),
 * while the commission row itself (policy number, premium, amount) is the agent's own earnings.
 */
export function clientsVisibleSql(licensed: boolean): string {
  return licensed ? 'TRUE' : 'FALSE';
}

/** The validated filters of `GET /commissions/report` (each optional but the range and page). */
export interface ReportFilters {
  range: DateRange;
  kind?: CommissionKind;
  productType?: string;
  carrier?: string;
  status?: CommissionStatus;
  /** A writer of the caller's downline (checked with {@link isDownline} first). */
  downlineAgentId?: number;
  clientId?: number;
  paging: Paging;
  sort: { column: CommissionSortColumn; desc: boolean };
}

/**
 * The filtered report of agent `userId`: one page of commission rows, the filtered count and the
 * totals (personal, override, charge-backs, pending, net; cents). Without a downline or client
 * filter the count and totals are read from `commission_totals` (same column names, far fewer rows).
 * @param licensed - the caller's licence: the clients' names are empty without it ({@link clientsVisibleSql}).
 */
export async function commissionReport(db: Queryable, userId: number, filters: ReportFilters, licensed: boolean): Promise<CommissionReport> {
  const { range, paging } = filters;
  const where: Sql[] = [sql`c.agent_id = ${userId}`, sql`c.pay_cycle_start BETWEEN ${range.start}::date AND ${range.lastCycle}::date`];
  if (filters.kind) where.push(sql`c.kind = ${filters.kind}`);
  if (filters.productType) where.push(sql`c.product_type = ${filters.productType}`);
  if (filters.carrier) where.push(sql`c.carrier = ${filters.carrier}`);
  if (filters.status) where.push(sql`c.status = ${filters.status}`);
  if (filters.downlineAgentId !== undefined) where.push(sql`c.source_agent_id = ${filters.downlineAgentId}`);
  if (filters.clientId !== undefined) where.push(sql`c.client_id = ${filters.clientId}`);
  const whereSql = sql.join(where, ' AND ');

  const summary = filters.downlineAgentId === undefined && filters.clientId === undefined;
  const [agg] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${sql.raw(summary ? 'coalesce(sum(row_count), 0)' : 'count(*)')}::int AS count,
            sum(amount_cents) FILTER (WHERE kind = 'PERSONAL' AND status <> 'CHARGED_BACK')::int8 AS personal,
            sum(amount_cents) FILTER (WHERE kind = 'OVERRIDE' AND status <> 'CHARGED_BACK')::int8 AS override,
            sum(amount_cents) FILTER (WHERE status = 'CHARGED_BACK')::int8 AS charge_backs,
            sum(amount_cents) FILTER (WHERE status = 'PENDING')::int8 AS pending
       FROM ${sql.raw(summary ? 'commission_totals' : 'commissions')} c WHERE ${whereSql}`,
  );
  const personal = cents(agg!.personal);
  const override = cents(agg!.override);
  const chargeBacks = cents(agg!.charge_backs);
  const totals: CommissionTotals = {
    personal_cents: personal,
    override_cents: override,
    charge_backs_cents: chargeBacks,
    pending_cents: cents(agg!.pending),
    net_cents: personal + override - chargeBacks,
  };
  const count = Number(agg!.count);
  const order = sql.raw(`c.${filters.sort.column} ${filters.sort.desc ? 'DESC' : 'ASC'}, c.id ${filters.sort.desc ? 'DESC' : 'ASC'}`);
  const data =
    paging.offset >= count
      ? []
      : await queryRows<Commission>(
          db,
          sql`SELECT c.id, to_char(c.pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start,
                  to_char(c.pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end, c.kind, c.source_agent_id,
                  CASE WHEN s.id IS NULL THEN NULL ELSE s.first_name || ' ' || s.last_name END AS source_agent_name,
                  c.client_id, coalesce(cl.first_name || ' ' || cl.last_name, '') AS client_name, c.policy_no,
                  c.product_type, c.carrier, c.premium_cents, c.rate_bps, c.amount_cents, c.status
             FROM (SELECT * FROM commissions c WHERE ${whereSql}
                    ORDER BY ${order} LIMIT ${sql.raw(String(paging.limit))} OFFSET ${sql.raw(String(paging.offset))}) c
             LEFT JOIN users s ON s.id = c.source_agent_id
             LEFT JOIN clients cl ON cl.id = c.client_id AND ${sql.raw(clientsVisibleSql(licensed))}
            ORDER BY ${order}`,
        );
  return { data, count, totals };
}

/**
 * What the report's filters may hold for agent `userId`: the kinds and statuses, the product types
 * and carriers of the policies they and their override downline wrote, the downline agents, and
 * (licensed only, spec §6, issue #26) their clients.
 */
export async function possibleFilters(db: Queryable, userId: number, licensed: boolean): Promise<CommissionPossibleFilters> {
  const agents = await db.query<{ id: number; name: string }>(
    `${DOWNLINE_SQL} SELECT u.id, u.first_name || ' ' || u.last_name AS name
       FROM downline d JOIN users u ON u.id = d.id ORDER BY u.last_name, u.first_name, u.id`,
    [userId],
  );
  const writers = [userId, ...agents.map((a) => a.id)];
  const clients = licensed
    ? await db.query<{ id: number; name: string }>(
        `SELECT id, first_name || ' ' || last_name AS name FROM clients WHERE agent_id = ANY($1::int[])
          ORDER BY last_name, first_name, id`,
        [writers],
      )
    : [];
  const products = await db.query<{ product_type: string; carrier: string }>(
    `SELECT DISTINCT pt.title AS product_type, pr.carrier
       FROM policies p JOIN products pr ON pr.id = p.product_id JOIN product_types pt ON pt.id = pr.product_type_id
      WHERE p.agent_id = ANY($1::int[])`,
    [writers],
  );
  return {
    kinds: [...COMMISSION_KINDS],
    product_types: [...new Set(products.map((p) => p.product_type))].sort(),
    carriers: [...new Set(products.map((p) => p.carrier))].sort(),
    statuses: [...COMMISSION_STATUSES],
    downline_agents: agents,
    clients,
  };
}

/**
 * Per-cycle sums of agent `userId` for the cycles starting `from … lastCycle`, oldest first; every cycle listed.
 * @param throughDay - 1–7: count only each cycle's first `throughDay` days (a commission by its
 *   `earned_on`, a bonus by its `awarded_on`; issue #27 §4); default 7, the whole cycles (read from
 *   `commission_totals`, the cut from the commission rows: one agent's few cycles).
 */
export async function earningsCycles(db: Queryable, userId: number, from: string, lastCycle: string, throughDay = CYCLE_DAYS): Promise<EarningsCycle[]> {
  const whole = throughDay >= CYCLE_DAYS;
  const rows = await db.query<Record<string, unknown>>(
    `WITH cm AS (
       SELECT pay_cycle_start,
              sum(amount_cents) FILTER (WHERE kind = 'PERSONAL' AND status <> 'CHARGED_BACK') AS personal,
              sum(amount_cents) FILTER (WHERE kind = 'OVERRIDE' AND status <> 'CHARGED_BACK') AS override,
              sum(amount_cents) FILTER (WHERE status = 'CHARGED_BACK') AS charge_backs
         FROM ${whole ? 'commission_totals' : 'commissions'} WHERE agent_id = $1 AND pay_cycle_start BETWEEN $2::date AND $3::date
              ${whole ? '' : 'AND earned_on < pay_cycle_start + $4::int'}
        GROUP BY pay_cycle_start
     ), b AS (
       SELECT pay_cycle_start, sum(amount_cents) AS bonuses
         FROM bonuses WHERE agent_id = $1 AND pay_cycle_start BETWEEN $2::date AND $3::date
              ${whole ? '' : 'AND awarded_on < pay_cycle_start + $4::int'}
        GROUP BY pay_cycle_start
     )
     SELECT to_char(g::date, 'YYYY-MM-DD') AS start_date, to_char(g::date + 6, 'YYYY-MM-DD') AS end_date,
            coalesce(cm.personal, 0)::int8 AS personal, coalesce(cm.override, 0)::int8 AS override,
            coalesce(b.bonuses, 0)::int8 AS bonuses, coalesce(cm.charge_backs, 0)::int8 AS charge_backs
       FROM generate_series($2::date, $3::date, interval '7 days') g
       LEFT JOIN cm ON cm.pay_cycle_start = g::date
       LEFT JOIN b ON b.pay_cycle_start = g::date
      ORDER BY g`,
    whole ? [userId, from, lastCycle] : [userId, from, lastCycle, throughDay],
  );
  return rows.map((row) => {
    const cycle = {
      start_date: String(row.start_date),
      end_date: String(row.end_date),
      commissions_cents: cents(row.personal),
      overrides_cents: cents(row.override),
      bonuses_cents: cents(row.bonuses),
      charge_backs_cents: cents(row.charge_backs),
      net_cents: 0,
    };
    cycle.net_cents = cycle.commissions_cents + cycle.overrides_cents + cycle.bonuses_cents - cycle.charge_backs_cents;
    return cycle;
  });
}

function sumCycles(cycles: readonly EarningsCycle[]): Earnings['total'] {
  const total = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 };
  for (const c of cycles) {
    total.commissions_cents += c.commissions_cents;
    total.overrides_cents += c.overrides_cents;
    total.bonuses_cents += c.bonuses_cents;
    total.charge_backs_cents += c.charge_backs_cents;
    total.net_cents += c.net_cents;
  }
  return total;
}

/**
 * Earnings of agent `userId` per cycle of `range`, their sum, and the year to date of the end
 * date's year. `throughDay` (1–7, issue #27 §4) cuts every cycle of the range (and so the sum) at
 * its first `throughDay` days, for a like-for-like comparison of a cycle in progress; the year to
 * date stays whole cycles.
 */
export async function earnings(db: Queryable, userId: number, range: DateRange, throughDay: number = CYCLE_DAYS): Promise<Earnings> {
  const cycles = await earningsCycles(db, userId, range.start, range.lastCycle, throughDay);
  const wholeCycles = throughDay < CYCLE_DAYS ? await earningsCycles(db, userId, range.start, range.lastCycle) : cycles;
  const year = Number(range.end.slice(0, 4));
  // The first Tuesday of the year: cycles that START in it belong to it.
  const jan1 = new Date(Date.UTC(year, 0, 1));
  const firstTuesday = isoDay(addDays(jan1, (2 - jan1.getUTCDay() + 7) % 7));
  // Year to date: the range's cycles of that year, plus (when the range starts later) the earlier ones.
  const ytdCycles = wholeCycles.filter((cycle) => cycle.start_date >= firstTuesday);
  if (firstTuesday < range.start) {
    ytdCycles.push(...(await earningsCycles(db, userId, firstTuesday, isoDay(addDays(new Date(`${range.start}T00:00:00Z`), -7)))));
  }
  return { cycles, total: sumCycles(cycles), year_to_date: { year, ...sumCycles(ytdCycles) } };
}

/** Pay cycles `start … lastCycle` (starts) of agent `userId`, as a condition on `agent_id` and `pay_cycle_start`. */
const cyclesOf = (userId: number, range: Pick<DateRange, 'start' | 'lastCycle'>) =>
  sql`agent_id = ${userId} AND pay_cycle_start BETWEEN ${range.start}::date AND ${range.lastCycle}::date`;

/**
 * One page of agent `userId`'s bonuses of `range`, newest cycle first, with the filtered count and
 * total; descriptions as stored (English; the route words them in the caller's language).
 */
export async function bonusPage(
  db: Queryable,
  userId: number,
  range: DateRange,
  filters: { type?: BonusType; status?: BonusStatus },
  paging: Paging,
): Promise<BonusPage> {
  const where = [cyclesOf(userId, range)];
  if (filters.type) where.push(sql`bonus_type = ${filters.type}`);
  if (filters.status) where.push(sql`status = ${filters.status}`);
  const whereSql = sql.join(where, ' AND ');
  const [agg] = await queryRows<{ count: number; total: unknown }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::int8 AS total FROM bonuses WHERE ${whereSql}`,
  );
  const data = await queryRows<Bonus>(
    db,
    sql`SELECT id, to_char(pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start,
              to_char(pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end, bonus_type, description, amount_cents, status
         FROM bonuses WHERE ${whereSql}
        ORDER BY pay_cycle_start DESC, id DESC LIMIT ${sql.raw(String(paging.limit))} OFFSET ${sql.raw(String(paging.offset))}`,
  );
  return { data, count: agg!.count, total_cents: cents(agg!.total) };
}

/** One page of agent `userId`'s payouts of the cycles `start … lastCycle`, newest first, with their count. */
export async function payoutPage(
  db: Queryable,
  userId: number,
  range: Pick<DateRange, 'start' | 'lastCycle'>,
  paging: Paging,
): Promise<PayoutPage> {
  const where = cyclesOf(userId, range);
  const [agg] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM payouts WHERE ${where}`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT to_char(pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start, to_char(pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end,
              commissions_cents, bonuses_cents, charge_backs_cents, amount_cents, status,
              to_char(pay_date, 'YYYY-MM-DD') AS pay_date
         FROM payouts WHERE ${where}
        ORDER BY pay_cycle_start DESC LIMIT ${sql.raw(String(paging.limit))} OFFSET ${sql.raw(String(paging.offset))}`,
  );
  const data: Payout[] = rows.map((row) => ({
    pay_cycle_start: String(row.pay_cycle_start),
    pay_cycle_end: String(row.pay_cycle_end),
    commissions_cents: cents(row.commissions_cents),
    bonuses_cents: cents(row.bonuses_cents),
    charge_backs_cents: cents(row.charge_backs_cents),
    amount_cents: cents(row.amount_cents),
    status: row.status as Payout['status'],
    pay_date: String(row.pay_date),
  }));
  return { data, count: agg!.count };
}
