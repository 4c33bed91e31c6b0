import type { PromotionRequirement, RankCode } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { requirementsOf } from './ladder.js';
import { downlineRange, type TreeAgent } from './agents.js';
import { addDays, currentCycleEnd, cycleStartOf, isoDay } from '../http/dates.js';


/** ISO date (a Tuesday) of the first cycle of a window of `cycles` pay cycles ending with the one holding `now`. */
export function windowStartOf(now: Date, cycles: number): string {
  return isoDay(addDays(currentCycleEnd(now), -(cycles * 7 - 1)));
}

/** What the requirements of a rank are measured on (one agent, one window). */
export interface AgentMetrics {
  /** 1 when licensed, else 0. */
  licensed: number;
  /** Premium cents of the agent's PERSONAL, not CHARGED_BACK commissions in the window. */
  personalCents: number;
  /** Licensed agents directly below. */
  licensedRecruits: number;
  /** Premium cents of the whole downline's PERSONAL, not CHARGED_BACK commissions in the window. */
  teamCents: number;
}

/**
 * Measures an agent over the `windowCycles` pay cycles ending with the one holding `now`
 * (the current cycle included). Production = premium cents (not commission amounts) of
 * PERSONAL commissions that were not CHARGED_BACK (docs/CONTRACTS.md "Team").
 */
export async function measureAgent(db: Queryable, agent: TreeAgent, windowCycles: number, now: Date = new Date()): Promise<AgentMetrics> {
  const from = windowStartOf(now, windowCycles);
  const to = cycleStartOf(now);
  const { lower, upper } = downlineRange(agent);
  const [row] = await db.query<{ personal: unknown; team: unknown; recruits: number }>(
    `SELECT (SELECT coalesce(sum(premium_cents), 0)::int8 FROM commissions
              WHERE agent_id = $1 AND kind = 'PERSONAL' AND status <> 'CHARGED_BACK'
                AND pay_cycle_start BETWEEN $2::date AND $3::date) AS personal,
            (SELECT coalesce(sum(c.premium_cents), 0)::int8
               FROM users d JOIN commissions c ON c.agent_id = d.id
              WHERE d.tree_path > $4 AND d.tree_path < $5
                AND c.kind = 'PERSONAL' AND c.status <> 'CHARGED_BACK'
                AND c.pay_cycle_start BETWEEN $2::date AND $3::date) AS team,
            (SELECT count(*)::int FROM users WHERE upline_id = $1 AND is_licensed) AS recruits`,
    [agent.id, from, to, lower, upper],
  );
  return {
    licensed: agent.is_licensed ? 1 : 0,
    personalCents: Number(row!.personal ?? 0),
    licensedRecruits: row!.recruits,
    teamCents: Number(row!.team ?? 0),
  };
}

/** The requirements of `rank` against `metrics` (wire order, `met` = actual ≥ required). */
export function checkRequirements(rank: RankCode, metrics: AgentMetrics): PromotionRequirement[] {
  return requirementsOf(rank).map((requirement) => {
    const actual = {
      LICENSED: metrics.licensed,
      PERSONAL_PRODUCTION: metrics.personalCents,
      LICENSED_RECRUITS: metrics.licensedRecruits,
      TEAM_PRODUCTION: metrics.teamCents,
    }[requirement.key];
    return {
      key: requirement.key,
      required: requirement.required,
      actual,
      met: actual >= requirement.required,
      window_cycles: requirement.windowCycles,
    };
  });
}

/**
 * The requirements of `rank` measured for `agent` now. Every production requirement of the
 * ladder uses the same window, so one measurement serves them all.
 * @returns [] for ASSOCIATE (no requirements).
 */
export async function measureRequirements(db: Queryable, agent: TreeAgent, rank: RankCode, now: Date = new Date()): Promise<PromotionRequirement[]> {
  const window = requirementsOf(rank).find((r) => r.windowCycles !== null)?.windowCycles;
  if (window === undefined || window === null) return [];
  return checkRequirements(rank, await measureAgent(db, agent, window, now));
}
