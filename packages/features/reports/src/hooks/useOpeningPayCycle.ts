import { isEmptyEarnings, openingEarningsCycle, useGetEarningsQuery } from '@agent-portal/api-client';
import type { EarningsCycle } from '@agent-portal/api-client/wire';
import { parsePayCycle, payCycleOf, type PayCycle } from '@agent-portal/pay-cycle';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { usePayCycleParam, payCycleSearch, type PayCycleParam } from './usePayCycleParam.js';

/**
 * What a report counts as data when it looks for the cycle to open on (issue #27 §4): the overview
 * and the payments any earnings, the commission report its commissions, overrides or charge-backs,
 * the bonus report its bonuses.
 */
export type OpeningDataKind = 'earnings' | 'commissions' | 'bonuses';

/** Whether an earnings cycle (amounts in cents) holds data of each {@link OpeningDataKind}. */
export const OPENING_HAS_DATA: Readonly<Record<OpeningDataKind, (cycle: EarningsCycle) => boolean>> = {
  earnings: (cycle) => !isEmptyEarnings(cycle),
  commissions: (cycle) => cycle.commissions_cents !== 0 || cycle.overrides_cents !== 0 || cycle.charge_backs_cents !== 0,
  bonuses: (cycle) => cycle.bonuses_cents !== 0,
};

/**
 * Why a report shows its cycle (issue #27 §4, ARCHITECTURE §7 "which pay cycle a report opens on"):
 * - `url`: the URL named it (`?start_date=&end_date=`, which always wins);
 * - `current`: the cycle holding today, which has data;
 * - `latest`: the current cycle has none: the latest earlier cycle that does;
 * - `none`: no cycle of the last 52 has data: the current one (the page shows its empty state);
 * - `unknown`: the earnings that decide it could not be loaded: the current one, said nothing about.
 */
export type OpeningReason = 'url' | 'current' | 'latest' | 'none' | 'unknown';

/** What {@link useOpeningPayCycle} returns: {@link PayCycleParam} with the cycle it opened on. */
export interface OpeningPayCycle extends PayCycleParam {
  /** Why `cycle` is shown; `undefined` while the earnings that decide it load (`ready` false). */
  reason: OpeningReason | undefined;
  /** `false` while the cycle to open on is being found: the page shows its skeleton, not the current cycle's data. */
  ready: boolean;
  /** The pay cycle holding today (the picker's current one). */
  current: PayCycle;
}

/**
 * The pay cycle a reports page shows (issue #27 §4): the one in the URL when it names a valid one
 * ({@link usePayCycleParam}); otherwise the current cycle when it has data of `kind`, else the
 * latest cycle that does — found in the gateway's default `GET /commissions/earnings` (the 52
 * cycles ending with the current one; the dashboard's earnings widget reads the same, so it is
 * often already cached). The choice is not written to the URL: the page says why it shows the cycle
 * (`reason`), and picking a cycle writes it as before.
 * @param kind - what counts as data (default `earnings`).
 * @param today - "today" (tests, stories); default `new Date()`.
 */
export function useOpeningPayCycle(kind: OpeningDataKind = 'earnings', today?: Date | string): OpeningPayCycle {
  const param = usePayCycleParam(today);
  // Without a cycle in the URL, `param.cycle` is the current one.
  const currentStart = param.fromUrl ? undefined : param.cycle.start_date;
  const query = useGetEarningsQuery(param.fromUrl ? skipToken : {});
  const chosen = useMemo(() => {
    if (param.fromUrl || !currentStart) return undefined;
    if (query.isError) return { reason: 'unknown' as const, cycle: undefined };
    if (!query.data) return undefined;
    const opening = openingEarningsCycle(query.data.cycles, currentStart, OPENING_HAS_DATA[kind]);
    if (!opening) return { reason: 'none' as const, cycle: undefined };
    return { reason: opening.current ? ('current' as const) : ('latest' as const), cycle: parsePayCycle(opening.cycle.start_date, opening.cycle.end_date) ?? undefined };
  }, [param.fromUrl, currentStart, query.isError, query.data, kind]);

  if (param.fromUrl) return { ...param, reason: 'url', ready: true, current: payCycleOf(today ?? new Date()) };
  const cycle = chosen?.cycle ?? param.cycle;
  return {
    ...param,
    cycle,
    search: payCycleSearch(cycle),
    reason: chosen?.reason,
    ready: chosen !== undefined,
    current: param.cycle,
  };
}
