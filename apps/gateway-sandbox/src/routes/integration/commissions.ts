import type {
  Bonus,
  BonusPage,
  Commission,
  CommissionPossibleFilters,
  CommissionReport,
  CommissionTotals,
  Earnings,
  EarningsCycle,
  GatewayEnvelope,
  Payout,
  PayoutPage,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { OVERRIDE_RATE_BPS } from '../../db/seed/commissions.js';
import { CARRIERS, PRODUCT_TYPES } from '../../db/seed/search/catalogue.js';
import { HttpError } from '../../errors.js';
import { requestLanguage } from '../../http/language.js';
import { bonusDescription } from './bonusDescriptions.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { callerFactsOf } from '../../policy/enforce.js';

export const COMMISSION_KINDS = ['PERSONAL', 'OVERRIDE'] as const;
export const COMMISSION_STATUSES = ['PAID', 'PENDING', 'CHARGED_BACK'] as const;
export const BONUS_TYPES = ['PRODUCTION', 'RECRUITING', 'PERSISTENCY'] as const;
export const BONUS_STATUSES = ['PAID', 'PENDING'] as const;
/**
 * Columns `sort` accepts (`column:asc|desc`); ties are broken by id in the same direction.
 * Each has an index `(agent_id, column, id)`, so a page is read in order at 1,000,000 rows;
 * low-cardinality columns (kind, status, product type, carrier) are filters, not sorts.
 */
export const COMMISSION_SORT_COLUMNS = ['pay_cycle_start', 'amount_cents', 'premium_cents', 'policy_no'] as const;
/** Largest page size of every money list. */
export const MONEY_MAX_LIMIT = 100;
/** Longest accepted date range: end_date at most 3 years after start_date. */
export const MAX_RANGE_YEARS = 3;
/** Cycles of the default range (ending with the current cycle). */
export const DEFAULT_RANGE_CYCLES = 52;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type RawQuery = Record<string, string | string[] | undefined>;

/** Validated query values, read from the raw query string (no Ajv coercion: every message is ours). */
export class QueryReader {
  constructor(
    private readonly raw: RawQuery,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key)) {
        throw new HttpError(400, `Unknown query parameter "${key}". Allowed: ${allowed.join(', ')}.`);
      }
    }
  }

  text(name: string): string | undefined {
    const value = this.raw[name];
    if (Array.isArray(value)) throw new HttpError(400, `Give "${name}" once.`);
    if (value === undefined || value === '') return undefined;
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the query (500).
    if (value.includes('\u0000')) throw new HttpError(400, `"${name}" must not contain NUL characters.`);
    return value;
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw new HttpError(400, `"${name}" must be one of ${values.join(', ')}; got "${value.slice(0, 60)}".`);
    }
    return value as T;
  }

  int(name: string, min: number, max: number): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new HttpError(400, `"${name}" must be a whole number from ${min} to ${max}; got "${value.slice(0, 60)}".`);
    }
    return Number(value);
  }

  date(name: string): Date | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const match = ISO_DATE.exec(value);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
      throw new HttpError(400, `"${name}" must be an ISO date (YYYY-MM-DD) between 2000 and 2100; got "${value.slice(0, 60)}".`);
    }
    return date;
  }

  /**
   * `start_date` (a Tuesday: a pay cycle's first day) and `end_date` (a Monday: a
   * cycle's last day), both optional: end defaults to the current cycle's end, start
   * to {@link DEFAULT_RANGE_CYCLES} cycles before it. End must not be before start,
   * and at most {@link MAX_RANGE_YEARS} years after it.
   */
  range(now: Date = new Date()): DateRange {
    const start = this.date('start_date');
    const end = this.date('end_date');
    if (start && start.getUTCDay() !== 2) {
      throw new HttpError(400, `"start_date" must be a Tuesday (the first day of a pay cycle); ${iso(start)} is not.`);
    }
    if (end && end.getUTCDay() !== 1) {
      throw new HttpError(400, `"end_date" must be a Monday (the last day of a pay cycle); ${iso(end)} is not.`);
    }
    const endDate = end ?? (start ? addDays(start, DEFAULT_RANGE_CYCLES * 7 - 1) : currentCycleEnd(now));
    const startDate = start ?? addDays(endDate, -(DEFAULT_RANGE_CYCLES * 7 - 1));
    if (endDate < startDate) throw new HttpError(400, `"end_date" (${iso(endDate)}) is before "start_date" (${iso(startDate)}).`);
    const limit = new Date(Date.UTC(startDate.getUTCFullYear() + MAX_RANGE_YEARS, startDate.getUTCMonth(), startDate.getUTCDate()));
    if (endDate > limit) {
      throw new HttpError(400, `The date range is longer than ${MAX_RANGE_YEARS} years: "end_date" must be on or before ${iso(limit)}.`);
    }
    return { start: iso(startDate), end: iso(endDate), lastCycle: iso(addDays(endDate, -6)) };
  }

  paging(): { page: number; limit: number; offset: number } {
    const page = this.int('page', 1, 100_000) ?? 1;
    const limit = this.int('limit', 1, MONEY_MAX_LIMIT) ?? 10;
    return { page, limit, offset: (page - 1) * limit };
  }
}

