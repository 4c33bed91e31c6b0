import type {
  AgentProblem,
  AgentStatus,
  GatewayEnvelope,
  HierarchyAgent,
  TeamMember,
  TeamPage,
  TeamSortColumn,
  TelemetryLevel,
  UplineChain,
  UplineTelemetry,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import {
  AGENT_PROBLEMS,
  AGENT_SELECT,
  PROBLEM_CTES,
  PROBLEM_SQL,
  RANK_ORDER_SQL,
  agentWireColumnsSql,
  agentRows,
  downlineRange,
  foldSql,
  pathIds,
  relationOf,
  toDownlineAgent,
  toHierarchyAgent,
  type AgentRow,
  type TreeAgent,
} from '../../team/agents.js';
import { RANKS } from '../../team/ladder.js';
import { callerOf, readableAgent } from '../../team/access.js';
import { agentRoute, ownPathId } from '../../policy/policy.js';
import { cycleStartOf, DAY_MS } from '../../http/dates.js';
import { escapeLike } from '../../http/list.js';
import { readQuery, type QueryReader } from '../../http/query.js';
import { ID_PARAMS } from '../../http/ids.js';

/** Sortable columns of the team list (`column:asc|desc`, default `name:asc`). */
export const TEAM_SORT_COLUMNS: readonly TeamSortColumn[] = ['name', 'code', 'depth', 'rank', 'joined_at', 'total_downline_count'];
/** Largest page of the team list. */
export const TEAM_MAX_LIMIT = 100;
/** Largest and default page of the DOWNLINE preview. */
export const PREVIEW_MAX_LIMIT = 1000;
export const PREVIEW_DEFAULT_LIMIT = 500;
/** Longest `search` of the team list. */
export const TEAM_SEARCH_MAX = 100;

const STATUSES: readonly AgentStatus[] = ['ACTIVE', 'BLOCKED'];


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

const TEAM_PARAMS = ['depth', 'rank', 'licensed', 'status', 'problem', 'joined_from', 'search', 'page', 'limit', 'sort'] as const;

/**
 * `GET /integration/v2/hierarchy/{code}/team` (spec §7; CONTRACTS "Team"): one page of the whole
 * downline below `root` (root excluded), filtered and sorted, with the filtered count.
 * Filters: `depth` (1 = direct), `rank`, `licensed` (true|false), `status` (ACTIVE|BLOCKED),
 * `problem`, `joined_from` (ISO date, UTC), `search` (1–100 characters: name, code or email,
 * case- and accent-insensitive); `page`, `limit` 1–100 (10), `sort` `column:asc|desc` (`name:asc`;
 * ties by name, then code, in the same direction). Unknown parameters or values → 400 (HttpError).
 * Cost: the page is read in list order from the sort's covering index (migration 110), which
 * stops after offset + limit rows of the downline (or, for a small downline or a rare filter, a
 * range scan of `users.tree_path` and a top-N sort: the planner's choice); the filtered count is
 * a second query, run only when filtered (else the root's stored `total_downline_count`); problem
 * filters use hashed sets ({@link PROBLEM_CTES}), the page's rows get their problems per row.
 */
export async function teamPage(db: Queryable, root: TreeAgent, q: QueryReader): Promise<TeamPage> {
  const depth = q.int('depth', 1, 1000);
  const rank = q.oneOf('rank', RANKS);
  const licensed = q.oneOf('licensed', ['true', 'false'] as const);
  const status = q.oneOf('status', STATUSES);
  const problem = q.oneOf('problem', AGENT_PROBLEMS);
  const joinedFrom = q.date('joined_from');
  const search = q.text('search');
  if (search !== undefined && search.length > TEAM_SEARCH_MAX) {
    throw new HttpError(400, `"search" must be 1 to ${TEAM_SEARCH_MAX} characters; got ${search.length}.`);
  }
  const { limit, offset } = q.paging();
  const sortText = q.text('sort') ?? 'name:asc';
  const parts = sortText.split(':');
  const [column, direction] = parts as [TeamSortColumn, string | undefined];
  if (parts.length !== 2 || !TEAM_SORT_COLUMNS.includes(column) || !['asc', 'desc'].includes(direction!)) {
    throw new HttpError(
      400,
      `"sort" must be <column>:asc or <column>:desc with a column of ${TEAM_SORT_COLUMNS.join(', ')}; got "${sortText.slice(0, 60)}".`,
    );
  }
  const { lower, upper } = downlineRange(root);
  const params: unknown[] = [lower, upper];
  const where = ['u.tree_path > $1', 'u.tree_path < $2'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (depth !== undefined) add('u.level = ?', root.level + depth);
  if (rank) add('u.rank = ?', rank);
  if (licensed) add('u.is_licensed = ?', licensed === 'true');
  if (status === 'BLOCKED') where.push(PROBLEM_SQL.BLOCKED);
  if (status === 'ACTIVE') where.push(`NOT (${PROBLEM_SQL.BLOCKED})`);
  if (problem) where.push(PROBLEM_SQL[problem]);
  if (joinedFrom) add(`u.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, joinedFrom.toISOString().slice(0, 10));
  if (search !== undefined) add(`u.search_folded LIKE '%' || ${foldSql('?')} || '%'`, escapeLike(search));
  const order = ORDER_BY[column](direction === 'desc' ? 'DESC' : 'ASC');
  // The problem sets are built only when a filter reads them; the page's rows get theirs per row.
  const sets = status || (problem && problem !== 'LICENSE_PENDING') ? PROBLEM_CTES : null;
  // Unfiltered, the count is the root's stored downline count: no count over the whole downline.
  const filtered = where.length > 2;
  const pageSql = (countColumn: string) =>
    `WITH ${sets ? `${sets},` : ''}
     page AS (SELECT u.id${countColumn} FROM users u WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
     SELECT ${AGENT_SELECT}${countColumn ? ', page.full_count' : ''}
       FROM page JOIN users u ON u.id = page.id LEFT JOIN users up ON up.id = u.upline_id
      ORDER BY ${order}`;
  // "Has a problem" (documents) and ACTIVE (not blocked) hold for most of a downline: alone, they
  // are counted as the downline less the few agents of the opposite set (docs_ok, blocked).
  const opposite = where.length === 3 ? (problem === 'DOCUMENTS' ? 'docs_ok' : status === 'ACTIVE' ? 'blocked' : null) : null;
  const oppositeCount = opposite
    ? `(SELECT ${root.total_downline_count} - count(*) FROM ${opposite} s JOIN users o ON o.id = s.user_id
         WHERE o.tree_path > $1 AND o.tree_path < $2)::int`
    : null;
  const countSql = oppositeCount
    ? `WITH ${PROBLEM_CTES} SELECT ${oppositeCount} AS n`
    : `${sets ? `WITH ${sets}` : ''} SELECT count(*)::int AS n FROM users u WHERE ${where.join(' AND ')}`;
  // The count read by the page's own query, where that builds a problem set once instead of twice:
  // - a rare filter (a handful of blocked agents): counted as a window over the few rows found,
  //   where reading in list order would pass the whole downline;
  // - a common filter counted by its opposite set (DOCUMENTS, ACTIVE alone): the set, a CTE read
  //   twice, is materialised once (PGlite, problem=DOCUMENTS: two builds cost ~2.5 ms of ~10).
  const inPageCount = sets && (status === 'BLOCKED' || problem === 'BLOCKED') ? 'count(*) OVER ()::int' : oppositeCount;
  let rows: (AgentRow & { full_count?: number })[];
  let count = root.total_downline_count;
  if (inPageCount) {
    rows = await db.query(pageSql(`, ${inPageCount} AS full_count`), params);
    // A page past the end has no row to carry the count: counted on its own then.
    count = rows[0]?.full_count ?? (offset > 0 ? (await db.query<{ n: number }>(countSql, params))[0]!.n : 0);
  } else {
    // A window count would read the whole filtered set before the page's first row: the page (in
    // index order, stopping early) and, when filtered, the count are two queries, run together.
    const [page, counted] = await Promise.all([db.query<AgentRow>(pageSql(''), params), filtered ? db.query<{ n: number }>(countSql, params) : null]);
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

/**
 * integration v1 team routes (issue #10; spec §7; docs/CONTRACTS.md "Team"):
 * - `GET /hierarchy/{code}` → `{data: HierarchyAgent}`: self, a downline agent (full record) or
 *   an upline (public card: phone, status, joined_at, problems null); else 403;
 * - `GET /users/{id}/upline-telemetry` → `{data: UplineTelemetry}`; own id only (403).
 * Unknown query parameters → 400.
 */
export const teamV1Routes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { code: string } }>(
    '/hierarchy/:code',
    { config: { policy: agentRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline-or-upline' }) } },
    async (request) => {
    readQuery(request, []);
    const { agent, relation } = await readableAgent(db, request, request.params.code, true);
    const [row] = await agentRows(db, [agent.id]);
    const body: GatewayEnvelope<HierarchyAgent> = { data: toHierarchyAgent(row!, relation) };
    return body;
  });

  app.get<{ Params: { id: number } }>(
    '/users/:id/upline-telemetry',
    { schema: { params: ID_PARAMS }, config: { policy: agentRoute(ownPathId) } },
    async (request) => {
    const caller = await callerOf(db, request);
    readQuery(request, []);
    const body: GatewayEnvelope<UplineTelemetry> = { data: await uplineTelemetry(db, caller) };
    return body;
  });
};

/**
 * integration v2 team routes (issue #10; docs/CONTRACTS.md "Team"):
 * - `GET /hierarchy/{code}/team` → {@link TeamPage} ({@link teamPage}); own downline only: self
 *   or a downline agent's code, else 403 (an upline's code too);
 * - `GET /hierarchy?code&preview=DOWNLINE&page&limit` → `DownlinePreviewPage` (self or
 *   downline; `limit` 1–1000, default 500); `preview=UPLINE` → `{data: UplineChain}` (self,
 *   downline or upline). Missing `code`, another `preview` → 400; others' codes → 403.
 */
export const teamV2Routes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { code: string } }>(
    '/hierarchy/:code/team',
    { config: { policy: agentRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline' }) } },
    async (request) => {
    const q = readQuery(request, TEAM_PARAMS);
    const { agent } = await readableAgent(db, request, request.params.code, false);
    return teamPage(db, agent, q);
  });

  app.get('/hierarchy', { config: { policy: agentRoute({ kind: 'hierarchy', in: 'query', field: 'code', reach: 'downline-or-upline' }) } }, async (request, reply) => {
    requireAuth(request);
    const q = readQuery(request, ['code', 'preview', 'page', 'limit']);
    const preview = q.oneOf('preview', ['DOWNLINE', 'UPLINE'] as const);
    const code = q.text('code');
    if (!preview) throw new HttpError(400, '"preview" is required: DOWNLINE or UPLINE.');
    if (!code) throw new HttpError(400, '"code" is required: the hierarchy code of the agent to preview.');
    if (preview === 'UPLINE') {
      if (q.text('page') !== undefined || q.text('limit') !== undefined) {
        throw new HttpError(400, 'preview=UPLINE takes no "page" or "limit": the whole chain is returned.');
      }
      const { caller, agent } = await readableAgent(db, request, code, true);
      const body: GatewayEnvelope<UplineChain> = { data: await uplineChain(db, caller, agent) };
      return body;
    }
    const page = q.int('page', 1, 100_000) ?? 1;
    const limit = q.int('limit', 1, PREVIEW_MAX_LIMIT) ?? PREVIEW_DEFAULT_LIMIT;
    const { agent } = await readableAgent(db, request, code, false);
    return reply.type('application/json; charset=utf-8').send(await downlinePreviewJson(db, agent, page, limit));
  });
};
