import type { DecidePromotionRequest, PromotionRequest, PromotionValidation } from '@agent-portal/api-client/wire';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { pazRequest, person, selfAgent, validation } from './promotionFixtures.js';

export { eligibleValidation, MY_CODE, pazRequest, person, requirements, selfAgent, validation } from './promotionFixtures.js';

/** Base URL of the integration v1 endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

/** What {@link servePromotion} serves; each may be changed during the test (the handlers read it live). */
export interface PromotionWorld {
  validation: PromotionValidation;
  mine: PromotionRequest[];
  toDecide: PromotionRequest[];
  direct: number;
  /** Answer of the next `POST /promotion/generate`: a status and body, default 201 with a new request. */
  generate: { status: number; body: unknown } | null;
  /** Answer of the next `POST /promotion/approve`, default 200 (the request is decided and leaves `toDecide`). */
  approve: { status: number; body: unknown } | null;
}

/**
 * The promotion endpoints over a live {@link PromotionWorld}: validate, list (MINE, TO_DECIDE,
 * status filter), generate and approve, plus the profile (licensed agent 7) and `GET /hierarchy/{code}`.
 * @returns the world and the bodies of every POST, in order.
 */
export function servePromotion(initial: Partial<PromotionWorld> = {}) {
  const world: PromotionWorld = { validation: validation(), mine: [], toDecide: [], direct: 2, generate: null, approve: null, ...initial };
  const generated: unknown[] = [];
  const decided: DecidePromotionRequest[] = [];
  const listQueries: URLSearchParams[] = [];
  serveProfile(testProfile(true));
  server.use(
    http.get(`${V1}/hierarchy/:code`, () => HttpResponse.json({ data: selfAgent(world.direct) })),
    http.get(`${V1}/promotion/validate/:code`, () => HttpResponse.json({ data: world.validation })),
    http.get(`${V1}/promotion`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listQueries.push(params);
      const all = params.get('scope') === 'TO_DECIDE' ? world.toDecide : world.mine;
      const status = params.get('status');
      const rows = status ? all.filter((r) => r.status === status) : all;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json({ data: rows.slice((page - 1) * limit, page * limit), count: rows.length });
    }),
    http.post(`${V1}/promotion/generate`, async ({ request }) => {
      generated.push(await request.json());
      if (world.generate) return HttpResponse.json(world.generate.body as object, { status: world.generate.status });
      const created = pazRequest({ id: 90, requester: person(7, 'Ava', 'Martinez'), from_rank: world.validation.current_rank, to_rank: world.validation.next_rank ?? 'MARKETING_DIRECTOR' });
      world.mine = [created, ...world.mine];
      world.validation = { ...world.validation, eligible: false, pending_request_id: created.id };
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.post(`${V1}/promotion/approve`, async ({ request }) => {
      const body = (await request.json()) as DecidePromotionRequest;
      decided.push(body);
      if (world.approve) return HttpResponse.json(world.approve.body as object, { status: world.approve.status });
      const found = world.toDecide.find((r) => r.id === body.request_id)!;
      world.toDecide = world.toDecide.filter((r) => r.id !== body.request_id);
      return HttpResponse.json({ data: { ...found, status: body.decision, decided_at: '2026-11-20T09:00:00.000Z', note: body.note ?? null } });
    }),
  );
  return { world, generated, decided, listQueries };
}
