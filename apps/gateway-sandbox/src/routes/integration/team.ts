import type { GatewayEnvelope, HierarchyAgent, UplineChain, UplineTelemetry } from '@agent-portal/api-client/wire';
import { AGENT_PROBLEMS, AGENT_STATUSES, RANKS, TEAM_SORT_COLUMNS } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { ID_PARAMS } from '../../http/ids.js';
import { readSort } from '../../http/list.js';
import { PAGE_MAX } from '../../http/paging.js';
import { readQuery, type QueryReader } from '../../http/query.js';
import { agentRoute, ownPathId } from '../../policy/policy.js';
import { body, ok } from '../../contract/responses.js';
import { callerOf, readableAgent } from '../../team/access.js';
import { agentRows, toHierarchyAgent } from '../../team/agents.js';
import { downlinePreviewJson, teamPage, uplineChain, uplineTelemetry, type TeamFilters } from '../../team/queries.js';

/** Largest page of the team list. */
export const TEAM_MAX_LIMIT = 100;
/** Largest and default page of the DOWNLINE preview. */
export const PREVIEW_MAX_LIMIT = 1000;
export const PREVIEW_DEFAULT_LIMIT = 500;
/** Longest `search` of the team list. */
export const TEAM_SEARCH_MAX = 100;

const TEAM_PARAMS = ['depth', 'rank', 'licensed', 'status', 'problem', 'joined_from', 'search', 'page', 'limit', 'sort'] as const;

/**
 * The team list's filters (`GET /integration/v2/hierarchy/{code}/team`, spec §7; CONTRACTS "Team"),
 * checked in this order (the first bad one answers 400): `depth` (1 = direct), `rank`, `licensed`
 * (true|false), `status` (ACTIVE|BLOCKED), `problem`, `joined_from` (ISO date, UTC), `search`
 * (1–100 characters: name, code or email, case- and accent-insensitive); `page`, `limit` 1–100
 * (10), `sort` `column:asc|desc` (`name:asc`; ties by name, then code, in the same direction).
 */
export function readTeamFilters(q: QueryReader): TeamFilters {
  const depth = q.int('depth', 1, 1000);
  const rank = q.oneOf('rank', RANKS);
  const licensed = q.oneOf('licensed', ['true', 'false'] as const);
  const status = q.oneOf('status', AGENT_STATUSES);
  const problem = q.oneOf('problem', AGENT_PROBLEMS);
  const joinedFrom = q.date('joined_from');
  const search = q.text('search');
  if (search !== undefined && search.length > TEAM_SEARCH_MAX) {
    throw new HttpError(400, `"search" must be 1 to ${TEAM_SEARCH_MAX} characters; got ${search.length}.`);
  }
  const paging = q.paging(TEAM_MAX_LIMIT);
  const sort = readSort(q, TEAM_SORT_COLUMNS, 'name:asc');
  return {
    depth,
    rank,
    licensed: licensed === undefined ? undefined : licensed === 'true',
    status,
    problem,
    joinedFrom: joinedFrom?.toISOString().slice(0, 10),
    search,
    paging,
    sort,
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
    {
      schema: { response: { 200: ok('HierarchyAgent') } },
      config: {
        policy: agentRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline-or-upline' }),
        openapi: { summary: 'One agent of the hierarchy: self, a downline agent (full record) or an upline (public card).' },
      },
    },
    async (request) => {
    readQuery(request, []);
    const { agent, relation } = await readableAgent(db, request, request.params.code, true);
    const [row] = await agentRows(db, [agent.id]);
    const body: GatewayEnvelope<HierarchyAgent> = { data: toHierarchyAgent(row!, relation) };
    return body;
  });

  app.get<{ Params: { id: number } }>(
    '/users/:id/upline-telemetry',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('UplineTelemetry') } },
      config: { policy: agentRoute(ownPathId), openapi: { summary: "The caller's upline telemetry (own id only)." } },
    },
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
    {
      schema: { response: { 200: body('TeamPage') } },
      config: {
        policy: agentRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline' }),
        openapi: { summary: "A page of the team below an agent (self or downline), filtered and sorted.", query: 'TeamParams' },
      },
    },
    async (request) => {
    const q = readQuery(request, TEAM_PARAMS);
    const { agent } = await readableAgent(db, request, request.params.code, false);
    return teamPage(db, agent, readTeamFilters(q));
  });

  app.get(
    '/hierarchy',
    {
      schema: { response: { 200: { anyOf: [body('DownlinePreviewPage'), ok('UplineChain')] } } },
      config: {
        policy: agentRoute({ kind: 'hierarchy', in: 'query', field: 'code', reach: 'downline-or-upline' }),
        openapi: {
          summary: 'The preview of the hierarchy tree: a page of the downline (preview=DOWNLINE) or the upline chain (preview=UPLINE).',
          query: ['DownlinePreviewParams', 'UplinePreviewParams'],
        },
      },
    },
    async (request, reply) => {
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
    const page = q.int('page', 1, PAGE_MAX) ?? 1;
    const limit = q.int('limit', 1, PREVIEW_MAX_LIMIT) ?? PREVIEW_DEFAULT_LIMIT;
    const { agent } = await readableAgent(db, request, code, false);
    return reply.type('application/json; charset=utf-8').send(await downlinePreviewJson(db, agent, page, limit));
  });
};
