import type { HierarchyAgent, HierarchyNode, TeamMember } from '@agent-portal/api-client/wire';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { MY_CODE, selfAgent } from './promotionFixtures.js';

export { MY_CODE } from './promotionFixtures.js';
export { chainEntry, leaves, teamMember, treeNode } from './treeFixtures.js';

const V1 = `${TEST_ORIGIN}/integration/v1`;
const V2 = `${TEST_ORIGIN}/integration/v2`;

/** What {@link serveTree} answers. */
export interface TreeWorld {
  /** Children of each code (the root is {@link MY_CODE}). */
  children: Record<string, HierarchyNode[]>;
  /** The server's page size (default: the request's `limit`). */
  pageSize?: number;
  /** Upline chains by code (first = the code). */
  chains?: Record<string, HierarchyAgent[]>;
  /** The team list the search reads (matched on name or code). */
  team?: TeamMember[];
}

/**
 * The hierarchy endpoints of the tree page: the profile (agent 7), `GET /v1/hierarchy/{code}`
 * (agent 7 with as many direct agents as `children[MY_CODE]`), the DOWNLINE preview (paged by
 * `pageSize`), the UPLINE preview and the team list's search.
 * @returns the DOWNLINE queries and the team searches, in order.
 */
export function serveTree(world: TreeWorld) {
  const downline: URLSearchParams[] = [];
  const searches: URLSearchParams[] = [];
  serveProfile(testProfile(true));
  server.use(
    http.get(`${V1}/hierarchy/:code`, () => HttpResponse.json({ data: selfAgent(world.children[MY_CODE]?.length ?? 0) })),
    http.get(`${V2}/hierarchy/:code/team`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params);
      const term = (params.get('search') ?? '').toLowerCase();
      const rows = (world.team ?? []).filter((m) => `${m.first_name} ${m.last_name} ${m.code}`.toLowerCase().includes(term));
      return HttpResponse.json({ data: rows.slice(0, Number(params.get('limit') ?? 10)), count: rows.length });
    }),
    http.get(`${V2}/hierarchy`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const code = params.get('code') ?? '';
      if (params.get('preview') === 'UPLINE') return HttpResponse.json({ data: world.chains?.[code] ?? [] });
      downline.push(params);
      const all = world.children[code] ?? [];
      const page = Number(params.get('page') ?? 1);
      const size = world.pageSize ?? Number(params.get('limit') ?? 500);
      return HttpResponse.json({ data: all.slice((page - 1) * size, page * size), count: all.length });
    }),
  );
  return { downline, searches, asked: () => downline.map((p) => `${p.get('code')}#${p.get('page')}`) };
}

