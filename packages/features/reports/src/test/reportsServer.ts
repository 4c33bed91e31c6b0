import type { Bonus, BonusPage, Commission, CommissionReport, Earnings, EarningsCycle, Payout } from '@agent-portal/api-client/wire';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { possibleFilters, sampleTotals } from './fixtures.js';

export { makeBonuses, makeCommissions, makePayout, possibleFilters, sampleTotals } from './fixtures.js';

/** Base URL of the integration v1 endpoints in tests. */
export const INTEGRATION_URL = `${TEST_ORIGIN}/integration/v1`;

const ISO = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** An earnings cycle starting on `start` (a Tuesday) with these amounts; net computed. */
export function earningsCycle(start: string, amounts: Partial<Omit<EarningsCycle, 'start_date' | 'end_date' | 'net_cents'>> = {}): EarningsCycle {
  const c = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, ...amounts };
  return {
    start_date: start,
    end_date: ISO(Date.parse(`${start}T00:00:00Z`) + 6 * DAY),
    ...c,
    net_cents: c.commissions_cents + c.overrides_cents + c.bonuses_cents - c.charge_backs_cents,
  };
}

/** The Monday ending the pay cycle that holds `ms` (UTC), as ms. */
function cycleEndOf(ms: number): number {
  const day = Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate());
  return day + (6 - ((new Date(day).getUTCDay() + 5) % 7)) * DAY;
}

/**
 * `GET /commissions/earnings`: answers every cycle of the requested range (oldest first; without
 * a range the gateway's default, the 52 cycles ending with the one holding `Date.now()`);
 * `byStart` gives the amounts of some cycles (others are zeros), `year_to_date` is given. With
 * `through_day` (issue #27 §4) a cycle's amounts come from `soFar[start]` (zeros when absent).
 */
export function serveEarnings(
  byStart: Record<string, Partial<EarningsCycle>>,
  yearToDate: Partial<Earnings['year_to_date']> = {},
  soFar: Record<string, Partial<EarningsCycle>> = {},
) {
  const queries: string[] = [];
  server.use(
    http.get(`${INTEGRATION_URL}/commissions/earnings`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams.toString());
      const endParam = url.searchParams.get('end_date');
      const end = endParam ? Date.parse(`${endParam}T00:00:00Z`) : cycleEndOf(Date.now());
      const startParam = url.searchParams.get('start_date');
      const start = startParam ? Date.parse(`${startParam}T00:00:00Z`) : end - (52 * 7 - 1) * DAY;
      const amounts = url.searchParams.has('through_day') ? soFar : byStart;
      const cycles: EarningsCycle[] = [];
      for (let day = start; day <= end; day += 7 * DAY) cycles.push(earningsCycle(ISO(day), amounts[ISO(day)]));
      const sum = (key: keyof Omit<EarningsCycle, 'start_date' | 'end_date'>) => cycles.reduce((s, c) => s + c[key], 0);
      const total = {
        commissions_cents: sum('commissions_cents'),
        overrides_cents: sum('overrides_cents'),
        bonuses_cents: sum('bonuses_cents'),
        charge_backs_cents: sum('charge_backs_cents'),
        net_cents: sum('net_cents'),
      };
      const data: Earnings = { cycles, total, year_to_date: { ...total, year: new Date(end).getUTCFullYear(), ...yearToDate } };
      return HttpResponse.json({ data });
    }),
  );
  return { queries };
}

/**
 * `GET /commissions/report` (pages `rows` by `page`/`limit`, records every query),
 * `GET /commissions/report/possible-filters` and the agent's profile (licensed unless told).
 */
export function serveCommissions(rows: Commission[], { totals = sampleTotals, licensed = true }: { totals?: CommissionReport['totals']; licensed?: boolean } = {}) {
  const queries: URLSearchParams[] = [];
  serveProfile(testProfile(licensed));
  server.use(
    http.get(`${INTEGRATION_URL}/commissions/report/possible-filters`, () => HttpResponse.json({ data: possibleFilters })),
    http.get(`${INTEGRATION_URL}/commissions/report`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      const body: CommissionReport = { data: rows.slice((page - 1) * limit, page * limit), count: rows.length, totals };
      return HttpResponse.json(body);
    }),
  );
  return { queries, last: () => queries.at(-1)! };
}

/** `GET /bonus`: pages `rows`, answers `total_cents` of them all, records every query. */
export function serveBonuses(rows: Bonus[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${INTEGRATION_URL}/bonus`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      const body: BonusPage = { data: rows.slice((page - 1) * limit, page * limit), count: rows.length, total_cents: rows.reduce((s, b) => s + b.amount_cents, 0) };
      return HttpResponse.json(body);
    }),
  );
  return { queries, last: () => queries.at(-1)! };
}

/** `GET /payment/payouts`: pages `rows`, records every query. */
export function servePayouts(rows: Payout[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${INTEGRATION_URL}/payment/payouts`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json({ data: rows.slice((page - 1) * limit, page * limit), count: rows.length });
    }),
  );
  return { queries, last: () => queries.at(-1)! };
}
