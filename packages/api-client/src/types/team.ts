/**
 * The team side of the business (issue #10; spec §1, §6, §7 integration v1/v2
 * `hierarchy/*`, `promotion/*`, `users/{id}/upline-telemetry`). Agents form a tree:
 * each agent has one upline (null at the top) and a downline below. Amounts are
 * integer US cents; dates ISO 8601. Rules that the spec leaves open are decided in
 * docs/CONTRACTS.md ("Team").
 *
 * Who reads what: an agent reads their own downline subtree (full record with
 * contact details) and their own upline chain (public card: no phone, no
 * problems); anything else is a 403.
 */

/** Every {@link RankCode} lowest first, as the gateway sends it (spec §7). */
export const RANKS = [
  'ASSOCIATE',
  'SENIOR_ASSOCIATE',
  'MARKETING_DIRECTOR',
  'SENIOR_MARKETING_DIRECTOR',
  'EXECUTIVE_MARKETING_DIRECTOR',
] as const;
/** The rank ladder, lowest first (ordered by {@link Rank.order}). */
export type RankCode = (typeof RANKS)[number];

/** Every {@link AgentStatus}, as the gateway sends it (spec §7). */
export const AGENT_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
/** ACTIVE, or BLOCKED by failed payments (the two latest CP_UTILIZATION invoices failed, §4). */
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Every {@link AgentProblem}, as the gateway sends it (spec §7). */
export const AGENT_PROBLEMS = ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'] as const;
/**
 * A problem an upline watches in their downline:
 * BLOCKED — blocked by failed payments; DOCUMENTS — an essential document missing
 * or expired; LICENSE_PENDING — a licence request waiting.
 */
export type AgentProblem = (typeof AGENT_PROBLEMS)[number];

/**
 * The public card of an agent: what anyone in the same chain may see (a downline
 * sees this of their uplines). `email` is the agent's business contact address.
 */
export interface AgentCard {
  id: number;
  /** Hierarchy code, e.g. `AG-000004`. */
  code: string;
  first_name: string;
  last_name: string;
  /** Business contact email (mailto). */
  email: string;
  /** Path inside the hub bucket, or '' for the default image (§3 avatar_url). */
  avatar_url: string;
  rank: RankCode;
  is_licensed: boolean;
  /** Depth in the whole tree, 1 = top. */
  level: number;
  /** The upline's code, null at the top. */
  upline_code: string | null;
}

/**
 * What an upline sees of an agent beyond the {@link AgentCard}: contact and watch details.
 * The one agent shape of the wire is `AgentCard` + these; every other agent type is a view of it.
 */
export interface AgentWatchDetails {
  /** E.164 phone number (tel:). */
  phone: string;
  status: AgentStatus;
  /** Full name of the upline, null at the top. */
  upline_name: string | null;
  /** Agents directly below. */
  direct_downline_count: number;
  /** Agents anywhere below. */
  total_downline_count: number;
  /** ISO 8601 time the agent joined. */
  joined_at: string;
  /** Problems of this agent (not of their downline), empty when none. */
  problems: AgentProblem[];
}

/**
 * An agent in the caller's downline (or the caller): the card plus contact and
 * watch details that only uplines see.
 */
export interface DownlineAgent extends AgentCard, AgentWatchDetails {}

/** Every {@link HierarchyRelation}, as the gateway sends it (spec §7). */
export const HIERARCHY_RELATIONS = ['SELF', 'DOWNLINE', 'UPLINE'] as const;
/** How the caller relates to an agent they read. */
export type HierarchyRelation = (typeof HIERARCHY_RELATIONS)[number];

/**
 * `data` of `GET /integration/v1/hierarchy/{code}`, and each entry of the UPLINE
 * preview. `relation` says how the caller relates to the agent: SELF or DOWNLINE
 * (every field set) or UPLINE (the public card only: `phone`, `status`, `joined_at`
 * and `problems` are null; the counts are given).
 */
export type HierarchyAgent = AgentCard &
  Pick<AgentWatchDetails, 'upline_name' | 'direct_downline_count' | 'total_downline_count'> & {
    [K in 'phone' | 'status' | 'joined_at' | 'problems']: AgentWatchDetails[K] | null;
  } & {
    relation: HierarchyRelation;
  };

