import type {
  HierarchyAgent,
  PromotionPerson,
  PromotionRequest,
  PromotionRequirement,
  PromotionValidation,
} from '@agent-portal/api-client/wire';

/**
 * Promotion and hierarchy data of the team tests and stories (no MSW here: stories import it).
 * The signed-in agent is agent 7 of `@agent-portal/test-utils` (`testProfile()`).
 */

/** The signed-in test agent's code (agent 7 of test-utils). */
export const MY_CODE = 'AG-000007';

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

