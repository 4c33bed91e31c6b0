import type {
  Bonus,
  Commission,
  CommissionPossibleFilters,
  CommissionReport,
  Earnings,
  EarningsCycle,
  Payout,
} from '@agent-portal/api-client/wire';

/*
 * Fixture data built from the wire types, shared by the stories and the MSW handlers
 * of the tests (no network code here).
 */

const ISO = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** `count` commission rows of the cycle starting `start`, ids `count`…1. */
export function makeCommissions(count: number, start = '2026-11-17'): Commission[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const override = id % 3 === 0;
    const premium = 10_000 + id * 100;
    const rate = override ? 500 : 4000;
    return {
      id,
      pay_cycle_start: start,
      pay_cycle_end: ISO(Date.parse(`${start}T00:00:00Z`) + 6 * DAY),
      kind: override ? 'OVERRIDE' : 'PERSONAL',
      source_agent_id: override ? 21 : null,
      source_agent_name: override ? 'Liam Ortiz' : null,
      client_id: 100 + (id % 4),
      client_name: `Client ${id}`,
      policy_no: `TL-${String(id).padStart(7, '0')}`,
      product_type: id % 2 ? 'Term Life' : 'Whole Life',
      carrier: id % 2 ? 'Northwind Mutual' : 'Contoso Life',
      premium_cents: premium,
      rate_bps: rate,
      amount_cents: Math.round((premium * rate) / 10_000),
      status: id % 7 === 0 ? 'CHARGED_BACK' : id % 5 === 0 ? 'PENDING' : 'PAID',
    };
  });
}

/** The possible filters of the test agent. */
export const possibleFilters: CommissionPossibleFilters = {
  kinds: ['PERSONAL', 'OVERRIDE'],
  product_types: ['Term Life', 'Whole Life'],
  carriers: ['Contoso Life', 'Northwind Mutual'],
  statuses: ['PAID', 'PENDING', 'CHARGED_BACK'],
  downline_agents: [
    { id: 21, name: 'Liam Ortiz' },
    { id: 22, name: 'Noah Kim' },
  ],
  clients: [
    { id: 100, name: 'Client 100' },
    { id: 101, name: 'Client 101' },
  ],
};

/** `count` bonuses of the cycle starting `start`. */
export function makeBonuses(count: number, start = '2026-11-17'): Bonus[] {
  const types = ['PRODUCTION', 'RECRUITING', 'PERSISTENCY'] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: count - i,
    pay_cycle_start: start,
    pay_cycle_end: ISO(Date.parse(`${start}T00:00:00Z`) + 6 * DAY),
    bonus_type: types[i % 3]!,
    description: `Bonus ${count - i}`,
    amount_cents: 10_000 * (i + 1),
    status: i === 0 ? 'PENDING' : 'PAID',
  }));
}

/** A payout of the cycle starting `start`. */
export function makePayout(start = '2026-11-10', amounts: Partial<Payout> = {}): Payout {
  const startMs = Date.parse(`${start}T00:00:00Z`);
  const commissions = amounts.commissions_cents ?? 210_000;
  const bonuses = amounts.bonuses_cents ?? 25_000;
  const chargeBacks = amounts.charge_backs_cents ?? 12_000;
  return {
    pay_cycle_start: start,
    pay_cycle_end: ISO(startMs + 6 * DAY),
    commissions_cents: commissions,
    bonuses_cents: bonuses,
    charge_backs_cents: chargeBacks,
    amount_cents: commissions + bonuses - chargeBacks,
    status: 'PAID',
    pay_date: ISO(startMs + 10 * DAY),
    ...amounts,
  };
}

/** Totals of a filtered commission report. */
export const sampleTotals: CommissionReport['totals'] = {
  personal_cents: 1_234_500,
  override_cents: 45_600,
  charge_backs_cents: 7_800,
  pending_cents: 12_300,
  net_cents: 1_272_300,
};

/** The previous cycle (Nov 10 – 16, 2026). */
export const previousCycleEarnings: EarningsCycle = {
  start_date: '2026-11-10',
  end_date: '2026-11-16',
  commissions_cents: 180_000,
  overrides_cents: 42_000,
  bonuses_cents: 25_000,
  charge_backs_cents: 12_000,
  net_cents: 235_000,
};

/** The chosen cycle (Nov 17 – 23, 2026): net up $180.00 (7.7 %) from the previous one. */
export const currentCycleEarnings: EarningsCycle = {
  start_date: '2026-11-17',
  end_date: '2026-11-23',
  commissions_cents: 195_000,
  overrides_cents: 50_500,
  bonuses_cents: 25_000,
  charge_backs_cents: 17_500,
  net_cents: 253_000,
};

/** The current cycle (Nov 24 – 30, 2026) on its Thursday, Nov 26: its first three days so far (issue #27 §4). */
export const cycleSoFarEarnings: EarningsCycle = {
  start_date: '2026-11-24',
  end_date: '2026-11-30',
  commissions_cents: 82_000,
  overrides_cents: 21_500,
  bonuses_cents: 0,
  charge_backs_cents: 5_000,
  net_cents: 98_500,
};

/** The same three days (Nov 17 – 19, 2026) of the cycle before {@link cycleSoFarEarnings}: net down $130.00 (11.7 %) to it. */
export const sameDaysLastCycleEarnings: EarningsCycle = {
  start_date: '2026-11-17',
  end_date: '2026-11-23',
  commissions_cents: 76_000,
  overrides_cents: 18_000,
  bonuses_cents: 25_000,
  charge_backs_cents: 7_500,
  net_cents: 111_500,
};

/** Year to date 2026 up to the chosen cycle. */
export const yearToDate2026: Earnings['year_to_date'] = {
  year: 2026,
  commissions_cents: 8_612_000,
  overrides_cents: 1_920_500,
  bonuses_cents: 1_150_000,
  charge_backs_cents: 410_000,
  net_cents: 11_272_500,
};

/** Twelve cycles ending with the chosen one (oldest first), for the chart. */
export const twelveCycles: EarningsCycle[] = Array.from({ length: 12 }, (_, i) => {
  const start = new Date(Date.UTC(2026, 10, 17) - (11 - i) * 7 * 86_400_000);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  if (i === 11) return currentCycleEarnings;
  if (i === 10) return previousCycleEarnings;
  const commissions = 150_000 + ((i * 37_000) % 60_000);
  const overrides = 30_000 + ((i * 11_000) % 25_000);
  const bonuses = i % 4 === 0 ? 50_000 : 0;
  const chargeBacks = i % 3 === 0 ? 9_000 : 0;
  return {
    start_date: iso(start),
    end_date: iso(end),
    commissions_cents: commissions,
    overrides_cents: overrides,
    bonuses_cents: bonuses,
    charge_backs_cents: chargeBacks,
    net_cents: commissions + overrides + bonuses - chargeBacks,
  };
});

/** An answer of `GET /commissions/earnings` over {@link twelveCycles}. */
export const sampleEarnings: Earnings = {
  cycles: twelveCycles,
  total: twelveCycles.reduce(
    (sum, c) => ({
      commissions_cents: sum.commissions_cents + c.commissions_cents,
      overrides_cents: sum.overrides_cents + c.overrides_cents,
      bonuses_cents: sum.bonuses_cents + c.bonuses_cents,
      charge_backs_cents: sum.charge_backs_cents + c.charge_backs_cents,
      net_cents: sum.net_cents + c.net_cents,
    }),
    { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 },
  ),
  year_to_date: yearToDate2026,
};
