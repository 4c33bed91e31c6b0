import type { TeamMember, UplineChain, UplineTelemetry } from '@agent-portal/api-client/wire';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { chainOf, downlinePreview, hierarchyAgentOf, makeTeam, myChain, sampleTelemetry } from './myTeamFixtures.js';

export {
  MY_CODE,
  codeOf,
  makeMember,
  makeTeam,
  hierarchyAgentOf,
  me,
  uplineCard,
  myChain,
  chainOf,
  downlinePreview,
  sampleTelemetry,
  emptyTelemetry,
} from './myTeamFixtures.js';

/** Base URLs of the integration endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;
export const V2 = `${TEST_ORIGIN}/integration/v2`;

const forbidden = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, { status: 403 });

/** Options of {@link serveMyTeam}. */
export interface ServeMyTeamOptions {
  /** The signed-in agent's downline (the team list pages and filters it). Default 24 members. */
  team?: TeamMember[];
  /** The telemetry, or `'forbidden'` for a 403. */
  telemetry?: UplineTelemetry | 'forbidden';
  /** The signed-in agent's chain (UPLINE preview of AG-000007), or `'forbidden'`. */
  chain?: UplineChain | 'forbidden';
  /** Answer the team list with a 403. */
  teamForbidden?: boolean;
  /** How many direct children the DOWNLINE preview reports for any agent. Default 14. */
  children?: number;
}

/**
 * The gateway of the team pages for agent 7 (AG-000007): the profile, the telemetry, the
 * team list (filters depth, licensed, status, problem, joined_from, search applied; paged by
 * `page`/`limit`; every query recorded), `GET /v1/hierarchy/{code}` of a member (else 403),
 * and the UPLINE/DOWNLINE previews.
 */
export function serveMyTeam({ team = makeTeam(24), telemetry = sampleTelemetry, chain = myChain, teamForbidden = false, children = 14 }: ServeMyTeamOptions = {}) {
  serveProfile(testProfile());
  const queries: URLSearchParams[] = [];
  const byCode = new Map(team.map((m) => [m.code, m]));
  server.use(
    http.get(`${V1}/users/:id/upline-telemetry`, ({ params }) =>
      params.id !== '7' || telemetry === 'forbidden' ? forbidden() : HttpResponse.json({ data: telemetry }),
    ),
    http.get(`${V2}/hierarchy/:code/team`, ({ request, params: path }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (teamForbidden || path.code !== 'AG-000007') return forbidden();
      const search = params.get('search')?.toLowerCase();
      const rows = team.filter(
        (m) =>
          (!params.get('depth') || m.depth === Number(params.get('depth'))) &&
          (!params.get('licensed') || String(m.is_licensed) === params.get('licensed')) &&
          (!params.get('status') || m.status === params.get('status')) &&
          (!params.get('rank') || m.rank === params.get('rank')) &&
          (!params.get('problem') || m.problems.includes(params.get('problem') as TeamMember['problems'][number])) &&
          (!params.get('joined_from') || m.joined_at >= params.get('joined_from')!) &&
          (!search || `${m.first_name} ${m.last_name} ${m.code} ${m.email}`.toLowerCase().includes(search)),
      );
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json({ data: rows.slice((page - 1) * limit, page * limit), count: rows.length });
    }),
    http.get(`${V1}/hierarchy/:code`, ({ params }) => {
      const member = byCode.get(String(params.code));
      return member ? HttpResponse.json({ data: hierarchyAgentOf(member) }) : forbidden();
    }),
    http.get(`${V2}/hierarchy`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const code = params.get('code')!;
      if (params.get('preview') === 'UPLINE') {
        if (code === 'AG-000007') return chain === 'forbidden' ? forbidden() : HttpResponse.json({ data: chain });
        const member = byCode.get(code);
        return member ? HttpResponse.json({ data: chainOf(member) }) : forbidden();
      }
      return HttpResponse.json(downlinePreview(children, Math.min(children, Number(params.get('limit') ?? 500))));
    }),
  );
  return { queries, last: () => queries.at(-1)! };
}
