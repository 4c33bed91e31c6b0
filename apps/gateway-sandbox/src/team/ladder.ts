import { RANKS, type PromotionRequirementKey, type RankCode } from '@agent-portal/api-client/wire';

/**
 * The rank ladder (issue #10; docs/CONTRACTS.md "Team"): THE one definition of the ranks,
 * their order and every rank's requirements. The `ranks` table (migration 60) only holds the
 * five codes and their order, for foreign keys and SQL sorting; the thresholds live here only
 * (nothing stores them), so changing a threshold is a code change, no migration.
 *
 * Time dependency: production is measured against the real clock (the pay cycle holding
 * `now`, UTC) over {@link PRODUCTION_WINDOW_CYCLES} cycles, while the seeded commissions end
 * at the seed anchor (2026-11-17). The demo states (Ava eligible for MARKETING_DIRECTOR, Uma
 * close to EXECUTIVE_MARKETING_DIRECTOR) have a wide margin: with a 52-cycle window and
 * quarterly premiums, Ava's production stays above the thresholds for about 8 months after
 * the anchor; Uma's unmet requirement (licensed recruits) never depends on the clock.
 */

/** The ranks, lowest first; the index is the rank's order (0 = ASSOCIATE): the wire's list. */
export { RANKS };

/** The top rank (nobody is promoted above it). */
export const TOP_RANK: RankCode = 'EXECUTIVE_MARKETING_DIRECTOR';

/** Pay cycles (7 days each, the current one included) over which production is summed: a year. */
export const PRODUCTION_WINDOW_CYCLES = 52;

/** One requirement of a rank: `required` in the key's unit (0/1, cents or a count). */
export interface RankRequirement {
  key: PromotionRequirementKey;
  /** LICENSED 1; PERSONAL_PRODUCTION and TEAM_PRODUCTION premium cents; LICENSED_RECRUITS a count. */
  required: number;
  /** Pay cycles the production is measured over; null for LICENSED and LICENSED_RECRUITS. */
  windowCycles: number | null;
}

const rank = (personalCents: number, recruits: number, teamCents: number): readonly RankRequirement[] => [
  { key: 'LICENSED', required: 1, windowCycles: null },
  { key: 'PERSONAL_PRODUCTION', required: personalCents, windowCycles: PRODUCTION_WINDOW_CYCLES },
  { key: 'LICENSED_RECRUITS', required: recruits, windowCycles: null },
  { key: 'TEAM_PRODUCTION', required: teamCents, windowCycles: PRODUCTION_WINDOW_CYCLES },
];

/**
 * Requirements to HOLD each rank above ASSOCIATE (so to be promoted to it), in the order
 * the wire lists them. Production = premium cents of the agent's (personal) or whole
 * downline's (team) PERSONAL commissions not CHARGED_BACK, over the last 52 pay cycles;
 * recruits = licensed agents directly below.
 *
 * | rank | personal | licensed recruits | team |
 * |---|---|---|---|
 * | SENIOR_ASSOCIATE | $5,000 | 1 | $2,500 |
 * | MARKETING_DIRECTOR | $25,000 | 3 | $150,000 |
 * | SENIOR_MARKETING_DIRECTOR | $30,000 | 5 | $300,000 |
 * | EXECUTIVE_MARKETING_DIRECTOR | $35,000 | 6 | $400,000 |
 */
export const LADDER: Readonly<Record<Exclude<RankCode, 'ASSOCIATE'>, readonly RankRequirement[]>> = {
  SENIOR_ASSOCIATE: rank(500_000, 1, 250_000),
  MARKETING_DIRECTOR: rank(2_500_000, 3, 15_000_000),
  SENIOR_MARKETING_DIRECTOR: rank(3_000_000, 5, 30_000_000),
  EXECUTIVE_MARKETING_DIRECTOR: rank(3_500_000, 6, 40_000_000),
};

/** Order of a rank: 0 (ASSOCIATE) … 4 (EXECUTIVE_MARKETING_DIRECTOR). */
export function rankOrder(code: RankCode): number {
  return RANKS.indexOf(code);
}

/** The rank right above `code`, or null at the top. */
export function nextRank(code: RankCode): RankCode | null {
  return RANKS[rankOrder(code) + 1] ?? null;
}

/** The requirements of `code` (empty for ASSOCIATE, which has none). */
export function requirementsOf(code: RankCode): readonly RankRequirement[] {
  return code === 'ASSOCIATE' ? [] : LADDER[code];
}

/** Type guard: is `value` one of {@link RANKS}? */
export function isRank(value: string): value is RankCode {
  return (RANKS as readonly string[]).includes(value);
}

/**
 * The decision rule of docs/CONTRACTS.md "Team": may an upline of rank `deciderRank` decide a
 * request for `toRank`? Yes when the decider's rank is higher than the requested one, or, for
 * the top rank, when the decider holds it. (Being above the requester is checked separately.)
 */
export function mayDecide(deciderRank: RankCode, toRank: RankCode): boolean {
  return rankOrder(deciderRank) > rankOrder(toRank) || (toRank === TOP_RANK && deciderRank === TOP_RANK);
}

/** A rank as words: MARKETING_DIRECTOR → "Marketing Director". */
export function rankTitle(rank: RankCode): string {
  return rank
    .split('_')
    .map((word) => word[0] + word.slice(1).toLowerCase())
    .join(' ');
}