/** A validated range of whole pay cycles. */
interface DateRange {
  /** First cycle's start (a Tuesday). */
  start: string;
  /** Last cycle's end (a Monday). */
  end: string;
  /** Last cycle's start: rows are `pay_cycle_start BETWEEN start AND lastCycle`. */
  lastCycle: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The Monday ending the pay cycle (Tuesday … Monday) that holds `now` (UTC). */
export function currentCycleEnd(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceTuesday = (day.getUTCDay() + 5) % 7;
  return addDays(day, 6 - sinceTuesday);
}

const reader = (request: FastifyRequest, allowed: readonly string[]) => new QueryReader(request.query as RawQuery, allowed);
const cents = (value: unknown) => Number(value ?? 0);

/** The agents up to {@link OVERRIDE_RATE_BPS}.length levels below `userId` (their policies pay `userId` overrides). */
const DOWNLINE_SQL = `
  WITH RECURSIVE downline (id, depth) AS (
    SELECT id, 1 FROM users WHERE upline_id = $1
    UNION ALL
    SELECT u.id, d.depth + 1 FROM users u JOIN downline d ON u.upline_id = d.id WHERE d.depth < ${OVERRIDE_RATE_BPS.length}
  )`;

async function isDownline(db: Queryable, userId: number, agentId: number): Promise<boolean> {
  const rows = await db.query(`${DOWNLINE_SQL} SELECT 1 FROM downline WHERE id = $2`, [userId, agentId]);
  return rows.length > 0;
}

const REPORT_PARAMS = [
  'start_date',
  'end_date',
  'kind',
  'product_type',
  'carrier',
  'status',
  'downline_agent_id',
  'client_id',
  'page',
  'limit',
  'sort',
] as const;

/** The filtered report of agent `userId` (always `agent_id = userId`: no parameter reaches another agent's rows). */
export async function commissionReport(
  db: Queryable,
  userId: number,
  q: QueryReader,
  licensed: boolean,
  now = new Date(),
): Promise<CommissionReport> {
  const range = q.range(now);
  const kind = q.oneOf('kind', COMMISSION_KINDS);
  const productType = q.oneOf('product_type', PRODUCT_TYPES.map((t) => t.title));
  const carrier = q.oneOf('carrier', CARRIERS);
  const status = q.oneOf('status', COMMISSION_STATUSES);
  const downline = q.int('downline_agent_id', 1, 2147483647);
  const client = q.int('client_id', 1, 2147483647);
  const { limit, offset } = q.paging();
  const sortText = q.text('sort') ?? 'pay_cycle_start:desc';
  const [column, direction = 'asc'] = sortText.split(':');
  if (!(COMMISSION_SORT_COLUMNS as readonly string[]).includes(column!) || !['asc', 'desc'].includes(direction) || sortText.split(':').length > 2) {
    throw new HttpError(
      400,
      `"sort" must be <column>:asc or <column>:desc with a column of ${COMMISSION_SORT_COLUMNS.join(', ')}; got "${sortText.slice(0, 60)}".`,
    );
  }
  if (downline !== undefined && !(await isDownline(db, userId, downline))) {
    throw new HttpError(400, `"downline_agent_id" ${downline} is not an agent of your downline (see possible-filters).`);
  }

  const params: unknown[] = [userId, range.start, range.lastCycle];
  const where = ['c.agent_id = $1', 'c.pay_cycle_start BETWEEN $2::date AND $3::date'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (kind) add('c.kind = ?', kind);
  if (productType) add('c.product_type = ?', productType);
  if (carrier) add('c.carrier = ?', carrier);
  if (status) add('c.status = ?', status);
  if (downline !== undefined) add('c.source_agent_id = ?', downline);
  if (client !== undefined) add('c.client_id = ?', client);
  const whereSql = where.join(' AND ');

  // Without a downline or client filter every condition is a column of commission_totals
  // (same names), which holds far fewer rows than commissions.
  const summary = downline === undefined && client === undefined;
  const [agg] = await db.query<Record<string, unknown>>(
    `SELECT ${summary ? 'coalesce(sum(row_count), 0)' : 'count(*)'}::int AS count,
            sum(amount_cents) FILTER (WHERE kind = 'PERSONAL' AND status <> 'CHARGED_BACK')::int8 AS personal,
            sum(amount_cents) FILTER (WHERE kind = 'OVERRIDE' AND status <> 'CHARGED_BACK')::int8 AS override,
            sum(amount_cents) FILTER (WHERE status = 'CHARGED_BACK')::int8 AS charge_backs,
            sum(amount_cents) FILTER (WHERE status = 'PENDING')::int8 AS pending
       FROM ${summary ? 'commission_totals' : 'commissions'} c WHERE ${whereSql}`,
    params,
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
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  const data =
    offset >= count
      ? []
      : await db.query<Commission>(
          `SELECT c.id, to_char(c.pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start,
                  to_char(c.pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end, c.kind, c.source_agent_id,
                  CASE WHEN s.id IS NULL THEN NULL ELSE s.first_name || ' ' || s.last_name END AS source_agent_name,
                  c.client_id, coalesce(cl.first_name || ' ' || cl.last_name, '') AS client_name, c.policy_no,
                  c.product_type, c.carrier, c.premium_cents, c.rate_bps, c.amount_cents, c.status
             FROM (SELECT * FROM commissions c WHERE ${whereSql}
                    ORDER BY c.${column} ${dir}, c.id ${dir} LIMIT ${limit} OFFSET ${offset}) c
             LEFT JOIN users s ON s.id = c.source_agent_id
             LEFT JOIN clients cl ON cl.id = c.client_id AND ${clientsVisibleSql(licensed)}
            ORDER BY c.${column} ${dir}, c.id ${dir}`,
          params,
        );
  return { data, count, totals };
}

/**
 * SQL condition, added to a `LEFT JOIN clients` of commission rows, that leaves the client's name
 * out (empty) for an unlicensed caller: clients are licensed contractors' data (spec §6, issue #26),
 * while the commission row itself (policy number, premium, amount) is the agent's own earnings.
 */
export function clientsVisibleSql(licensed: boolean): string {
  return licensed ? 'TRUE' : 'FALSE';
}

/** Days of a pay cycle (spec §9): the largest `through_day`. */
export const CYCLE_DAYS = 7;

/**
 * Per-cycle sums of agent `$1` for cycles `$2 … $3` (starts), oldest first; every cycle listed.
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
 * Earnings of agent `userId` per cycle of the range, their sum, and the year to date of the end
 * date's year. `through_day` (1–7, issue #27 §4) cuts every cycle of the range (and so the sum) at
 * its first `through_day` days, for a like-for-like comparison of a cycle in progress; the year to
 * date stays whole cycles.
 */
export async function earnings(db: Queryable, userId: number, q: QueryReader, now = new Date()): Promise<Earnings> {
  const range = q.range(now);
  const throughDay = q.int('through_day', 1, CYCLE_DAYS) ?? CYCLE_DAYS;
  const cycles = await earningsCycles(db, userId, range.start, range.lastCycle, throughDay);
  const wholeCycles = throughDay < CYCLE_DAYS ? await earningsCycles(db, userId, range.start, range.lastCycle) : cycles;
  const year = Number(range.end.slice(0, 4));
  // The first Tuesday of the year: cycles that START in it belong to it.
  const jan1 = new Date(Date.UTC(year, 0, 1));
  const firstTuesday = iso(addDays(jan1, (2 - jan1.getUTCDay() + 7) % 7));
  // Year to date: the range's cycles of that year, plus (when the range starts later) the earlier ones.
  const ytdCycles = wholeCycles.filter((cycle) => cycle.start_date >= firstTuesday);
  if (firstTuesday < range.start) {
    ytdCycles.push(...(await earningsCycles(db, userId, firstTuesday, iso(addDays(new Date(`${range.start}T00:00:00Z`), -7)))));
  }
  return { cycles, total: sumCycles(cycles), year_to_date: { year, ...sumCycles(ytdCycles) } };
}

/**
 * integration v1 money routes (issue #9; spec §7 `commissions/*`, `bonus`): every
 * answer holds the caller's own rows only (`agent_id` = the token's user; no
 * parameter names another agent). Unknown parameters, unknown enum values,
 * malformed or misaligned dates (start a Tuesday, end a Monday), end before
 * start, a range over 3 years, `limit` over 100 and unknown sort columns → 400.
 * `GET /payment` stays the card payments of recurring invoices; payouts are
 * `GET /payment/payouts`.
 */
export const commissionsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/commissions/report', { config: { policy: agentRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    return commissionReport(db, auth.user_id, reader(request, REPORT_PARAMS), callerFactsOf(request).is_licensed);
  });

