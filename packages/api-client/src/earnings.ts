import type { EarningsCycle } from './types/commissions.js';

/**
 * Whether a pay cycle's earnings (`GET /commissions/earnings`, issue #9) hold no money at all:
 * no commission, override, bonus or charge-back (cents, all 0). An empty cycle shows the empty
 * state, not zeros pretending to be data (issue #9 §3). `undefined` (a cycle the response does
 * not hold) counts as empty.
 */
export function isEmptyEarnings(cycle: Omit<EarningsCycle, 'start_date' | 'end_date'> | undefined): boolean {
  return !cycle || (cycle.commissions_cents === 0 && cycle.overrides_cents === 0 && cycle.bonuses_cents === 0 && cycle.charge_backs_cents === 0);
}
