import { parsePayCycle, payCycleOf, type PayCycle } from '@agent-portal/pay-cycle';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The query string holding only a pay cycle: `?start_date=2026-11-17&end_date=2026-11-23`. */
export function payCycleSearch(cycle: PayCycle): string {
  return `?${new URLSearchParams({ start_date: cycle.start_date, end_date: cycle.end_date }).toString()}`;
}

/** What {@link usePayCycleParam} returns. */
export interface PayCycleParam {
  /** The pay cycle of the URL, or the current one when the URL has none or an invalid one. */
  cycle: PayCycle;
  /** Whether the URL named a valid cycle (`false`: the default, the current cycle, is shown). */
  fromUrl: boolean;
  /** Writes `start_date`/`end_date` into the URL (a new history entry), keeping the other parameters except `page`. */
  setCycle: (cycle: PayCycle) => void;
  /** `?start_date=…&end_date=…` of {@link PayCycleParam.cycle}, for links to the other reports. */
  search: string;
}

/**
 * The pay cycle a reports page shows, read from and written to the URL
 * (`?start_date=&end_date=`, validated with `parsePayCycle`), so a report can be
 * bookmarked and shared. Without a valid pair, the cycle containing today
 * (`payCycleOf(today)`). Changing the cycle goes back to the first page.
 * @param today - "today" for the default; default `new Date()`.
 */
export function usePayCycleParam(today?: Date | string): PayCycleParam {
  const [params, setParams] = useSearchParams();
  const start = params.get('start_date');
  const end = params.get('end_date');
  const parsed = useMemo(() => parsePayCycle(start, end), [start, end]);
  const current = payCycleOf(today ?? new Date());
  const fallback = useMemo(() => parsePayCycle(current.start_date, current.end_date) as PayCycle, [current.start_date, current.end_date]);
  const cycle = parsed ?? fallback;
  const setCycle = useCallback(
    (next: PayCycle) => {
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('start_date', next.start_date);
        updated.set('end_date', next.end_date);
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );
  return { cycle, fromUrl: parsed !== null, setCycle, search: payCycleSearch(cycle) };
}