  app.get('/commissions/report/possible-filters', { config: { policy: agentRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    reader(request, []);
    const agents = await db.query<{ id: number; name: string }>(
      `${DOWNLINE_SQL} SELECT u.id, u.first_name || ' ' || u.last_name AS name
         FROM downline d JOIN users u ON u.id = d.id ORDER BY u.last_name, u.first_name, u.id`,
      [auth.user_id],
    );
    const writers = [auth.user_id, ...agents.map((a) => a.id)];
    // Clients are licensed contractors' data (spec §6): an unlicensed caller gets none (issue #26).
    const clients = callerFactsOf(request).is_licensed
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
    const data: CommissionPossibleFilters = {
      kinds: [...COMMISSION_KINDS],
      product_types: [...new Set(products.map((p) => p.product_type))].sort(),
      carriers: [...new Set(products.map((p) => p.carrier))].sort(),
      statuses: [...COMMISSION_STATUSES],
      downline_agents: agents,
      clients,
    };
    const body: GatewayEnvelope<CommissionPossibleFilters> = { data };
    return body;
  });

  app.get('/commissions/earnings', { config: { policy: agentRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const body: GatewayEnvelope<Earnings> = { data: await earnings(db, auth.user_id, reader(request, ['start_date', 'end_date', 'through_day'])) };
    return body;
  });

  app.get('/bonus', { config: { policy: agentRoute(scoped) } }, async (request, reply) => {
    const auth = requireAuth(request);
    const q = reader(request, ['start_date', 'end_date', 'type', 'status', 'page', 'limit']);
    const range = q.range();
    const type = q.oneOf('type', BONUS_TYPES);
    const status = q.oneOf('status', BONUS_STATUSES);
    const { limit, offset } = q.paging();
    const params: unknown[] = [auth.user_id, range.start, range.lastCycle, type ?? null, status ?? null];
    const where = `agent_id = $1 AND pay_cycle_start BETWEEN $2::date AND $3::date
                   AND ($4::text IS NULL OR bonus_type = $4) AND ($5::text IS NULL OR status = $5)`;
    const [agg] = await db.query<{ count: number; total: unknown }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::int8 AS total FROM bonuses WHERE ${where}`,
      params,
    );
    const data = await db.query<Bonus>(
      `SELECT id, to_char(pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start,
              to_char(pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end, bonus_type, description, amount_cents, status
         FROM bonuses WHERE ${where}
        ORDER BY pay_cycle_start DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const language = requestLanguage(request);
    const worded = data.map((bonus) => ({ ...bonus, description: bonusDescription(bonus.description, language) }));
    void reply.header('vary', 'Accept-Language');
    const body: BonusPage = { data: worded, count: agg!.count, total_cents: cents(agg!.total) };
    return body;
  });

  app.get('/payment/payouts', { config: { policy: agentRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const q = reader(request, ['start_date', 'end_date', 'page', 'limit']);
    const hasRange = q.text('start_date') !== undefined || q.text('end_date') !== undefined;
    const range = hasRange ? q.range() : { start: '2000-01-04', lastCycle: '2100-12-28' };
    const { limit, offset } = q.paging();
    const params = [auth.user_id, range.start, range.lastCycle];
    const where = 'agent_id = $1 AND pay_cycle_start BETWEEN $2::date AND $3::date';
    const [agg] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM payouts WHERE ${where}`, params);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT to_char(pay_cycle_start, 'YYYY-MM-DD') AS pay_cycle_start, to_char(pay_cycle_start + 6, 'YYYY-MM-DD') AS pay_cycle_end,
              commissions_cents, bonuses_cents, charge_backs_cents, amount_cents, status,
              to_char(pay_date, 'YYYY-MM-DD') AS pay_date
         FROM payouts WHERE ${where}
        ORDER BY pay_cycle_start DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
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
    const body: PayoutPage = { data, count: agg!.count };
    return body;
  });
};
