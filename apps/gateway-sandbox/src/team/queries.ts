import type {
  AgentProblem,
  AgentStatus,
  RankCode,
  TeamMember,
  TeamPage,
  TeamSortColumn,
  TelemetryLevel,
  UplineChain,
  UplineTelemetry,
} from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { cycleStartOf, DAY_MS } from '../http/dates.js';
import { escapeLike } from '../http/list.js';
import type { Paging } from '../http/paging.js';
import { queryRows, sql, type Sql } from '../http/sql.js';
import {
  AGENT_SELECT,
  PROBLEM_CTES,
  PROBLEM_SQL,
  RANK_ORDER_SQL,
  agentRows,
  agentWireColumnsSql,
  downlineRange,
  foldedSql,
  pathIds,
  relationOf,
  toDownlineAgent,
  toHierarchyAgent,
  type AgentRow,
  type TreeAgent,
} from './agents.js';

/**
 * The team side's SQL and row mapping (issue #10; spec §7; docs/CONTRACTS.md "Team"): the team
 * list, the DOWNLINE and UPLINE previews and the upline telemetry. The routes
 * (`routes/integration/team.ts`) parse the input, check who may read what and call these.
 */

/**
 * The team list's orders; ties by name, then code, in the same direction, so that each order is
 * one index read forwards or backwards (migration 110: `users_team_*_idx`).
 */
const ORDER_BY: Record<TeamSortColumn, (dir: string) => string> = {
  name: (dir) => `u.first_name ${dir}, u.last_name ${dir}, u.code ${dir}`,
  code: (dir) => `u.code ${dir}`,
  depth: (dir) => `u.level ${dir}, u.first_name ${dir}, u.last_name ${dir}, u.code ${dir}`,
  rank: (dir) => `${RANK_ORDER_SQL('u')} ${dir}, u.first_name ${dir}, u.last_name ${dir}, u.code ${dir}`,
  joined_at: (dir) => `u.created_at ${dir}, u.code ${dir}`,
  total_downline_count: (dir) => `u.total_downline_count ${dir}, u.first_name ${dir}, u.last_name ${dir}, u.code ${dir}`,
};

/** The validated filters of the team list (all optional but the page and the sort). */
export interface TeamFilters {
  /** 1 = direct downline. */
  depth?: number;
  rank?: RankCode;
  licensed?: boolean;
  status?: AgentStatus;
  problem?: AgentProblem;
  /** ISO date (UTC). */
  joinedFrom?: string;
  /** Name, code or email, folded like `users.search_folded`. */
  search?: string;
  paging: Paging;
  sort: { column: TeamSortColumn; desc: boolean };
}

/**
 * One page of the whole downline below `root` (root excluded), filtered and sorted, with the
 * filtered count (`GET /integration/v2/hierarchy/{code}/team`).
 * Cost: the page is read in list order from the sort's covering index (migration 110), which
 * stops after offset + limit rows of the downline (or, for a small downline or a rare filter, a
 * range scan of `users.tree_path` and a top-N sort: the planner's choice); the filtered count is
 * a second query, run only when filtered (else the root's stored `total_downline_count`); problem
 * filters use hashed sets ({@link PROBLEM_CTES}), the page's rows get their problems per row.
 */
