import type {
  AgentProblem,
  DownlinePreviewPage,
  HierarchyAgent,
  HierarchyNode,
  RankCode,
  TeamMember,
  UplineChain,
  UplineTelemetry,
} from '@agent-portal/api-client/wire';

/*
 * Fixture data of the my-team and upline pages, built from the wire types and shared by
 * the stories and the MSW handlers of the tests (no network code here). The signed-in
 * agent is the test harness's agent 7, Ava Martinez, AG-000007.
 */

/** The signed-in agent's code (test-utils `testProfile`). */
export const MY_CODE = 'AG-000007';

const FIRST = ['Liam', 'Noah', 'Emma', 'Olivia', 'Mia', 'Lucas', 'Zoe', 'Ethan', 'Chloe', 'Ravi'];
const LAST = ['Ortiz', 'Kim', 'Rossi', 'Novak', 'Dubois', 'Schmidt', 'Ivanova', 'Garcia', 'Brown', 'Patel'];
const RANK_CYCLE: RankCode[] = ['ASSOCIATE', 'SENIOR_ASSOCIATE', 'MARKETING_DIRECTOR', 'ASSOCIATE'];

/** Agent code of number `n`: `AG-000100` for 100. */
export const codeOf = (n: number) => `AG-${String(n).padStart(6, '0')}`;

/**
 * Downline member number `i` (1-based; code `AG-0001xx`): direct when `i` is odd, depth 2
 * otherwise; unlicensed every third; agent 2 is BLOCKED with both BLOCKED and DOCUMENTS problems.
 */
export function makeMember(i: number, overrides: Partial<TeamMember> = {}): TeamMember {
  const n = 100 + i;
  const depth = i % 2 === 1 ? 1 : 2;
  const problems: AgentProblem[] = i === 2 ? ['BLOCKED', 'DOCUMENTS'] : i % 5 === 0 ? ['LICENSE_PENDING'] : [];
  return {
    id: n,
    code: codeOf(n),
    first_name: FIRST[(i - 1) % FIRST.length]!,
    last_name: LAST[(i - 1) % LAST.length]!,
    email: `agent${n}@agent-portal.test`,
    avatar_url: '',
    rank: RANK_CYCLE[i % RANK_CYCLE.length]!,
    is_licensed: i % 3 !== 0,
    level: 3 + depth,
    upline_code: depth === 1 ? MY_CODE : codeOf(n - 1),
    phone: `+1555010${String(i).padStart(4, '0')}`,
    status: i === 2 ? 'BLOCKED' : 'ACTIVE',
    upline_name: depth === 1 ? 'Ava Martinez' : `${FIRST[(i - 2) % FIRST.length]} ${LAST[(i - 2) % LAST.length]}`,
    direct_downline_count: depth === 1 ? 1 : 0,
    total_downline_count: depth === 1 ? 1 : 0,
    joined_at: `2025-${String((i % 12) + 1).padStart(2, '0')}-15T10:00:00.000Z`,
    problems,
    depth,
    ...overrides,
  };
}

/** `count` downline members, numbers 1…count. */
export function makeTeam(count: number): TeamMember[] {
  return Array.from({ length: count }, (_, i) => makeMember(i + 1));
}

/** A member as `GET /hierarchy/{code}` answers it for the caller (relation DOWNLINE). */
export function hierarchyAgentOf(member: TeamMember): HierarchyAgent {
  const { depth: _depth, ...rest } = member;
  return { ...rest, relation: 'DOWNLINE' };
}

/** The signed-in agent as a chain entry (relation SELF). */
export const me: HierarchyAgent = {
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
  upline_name: 'Uma Patel',
  direct_downline_count: 12,
  total_downline_count: 24,
  phone: '+15550100007',
  status: 'ACTIVE',
  joined_at: '2023-02-14T09:00:00.000Z',
  problems: [],
};

/** An upline's public card (relation UPLINE: phone, status, joined date and problems null). */
export function uplineCard(n: number, first: string, last: string, rank: RankCode, uplineCode: string | null, level: number): HierarchyAgent {
  return {
    id: n,
    code: codeOf(n),
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@agent-portal.test`,
    avatar_url: '',
    rank,
    is_licensed: true,
    level,
    upline_code: uplineCode,
    relation: 'UPLINE',
    upline_name: null,
    direct_downline_count: 3,
    total_downline_count: 40,
    phone: null,
    status: null,
    joined_at: null,
    problems: null,
  };
}

/** The signed-in agent's chain as the UPLINE preview answers it: me (index 0) → Uma → Eli (top, last). */
export const myChain: UplineChain = [
  me,
  uplineCard(3, 'Uma', 'Patel', 'MARKETING_DIRECTOR', 'AG-000001', 2),
  uplineCard(1, 'Eli', 'Stone', 'EXECUTIVE_MARKETING_DIRECTOR', null, 1),
];

/** The chain of a downline member: the member (DOWNLINE) → me (SELF) → my uplines. */
export function chainOf(member: TeamMember): UplineChain {
  return [hierarchyAgentOf(member), ...myChain];
}

/** The direct children of an agent as the DOWNLINE preview answers them (`count` of all, the first `shown`). */
export function downlinePreview(count: number, shown = Math.min(count, 10)): DownlinePreviewPage {
  const data: HierarchyNode[] = Array.from({ length: shown }, (_, i) => {
    const { depth: _depth, ...member } = makeMember(2 * i + 2);
    return { ...member, has_children: false };
  });
  return { data, count };
}

/** The telemetry of the signed-in agent: 24 below, 12 direct, production up $250.00 (+12.5 %). */
export const sampleTelemetry: UplineTelemetry = {
  pay_cycle_start: '2026-11-17',
  pay_cycle_end: '2026-11-23',
  direct_count: 12,
  total_count: 24,
  licensed_count: 16,
  unlicensed_count: 8,
  by_depth: [
    { depth: 1, count: 12, licensed: 9 },
    { depth: 2, count: 10, licensed: 6 },
    { depth: 3, count: 2, licensed: 1 },
  ],
  new_recruits_this_cycle: 3,
  production_this_cycle_cents: 225_000,
  production_previous_cycle_cents: 480_000,
  // Thursday: three days so far, compared with the previous cycle's first three (issue #27 §4).
  cycle_days_elapsed: 3,
  production_previous_cycle_same_days_cents: 200_000,
  problems: { BLOCKED: 1, DOCUMENTS: 4, LICENSE_PENDING: 2 },
};

/** The telemetry of an agent without a downline. */
export const emptyTelemetry: UplineTelemetry = {
  ...sampleTelemetry,
  direct_count: 0,
  total_count: 0,
  licensed_count: 0,
  unlicensed_count: 0,
  by_depth: [],
  new_recruits_this_cycle: 0,
  production_this_cycle_cents: 0,
  production_previous_cycle_cents: 0,
  production_previous_cycle_same_days_cents: 0,
  problems: { BLOCKED: 0, DOCUMENTS: 0, LICENSE_PENDING: 0 },
};