/** Every {@link TeamSortColumn}, as the gateway sends it (spec §7). */
export const TEAM_SORT_COLUMNS = ['name', 'code', 'depth', 'rank', 'joined_at', 'total_downline_count'] as const;
/** Sortable columns of the team list. */
export type TeamSortColumn = (typeof TEAM_SORT_COLUMNS)[number];

/** `column:asc` or `column:desc`, e.g. `joined_at:desc`. */
export type TeamSort = `${TeamSortColumn}:${'asc' | 'desc'}`;

/** Query of `GET /integration/v2/hierarchy/{code}/team`; every filter is optional. */
export interface TeamParams {
  /** Depth below `code`: 1 = direct downline. */
  depth?: number;
  rank?: RankCode;
  /** `true` / `false`. */
  licensed?: boolean;
  status?: AgentStatus;
  /** Only agents with this problem. */
  problem?: AgentProblem;
  /** Only agents who joined on or after this ISO date (e.g. the current pay cycle's start). */
  joined_from?: string;
  /** Name, code or email, case- and accent-insensitive, 1–100 characters. */
  search?: string;
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10. */
  limit?: number;
  /** Default `name:asc`. */
  sort?: TeamSort;
}

/** A row of the team list: a downline agent and their depth below the team's root. */
export interface TeamMember extends DownlineAgent {
  /** Depth below the `code` the list was asked for: 1 = direct. */
  depth: number;
}

/** Answer of `GET /integration/v2/hierarchy/{code}/team`: `{data, count}` (count = the whole filtered set). */
export interface TeamPage {
  data: TeamMember[];
  count: number;
}

/** `preview` of `GET /integration/v2/hierarchy`. */
export type HierarchyPreview = 'DOWNLINE' | 'UPLINE';

/** Query of `GET /integration/v2/hierarchy?code=&preview=DOWNLINE`. */
export interface DownlinePreviewParams {
  code: string;
  preview: 'DOWNLINE';
  /** 1-based, default 1. */
  page?: number;
  /** 1–1000, default 500 (children ordered by first then last name, then code). */
  limit?: number;
}

/** Query of `GET /integration/v2/hierarchy?code=&preview=UPLINE`. */
export interface UplinePreviewParams {
  code: string;
  preview: 'UPLINE';
}

/** A tree node of the DOWNLINE preview: a direct child of `code`, for lazy expansion. */
export interface HierarchyNode extends DownlineAgent {
  /** True when the agent has a downline (`direct_downline_count > 0`). */
  has_children: boolean;
}

/** Answer of the DOWNLINE preview: `{data, count}` (count = all direct children of `code`). */
export interface DownlinePreviewPage {
  data: HierarchyNode[];
  count: number;
}

/**
 * `data` of the UPLINE preview: the chain from `code` (index 0) up to the top
 * (last). Entries above the caller are public cards (`relation: 'UPLINE'`).
 */
export type UplineChain = HierarchyAgent[];

/** Headcount of one depth of the downline. */
export interface TelemetryLevel {
  /** 1 = direct downline. */
  depth: number;
  count: number;
  licensed: number;
}

/**
 * `data` of `GET /integration/v1/users/{id}/upline-telemetry` (own id only, else 403):
 * the figures an upline watches over their whole downline. The current pay cycle
 * is the one holding today (UTC); production = premium (cents) of the downline's
 * personal commissions that were not charged back, by pay cycle.
 */
export interface UplineTelemetry {
  /** ISO date, a Tuesday. */
  pay_cycle_start: string;
  /** ISO date, a Monday. */
  pay_cycle_end: string;
  direct_count: number;
  total_count: number;
  licensed_count: number;
  unlicensed_count: number;
  /** Depths 1…n, shallowest first; empty without a downline. */
  by_depth: TelemetryLevel[];
  /** Agents below who joined in the current pay cycle. */
  new_recruits_this_cycle: number;
  /** Team production of the current cycle, cents. */
  production_this_cycle_cents: number;
  /** Team production of the whole previous cycle, cents. */
  production_previous_cycle_cents: number;
  /**
   * Days of the current pay cycle so far, today (UTC) included: 1 on its Tuesday … 7 on its
   * Monday (issue #27 §4). `production_this_cycle_cents` holds these days only.
   */
  cycle_days_elapsed: number;
  /**
   * Team production of the previous cycle's first {@link UplineTelemetry.cycle_days_elapsed}
   * days, cents: what the current cycle in progress is compared with, like for like (issue #27
   * §4, ARCHITECTURE §7). Equals `production_previous_cycle_cents` on the cycle's Monday.
   */
  production_previous_cycle_same_days_cents: number;
  /** Agents below with each problem (an agent may count under several). */
  problems: Record<AgentProblem, number>;
}