export async function teamPage(db: Queryable, root: TreeAgent, filters: TeamFilters): Promise<TeamPage> {
  const { depth, rank, licensed, status, problem, joinedFrom, search } = filters;
  const { limit, offset } = filters.paging;
  const { lower, upper } = downlineRange(root);
  const conditions: Sql[] = [sql`u.tree_path > ${lower}`, sql`u.tree_path < ${upper}`];
  if (depth !== undefined) conditions.push(sql`u.level = ${root.level + depth}`);
  if (rank) conditions.push(sql`u.rank = ${rank}`);
  if (licensed !== undefined) conditions.push(sql`u.is_licensed = ${licensed}`);
  if (status === 'BLOCKED') conditions.push(sql.raw(PROBLEM_SQL.BLOCKED));
  if (status === 'ACTIVE') conditions.push(sql.raw(`NOT (${PROBLEM_SQL.BLOCKED})`));
  if (problem) conditions.push(sql.raw(PROBLEM_SQL[problem]));
  if (joinedFrom) conditions.push(sql`u.created_at >= (${joinedFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (search !== undefined) conditions.push(sql`u.search_folded LIKE '%' || ${foldedSql(escapeLike(search))} || '%'`);
  const where = sql.join(conditions, ' AND ');
  const order = sql.raw(ORDER_BY[filters.sort.column](filters.sort.desc ? 'DESC' : 'ASC'));
  // The problem sets are built only when a filter reads them; the page's rows get theirs per row.
  const sets = status || (problem && problem !== 'LICENSE_PENDING') ? PROBLEM_CTES : null;
  // Unfiltered, the count is the root's stored downline count: no count over the whole downline.
  const filtered = conditions.length > 2;
  const pageSql = (countColumn: Sql | null) =>
    sql`WITH ${sql.raw(sets ? `${sets},` : '')}
     page AS (SELECT u.id${countColumn ? sql`, ${countColumn} AS full_count` : sql.raw('')} FROM users u WHERE ${where} ORDER BY ${order} LIMIT ${sql.raw(String(limit))} OFFSET ${sql.raw(String(offset))})
     SELECT ${sql.raw(AGENT_SELECT)}${sql.raw(countColumn ? ', page.full_count' : '')}
       FROM page JOIN users u ON u.id = page.id LEFT JOIN users up ON up.id = u.upline_id
      ORDER BY ${order}`;
  // "Has a problem" (documents) and ACTIVE (not blocked) hold for most of a downline: alone, they
  // are counted as the downline less the few agents of the opposite set (docs_ok, blocked).
  const opposite = conditions.length === 3 ? (problem === 'DOCUMENTS' ? 'docs_ok' : status === 'ACTIVE' ? 'blocked' : null) : null;
  const oppositeCount = opposite
    ? sql`(SELECT ${sql.raw(String(root.total_downline_count))} - count(*) FROM ${sql.raw(opposite)} s JOIN users o ON o.id = s.user_id
         WHERE o.tree_path > ${lower} AND o.tree_path < ${upper})::int`
    : null;
  const countSql = oppositeCount
    ? sql`WITH ${sql.raw(PROBLEM_CTES)} SELECT ${oppositeCount} AS n`
    : sql`${sql.raw(sets ? `WITH ${sets}` : '')} SELECT count(*)::int AS n FROM users u WHERE ${where}`;
  // The count read by the page's own query, where that builds a problem set once instead of twice:
  // - a rare filter (a handful of blocked agents): counted as a window over the few rows found,
  //   where reading in list order would pass the whole downline;
  // - a common filter counted by its opposite set (DOCUMENTS, ACTIVE alone): the set, a CTE read
  //   twice, is materialised once (PGlite, problem=DOCUMENTS: two builds cost ~2.5 ms of ~10).
  const inPageCount = sets && (status === 'BLOCKED' || problem === 'BLOCKED') ? sql.raw('count(*) OVER ()::int') : oppositeCount;
  let rows: (AgentRow & { full_count?: number })[];
  let count = root.total_downline_count;
  if (inPageCount) {
    rows = await queryRows(db, pageSql(inPageCount));
    // A page past the end has no row to carry the count: counted on its own then.
    count = rows[0]?.full_count ?? (offset > 0 ? (await queryRows<{ n: number }>(db, countSql))[0]!.n : 0);
  } else {
    // A window count would read the whole filtered set before the page's first row: the page (in
    // index order, stopping early) and, when filtered, the count are two queries, run together.
    const [page, counted] = await Promise.all([queryRows<AgentRow>(db, pageSql(null)), filtered ? queryRows<{ n: number }>(db, countSql) : null]);
    rows = page;
    if (counted) count = counted[0]!.n;
  }
  const data: TeamMember[] = rows.map((row) => ({ ...toDownlineAgent(row), depth: row.level - root.level }));
  return { data, count };
}

/**
 * The DOWNLINE preview of `node`: its direct children ordered by first name, last name, code,
 * each with `has_children` and counts; `count` = all direct children.
 * @returns the JSON text of the answer (`{"data": HierarchyNode[], "count"}`), built by the
 *   database: up to 1,000 nodes are one value to hand over (see {@link agentWireColumnsSql}). The
 *   page's ids are chosen first, so the per-row problems are computed for its rows only, never for
 *   the children the offset skips; `OFFSET 0` keeps the rows' problem subqueries from being
 *   inlined into each column that reads them (one evaluation per row).
 */
export async function downlinePreviewJson(db: Queryable, node: TreeAgent, page: number, limit: number): Promise<string> {
  const [row] = await db.query<{ data: string }>(
    `SELECT coalesce(json_agg(y ORDER BY y.first_name, y.last_name, y.code), '[]')::text AS data
       FROM (SELECT ${agentWireColumnsSql('x.direct_downline_count > 0 AS has_children')}
               FROM (SELECT ${AGENT_SELECT}
                       FROM (SELECT u.id FROM users u WHERE u.upline_id = $1 ORDER BY u.first_name, u.last_name, u.code
                              LIMIT ${limit} OFFSET ${(page - 1) * limit}) page
                       JOIN users u ON u.id = page.id LEFT JOIN users up ON up.id = u.upline_id OFFSET 0) x) y`,
    [node.id],
  );
  return `{"data":${row!.data},"count":${node.direct_downline_count}}`;
}

/**
 * The UPLINE preview: the chain from `target` (first) to the top (last), each entry related to
 * `caller` (entries above the caller are public cards).
 */
export async function uplineChain(db: Queryable, caller: TreeAgent, target: TreeAgent): Promise<UplineChain> {
  const ids = pathIds(target).reverse();
  const byId = new Map((await agentRows(db, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return toHierarchyAgent(row, relationOf(caller, row)!);
  });
}

/**
 * The upline telemetry of `me` (own id only; CONTRACTS "Team"): headcounts of the whole downline
 * by depth, licensed/unlicensed, recruits who joined in the current pay cycle (the one holding
 * `now`, UTC), team production (premium cents of PERSONAL, not CHARGED_BACK commissions) of the
 * current cycle so far, of the previous cycle's same days (like for like, issue #27 §4) and of the
 * whole previous cycle, and how many agents below have each problem.
 */
export async function uplineTelemetry(db: Queryable, me: TreeAgent, now: Date = new Date()): Promise<UplineTelemetry> {
  const start = cycleStartOf(now);
  const previous = new Date(Date.parse(`${start}T00:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  // Days of the current cycle so far, today (UTC) included: 1 (Tuesday) … 7 (Monday).
  const today = now.toISOString().slice(0, 10);
  const daysElapsed = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  const { lower, upper } = downlineRange(me);
  const levels = await db.query<{ depth: number; count: number; licensed: number }>(
    `SELECT u.level - $3 AS depth, count(*)::int AS count, (count(*) FILTER (WHERE u.is_licensed))::int AS licensed
       FROM users u WHERE u.tree_path > $1 AND u.tree_path < $2 GROUP BY u.level ORDER BY u.level`,
    [lower, upper, me.level],
  );
  const [counts] = await db.query<Record<string, number>>(
    `WITH ${PROBLEM_CTES}
     SELECT (count(*) FILTER (WHERE u.created_at >= ($3::date)::timestamp AT TIME ZONE 'UTC'
                                AND u.created_at < ($3::date + 7)::timestamp AT TIME ZONE 'UTC'))::int AS recruits,
            (count(*) FILTER (WHERE ${PROBLEM_SQL.BLOCKED}))::int AS blocked,
            (count(*) FILTER (WHERE ${PROBLEM_SQL.DOCUMENTS}))::int AS documents,
            (count(*) FILTER (WHERE ${PROBLEM_SQL.LICENSE_PENDING}))::int AS license_pending
       FROM users u WHERE u.tree_path > $1 AND u.tree_path < $2`,
    [lower, upper, start],
  );
  // Each cycle's total and its first `daysElapsed` days (a commission counts on its earned_on).
  const production = await db.query<{ cycle: string; cents: unknown; so_far: unknown }>(
    `SELECT to_char(c.pay_cycle_start, 'YYYY-MM-DD') AS cycle, sum(c.premium_cents)::int8 AS cents,
            (sum(c.premium_cents) FILTER (WHERE c.earned_on < c.pay_cycle_start + $5::int))::int8 AS so_far
       FROM users u JOIN commissions c ON c.agent_id = u.id
      WHERE u.tree_path > $1 AND u.tree_path < $2 AND c.kind = 'PERSONAL' AND c.status <> 'CHARGED_BACK'
        AND c.pay_cycle_start IN ($3::date, $4::date)
      GROUP BY c.pay_cycle_start`,
    [lower, upper, start, previous, daysElapsed],
  );
  const cents = (cycle: string, soFar = false) => {
    const row = production.find((p) => p.cycle === cycle);
    return Number((soFar ? row?.so_far : row?.cents) ?? 0);
  };
  const byDepth: TelemetryLevel[] = levels.map((l) => ({ depth: l.depth, count: l.count, licensed: l.licensed }));
  const total = byDepth.reduce((sum, l) => sum + l.count, 0);
  const licensed = byDepth.reduce((sum, l) => sum + l.licensed, 0);
  const problems: Record<AgentProblem, number> = {
    BLOCKED: counts!.blocked!,
    DOCUMENTS: counts!.documents!,
    LICENSE_PENDING: counts!.license_pending!,
  };
  return {
    pay_cycle_start: start,
    pay_cycle_end: end,
    direct_count: byDepth.find((l) => l.depth === 1)?.count ?? 0,
    total_count: total,
    licensed_count: licensed,
    unlicensed_count: total - licensed,
    by_depth: byDepth,
    new_recruits_this_cycle: counts!.recruits!,
    production_this_cycle_cents: cents(start, true),
    production_previous_cycle_cents: cents(previous),
    cycle_days_elapsed: daysElapsed,
    production_previous_cycle_same_days_cents: cents(previous, true),
    problems,
  };
}
