import type {
  DecidePromotionRequest,
  HierarchyAgent,
  PromotionPerson,
  PromotionRequest,
  PromotionRequirement,
  PromotionValidation,
} from '@agent-portal/api-client';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';

/** Base URL of the integration v1 endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

/** The signed-in test agent's code (agent 7 of test-utils). */
export const MY_CODE = testProfile().code;

/** A person named on a request. */
export const person = (id: number, first_name: string, last_name: string): PromotionPerson => ({ id, code: `AG-${String(id).padStart(6, '0')}`, first_name, last_name });

/** The four requirements of Marketing Director: licensed met, $3,750 of $5,000 personal, 1 of 3 recruits, team met. */
export const requirements = (overrides: Partial<Record<PromotionRequirement['key'], Partial<PromotionRequirement>>> = {}): PromotionRequirement[] => [
  { key: 'LICENSED', required: 1, actual: 1, met: true, window_cycles: null, ...overrides.LICENSED },
  { key: 'PERSONAL_PRODUCTION', required: 500_000, actual: 375_000, met: false, window_cycles: 4, ...overrides.PERSONAL_PRODUCTION },
  { key: 'LICENSED_RECRUITS', required: 3, actual: 1, met: false, window_cycles: null, ...overrides.LICENSED_RECRUITS },
  { key: 'TEAM_PRODUCTION', required: 2_000_000, actual: 2_500_000, met: true, window_cycles: 4, ...overrides.TEAM_PRODUCTION },
];

/** A validation: Senior Associate → Marketing Director, not eligible, nothing pending. */
export const validation = (overrides: Partial<PromotionValidation> = {}): PromotionValidation => ({
  code: MY_CODE,
  current_rank: 'SENIOR_ASSOCIATE',
  next_rank: 'MARKETING_DIRECTOR',
  requirements: requirements(),
  eligible: false,
  pending_request_id: null,
  ...overrides,
});

/** Every requirement met and eligible. */
export const eligibleValidation = (): PromotionValidation =>
  validation({
    eligible: true,
    requirements: requirements({ PERSONAL_PRODUCTION: { actual: 600_000, met: true }, LICENSED_RECRUITS: { actual: 3, met: true } }),
  });

/** A request of Paz Lee (Associate → Senior Associate), pending. */
export const pazRequest = (overrides: Partial<PromotionRequest> = {}): PromotionRequest => ({
  id: 41,
  requester: person(12, 'Paz', 'Lee'),
  from_rank: 'ASSOCIATE',
  to_rank: 'SENIOR_ASSOCIATE',
  status: 'PENDING',
  requested_at: '2026-11-18T10:30:00.000Z',
  decided_at: null,
  decided_by: null,
  note: null,
  ...overrides,
});

/** The signed-in agent as `GET /hierarchy/{code}` answers it, with `direct` agents directly below. */
export const selfAgent = (direct = 2): HierarchyAgent => ({
  id: 7,
  code: MY_CODE,
  first_name: 'Ava',
  last_name: 'Martinez',
  email: 'ava.licensed@agent-portal.test',
  avatar_url: '',
  rank: 'SENIOR_ASSOCIATE',
  is_licensed: true,
  level: 3,
  upline_code: 'AG-000003',
  relation: 'SELF',
  upline_name: 'Noah Kim',
  direct_downline_count: direct,
  total_downline_count: direct * 3,
  phone: '+15550000007',
  status: 'ACTIVE',
  joined_at: '2023-02-14T09:00:00.000Z',
  problems: [],
});

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