/** Every {@link PromotionRequirementKey}, as the gateway sends it (spec §7). */
export const PROMOTION_REQUIREMENT_KEYS = ['LICENSED', 'PERSONAL_PRODUCTION', 'LICENSED_RECRUITS', 'TEAM_PRODUCTION'] as const;
/** A requirement of a rank. */
export type PromotionRequirementKey = (typeof PROMOTION_REQUIREMENT_KEYS)[number];

/**
 * One requirement of the next rank, measured now. Units: LICENSED 0/1;
 * PERSONAL_PRODUCTION and TEAM_PRODUCTION premium cents over the last
 * `window_cycles` pay cycles (the current one included); LICENSED_RECRUITS a count
 * of licensed direct downline agents.
 */
export interface PromotionRequirement {
  key: PromotionRequirementKey;
  required: number;
  actual: number;
  met: boolean;
  /** Pay cycles the production is measured over; null for counts and LICENSED. */
  window_cycles: number | null;
}

/** Every {@link PromotionStatus}, as the gateway sends it (spec §7). */
export const PROMOTION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
/** PENDING until decided; a decision is final. */
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** `data` of `GET /integration/v1/promotion/validate/{code}` (own code, or an agent of one's downline). */
export interface PromotionValidation {
  code: string;
  current_rank: RankCode;
  /** Null at the top of the ladder. */
  next_rank: RankCode | null;
  /** The next rank's requirements (empty at the top). */
  requirements: PromotionRequirement[];
  /** Every requirement met, no pending request, not at the top. */
  eligible: boolean;
  /** The pending request's id, if one is waiting. */
  pending_request_id: number | null;
}

/** A person named on a promotion request. */
export type PromotionPerson = Pick<AgentCard, 'id' | 'code' | 'first_name' | 'last_name'>;

/** A promotion request. */
export interface PromotionRequest {
  id: number;
  requester: PromotionPerson;
  from_rank: RankCode;
  to_rank: RankCode;
  status: PromotionStatus;
  /** ISO 8601. */
  requested_at: string;
  /** ISO 8601, null while PENDING. */
  decided_at: string | null;
  decided_by: PromotionPerson | null;
  /** The decider's note (plain text, ≤ 500 characters), null when none. */
  note: string | null;
}

/** Every {@link PromotionScope}, as the gateway sends it (spec §7). */
export const PROMOTION_SCOPES = ['MINE', 'TO_DECIDE'] as const;
/** `scope` of `GET /integration/v1/promotion`: my own requests, or the pending ones I may decide. */
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** Query of `GET /integration/v1/promotion`. */
export interface ListPromotionsParams {
  /** Default MINE. */
  scope?: PromotionScope;
  status?: PromotionStatus;
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10. */
  limit?: number;
}

/** Answer of `GET /integration/v1/promotion`: `{data, count}`, newest first. */
export interface PromotionPage {
  data: PromotionRequest[];
  count: number;
}

/** Body of `POST /integration/v1/promotion/generate`: the caller requests their next rank. No fields. */
export type GeneratePromotionRequest = Record<string, never>;

/**
 * Body of a 422 from `POST /promotion/generate`: the server's message and the
 * unmet requirements (`{ statusCode: 422, error, message, unmet }`).
 */
export interface PromotionNotEligibleBody {
  statusCode: 422;
  error: string;
  message: string;
  unmet: PromotionRequirement[];
}

/** Body of `POST /integration/v1/promotion/approve`. */
export interface DecidePromotionRequest {
  request_id: number;
  decision: 'APPROVED' | 'DECLINED';
  /** Plain text, ≤ 500 characters; required (non-blank) when DECLINED. */
  note?: string;
}
