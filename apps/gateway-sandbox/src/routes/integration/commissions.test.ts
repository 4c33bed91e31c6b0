import type {
  BonusPage,
  Commission,
  CommissionPossibleFilters,
  CommissionReport,
  Earnings,
  GatewayEnvelope,
  PayoutPage,
} from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAY_CYCLE, OVERRIDE_RATE_BPS } from '../../commissions/rates.js';
import { moneySeedDay, payCycleStartOf } from '../../db/seed/commissions.js';
import { ROLE_SUPPORT, SEED_ANCHOR } from '../../db/seed/constants.js';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { currentCycleEnd, DAY_MS, isoDay } from '../../http/dates.js';
import { csvCell } from './statement.js';

// Issue #9 part 2: commissions, overrides, bonuses, payouts (spec §3 pay cycle, §7, §9).
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;

const ANCHOR = SEED_ANCHOR.toISOString().slice(0, 10); // 2026-11-17, the anchor's cycle (seeded whole whatever today is)
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
// Issue #27 §4: the money is seeded through today, so the current cycle is today's (never before the anchor's).
const CURRENT = payCycleStartOf(moneySeedDay());
const ALL = 'start_date=2023-11-28&end_date=2026-11-23'; // 3 years of cycles (157), up to the anchor's cycle

beforeAll(async () => ({ t, ava, uma } = await startSignedIn('ava', 'uma')));
afterAll(() => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: who.headers });
async function ok<T>(url: string, who: SignedIn): Promise<T> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
/** Every row of a filtered report (limit 100, all pages). */
async function allRows(query: string, who: SignedIn): Promise<Commission[]> {
  const rows: Commission[] = [];
  for (let page = 1; ; page += 1) {
    const body = await ok<CommissionReport>(`/commissions/report?${query}&limit=100&page=${page}`, who);
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}
const sumBy = (rows: readonly Commission[], pick: (row: Commission) => boolean) =>
  rows.filter(pick).reduce((sum, row) => sum + row.amount_cents, 0);

describe('seeded money', () => {
  it('has a payout for every agent (not the support staff) and every pay cycle from the first Tuesday of 2023 to the current one', async () => {
    const [cycles] = await t.db.query<{ n: number; first: string; last: string }>(
      `SELECT count(*)::int AS n, min(start_date)::text AS first, max(start_date)::text AS last FROM pay_cycles`,
    );
    expect(cycles).toEqual({ n: expect.any(Number), first: FIRST_PAY_CYCLE, last: CURRENT });
    const [missing] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u CROSS JOIN pay_cycles pc
        WHERE u.role_id <> ${ROLE_SUPPORT} AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.agent_id = u.id AND p.pay_cycle_start = pc.start_date)`,
    );
    expect(missing!.n).toBe(0);
    const [nonTuesday] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM commissions WHERE extract(isodow FROM pay_cycle_start) <> 2)::int
            + (SELECT count(*) FROM bonuses WHERE extract(isodow FROM pay_cycle_start) <> 2)::int AS n`,
    );
    expect(nonTuesday!.n).toBe(0);
  });

  it('payout = PAID commissions + PAID bonuses − charge-backs, for every agent and cycle', async () => {
    const mismatches = await t.db.query(
      `SELECT p.agent_id, p.pay_cycle_start FROM payouts p
        WHERE p.amount_cents <> coalesce((SELECT sum(amount_cents) FROM commissions c WHERE c.agent_id = p.agent_id
                                            AND c.pay_cycle_start = p.pay_cycle_start AND c.status = 'PAID'), 0)
                               + coalesce((SELECT sum(amount_cents) FROM bonuses b WHERE b.agent_id = p.agent_id
                                            AND b.pay_cycle_start = p.pay_cycle_start AND b.status = 'PAID'), 0)
                               - coalesce((SELECT sum(amount_cents) FROM commissions c WHERE c.agent_id = p.agent_id
                                            AND c.pay_cycle_start = p.pay_cycle_start AND c.status = 'CHARGED_BACK'), 0)
        LIMIT 5`,
    );
    expect(mismatches).toEqual([]);
  });

  it('pays overrides only to the three uplines of the writing agent, at the override rates, mirroring a personal row', async () => {
    const [check] = await t.db.query<{ overrides: number; matched: number }>(
      `WITH RECURSIVE chain (writer, upline, generation) AS (
         SELECT id, upline_id, 1 FROM users WHERE upline_id IS NOT NULL
         UNION ALL
         SELECT chain.writer, u.upline_id, chain.generation + 1 FROM chain JOIN users u ON u.id = chain.upline
          WHERE u.upline_id IS NOT NULL AND chain.generation < 3),
       matched AS (
         SELECT DISTINCT o.id FROM commissions o
           JOIN chain ON chain.writer = o.source_agent_id AND chain.upline = o.agent_id
           JOIN commissions p ON p.agent_id = o.source_agent_id AND p.kind = 'PERSONAL' AND p.policy_id = o.policy_id
                             AND p.pay_cycle_start = o.pay_cycle_start AND p.status = o.status
          WHERE o.kind = 'OVERRIDE'
            AND o.rate_bps = (ARRAY[${OVERRIDE_RATE_BPS.join(',')}])[chain.generation]
            AND o.amount_cents = round(o.premium_cents * o.rate_bps / 10000.0))
       SELECT (SELECT count(*)::int FROM commissions WHERE kind = 'OVERRIDE') AS overrides,
              (SELECT count(*)::int FROM matched) AS matched`,
    );
    expect(check!.matched).toBe(check!.overrides);
    const [counts] = await t.db.query<{ overrides: number; personal: number }>(
      `SELECT count(*) FILTER (WHERE kind = 'OVERRIDE')::int AS overrides, count(*) FILTER (WHERE kind = 'PERSONAL')::int AS personal
         FROM commissions`,
    );
    expect(counts!.overrides).toBeGreaterThan(counts!.personal);
  });
});

describe('GET /commissions/report', () => {
  it('answers {data, count, totals} whose totals are those of the whole filtered set', async () => {
    for (const query of [ALL, `${ALL}&kind=OVERRIDE`, `start_date=2025-01-07&end_date=2025-12-29&status=CHARGED_BACK`, `${ALL}&product_type=Term%20Life`]) {
      const body = await ok<CommissionReport>(`/commissions/report?${query}&limit=5`, ava);
      const rows = await allRows(query, ava);
      expect(rows).toHaveLength(body.count);
      const personal = sumBy(rows, (r) => r.kind === 'PERSONAL' && r.status !== 'CHARGED_BACK');
      const override = sumBy(rows, (r) => r.kind === 'OVERRIDE' && r.status !== 'CHARGED_BACK');
      const chargeBacks = sumBy(rows, (r) => r.status === 'CHARGED_BACK');
      expect(body.totals).toEqual({
        personal_cents: personal,
        override_cents: override,
        charge_backs_cents: chargeBacks,
        pending_cents: sumBy(rows, (r) => r.status === 'PENDING'),
        net_cents: personal + override - chargeBacks,
      });
    }
    const all = await ok<CommissionReport>(`/commissions/report?${ALL}`, ava);
    expect(all.count).toBeGreaterThan(300);
    expect(all.totals.override_cents).toBeGreaterThan(0);
    expect(all.totals.personal_cents).toBeGreaterThan(0);
  });

  it('filters by kind, product type, carrier, status, downline agent, client and date range', async () => {
    const filters = await ok<GatewayEnvelope<CommissionPossibleFilters>>('/commissions/report/possible-filters', ava);
    const downline = filters.data.downline_agents[0]!;
    const client = (await t.db.query<{ client_id: number }>(
      `SELECT client_id FROM commissions WHERE agent_id = $1 AND kind = 'PERSONAL' ORDER BY id LIMIT 1`,
      [ava.payload.user_id],
    ))[0]!.client_id;
    const cases: Array<[string, (row: Commission) => boolean]> = [
      ['kind=PERSONAL', (r) => r.kind === 'PERSONAL' && r.source_agent_id === null],
      ['product_type=Term%20Life', (r) => r.product_type === 'Term Life'],
      [`carrier=${encodeURIComponent(filters.data.carriers[0]!)}`, (r) => r.carrier === filters.data.carriers[0]],
      ['status=PENDING', (r) => r.status === 'PENDING' && r.pay_cycle_start === ANCHOR],
      [`downline_agent_id=${downline.id}`, (r) => r.kind === 'OVERRIDE' && r.source_agent_id === downline.id && r.source_agent_name === downline.name],
      [`client_id=${client}`, (r) => r.client_id === client],
    ];
    for (const [filter, check] of cases) {
      const body = await ok<CommissionReport>(`/commissions/report?${ALL}&${filter}&limit=100`, ava);
      expect(body.data.every(check), filter).toBe(true);
    }
    const range = await allRows('start_date=2025-03-04&end_date=2025-03-31', ava);
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((r) => r.pay_cycle_start >= '2025-03-04' && r.pay_cycle_end <= '2025-03-31')).toBe(true);
  });

  it('pages and sorts (whitelisted columns, ties by id)', async () => {
    const first = await ok<CommissionReport>(`/commissions/report?${ALL}&sort=amount_cents:desc&limit=20`, ava);
    const second = await ok<CommissionReport>(`/commissions/report?${ALL}&sort=amount_cents:desc&limit=20&page=2`, ava);
    const amounts = [...first.data, ...second.data].map((r) => r.amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(40);
    const byPolicy = await ok<CommissionReport>(`/commissions/report?${ALL}&sort=policy_no:asc&limit=50`, ava);
    const policies = byPolicy.data.map((r) => r.policy_no);
    expect(policies).toEqual([...policies].sort());
    const byDate = await ok<CommissionReport>(`/commissions/report?${ALL}`, ava);
    expect(byDate.data).toHaveLength(10);
    expect(byDate.data[0]!.pay_cycle_start >= byDate.data[9]!.pay_cycle_start).toBe(true);
    const beyond = await ok<CommissionReport>(`/commissions/report?${ALL}&page=100000`, ava);
    expect(beyond.data).toEqual([]);
    expect(beyond.count).toBe(byDate.count);
  });

  it.each([
    ['kind=BOGUS', /"kind" must be one of PERSONAL, OVERRIDE/],
    ['status=paid', /"status" must be one of/],
    ['product_type=Pet%20Insurance', /"product_type" must be one of/],
    ['carrier=Acme', /"carrier" must be one of/],
    ['start_date=2025-13-01', /"start_date" must be an ISO date/],
    ['start_date=20250107', /"start_date" must be an ISO date/],
    ['start_date=2025-01-08', /"start_date" must be a Tuesday/],
    ['end_date=2025-01-07', /"end_date" must be a Monday/],
    ['start_date=2025-01-07&end_date=2024-12-30', /is before "start_date"/],
    ['start_date=2021-01-05&end_date=2025-01-06', /longer than 3 years/],
    ['limit=101', /"limit" must be a whole number from 1 to 100/],
    ['limit=0', /"limit" must be a whole number/],
    ['page=0', /"page" must be a whole number/],
    ['page=abc', /"page" must be a whole number/],
    ['sort=password:asc', /"sort" must be <column>:asc or <column>:desc/],
    ['sort=amount_cents:sideways', /"sort" must be/],
    ['sort=carrier:asc', /"sort" must be/],
    ['sort=amount_cents;DROP%20TABLE%20users', /"sort" must be/],
    ['downline_agent_id=-1', /"downline_agent_id" must be a whole number/],
    ['downline_agent_id=4', /not an agent of your downline/],
    ['client_id=1.5', /"client_id" must be a whole number/],
    ['kind=PERSONAL&kind=OVERRIDE', /Give "kind" once/],
    ['agent_id=4', /Unknown query parameter "agent_id"/],
    ['user_id=4', /Unknown query parameter "user_id"/],
  ])('%s → 400 with a message', async (query, message) => {
    const response = await get(`/commissions/report?${query}`, ava);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
  });
});

describe('authorization: only your own money', () => {
  it('never returns another agent\'s rows, whatever the filters', async () => {
    const avaIds = (await allRows('start_date=2025-01-07&end_date=2025-06-30', ava)).map((r) => r.id);
    const umaIds = (await allRows('start_date=2025-01-07&end_date=2025-06-30', uma)).map((r) => r.id);
    expect(avaIds.length).toBeGreaterThan(0);
    expect(umaIds.length).toBeGreaterThan(0);
    const owners = await t.db.query<{ agent_id: number }>('SELECT DISTINCT agent_id FROM commissions WHERE id = ANY($1::int[])', [avaIds]);
    expect(owners).toEqual([{ agent_id: ava.payload.user_id }]);
    expect(avaIds.filter((id) => umaIds.includes(id))).toEqual([]);
    // Uma's own client: Ava filtering on it sees nothing of Uma's.
    const umaClient = (await t.db.query<{ id: number }>('SELECT id FROM clients WHERE agent_id = $1 LIMIT 1', [uma.payload.user_id]))[0]!.id;
    const viaClient = await ok<CommissionReport>(`/commissions/report?${ALL}&client_id=${umaClient}`, ava);
    expect(viaClient.count).toBe(0);
    // Ava's personal rows appear in Uma's report only as Uma's overrides from Ava.
    const fromAva = await ok<CommissionReport>(`/commissions/report?${ALL}&downline_agent_id=${ava.payload.user_id}&limit=100`, uma);
    expect(fromAva.count).toBeGreaterThan(0);
    expect(fromAva.data.every((r) => r.kind === 'OVERRIDE' && r.rate_bps === OVERRIDE_RATE_BPS[0])).toBe(true);
  });

  it('refuses id parameters on every money route and answers 401 without a token', async () => {
    for (const url of [
      '/commissions/report?agent_id=4',
      '/commissions/report/possible-filters?user_id=4',
      '/commissions/earnings?user_id=4',
      '/bonus?agent_id=4',
      '/payment/payouts?user_id=4',
    ]) {
      const response = await get(url, ava);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/Unknown query parameter/);
      const anonymous = await t.app.inject({ method: 'GET', url: `/integration/v1${url.split('?')[0]}` });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});

describe('GET /commissions/report/possible-filters', () => {
  it("lists the caller's kinds, product types, carriers, statuses, downline agents (3 levels) and clients", async () => {
    const { data } = await ok<GatewayEnvelope<CommissionPossibleFilters>>('/commissions/report/possible-filters', ava);
    expect(data.kinds).toEqual(['PERSONAL', 'OVERRIDE']);
    expect(data.statuses).toEqual(['PAID', 'PENDING', 'CHARGED_BACK']);
    expect(data.product_types.length).toBeGreaterThan(3);
    expect(data.carriers.length).toBeGreaterThan(1);
    expect(data.downline_agents).toHaveLength(54);
    expect(data.downline_agents.map((a) => a.id)).not.toContain(uma.payload.user_id);
    expect(data.clients.length).toBeGreaterThanOrEqual(40);
    const sources = await t.db.query<{ id: number }>(
      `SELECT DISTINCT source_agent_id AS id FROM commissions WHERE agent_id = $1 AND kind = 'OVERRIDE'`,
      [ava.payload.user_id],
    );
    const listed = new Set(data.downline_agents.map((a) => a.id));
    expect(sources.every((s) => listed.has(s.id))).toBe(true);
    expect((await get('/commissions/report/possible-filters?x=1', ava)).statusCode).toBe(400);
  });
});

describe('GET /commissions/earnings', () => {
  it('gives every cycle of the range; a cycle equals the report totals of that cycle; year to date of the end year', async () => {
    const { data } = await ok<GatewayEnvelope<Earnings>>('/commissions/earnings?start_date=2026-01-06&end_date=2026-11-23', ava);
    expect(data.cycles).toHaveLength(46);
    expect(data.cycles[0]).toMatchObject({ start_date: '2026-01-06', end_date: '2026-01-12' });
    expect(data.cycles.at(-1)).toMatchObject({ start_date: ANCHOR, end_date: '2026-11-23' });
    for (const cycle of data.cycles.filter((_, index) => index % 9 === 0 || index === 45)) {
      const report = await ok<CommissionReport>(`/commissions/report?start_date=${cycle.start_date}&end_date=${cycle.end_date}`, ava);
      expect(cycle.commissions_cents).toBe(report.totals.personal_cents);
      expect(cycle.overrides_cents).toBe(report.totals.override_cents);
      expect(cycle.charge_backs_cents).toBe(report.totals.charge_backs_cents);
      const bonus = await ok<BonusPage>(`/bonus?start_date=${cycle.start_date}&end_date=${cycle.end_date}`, ava);
      expect(cycle.bonuses_cents).toBe(bonus.total_cents);
      expect(cycle.net_cents).toBe(report.totals.net_cents + bonus.total_cents);
    }
    const sum = data.cycles.reduce((s, c) => s + c.net_cents, 0);
    expect(data.total.net_cents).toBe(sum);
    // The range starts with the year's first cycle, so year to date = the range.
    expect(data.year_to_date).toEqual({ year: 2026, ...data.total });
    const short = await ok<GatewayEnvelope<Earnings>>('/commissions/earnings?start_date=2026-11-10&end_date=2026-11-23', ava);
    expect(short.data.cycles).toHaveLength(2);
    expect(short.data.year_to_date).toEqual({ year: 2026, ...data.total });
  });

  it('through_day cuts every cycle of the range at its first days; the year to date stays whole (issue #27 §4)', async () => {
    const range = 'start_date=2026-11-03&end_date=2026-11-23';
    const whole = (await ok<GatewayEnvelope<Earnings>>(`/commissions/earnings?${range}`, ava)).data;
    expect((await ok<GatewayEnvelope<Earnings>>(`/commissions/earnings?${range}&through_day=7`, ava)).data).toEqual(whole);
    const { data } = await ok<GatewayEnvelope<Earnings>>(`/commissions/earnings?${range}&through_day=3`, ava);
    expect(data.cycles.map((c) => c.start_date)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17']);
    expect(data.year_to_date).toEqual(whole.year_to_date);
    // Each cut cycle holds exactly the rows of its Tuesday, Wednesday and Thursday.
    const [ava12] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'ava.licensed@%'`);
    for (const cycle of data.cycles) {
      const [sums] = await t.db.query<Record<string, number>>(
        `SELECT (SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE agent_id = $1 AND pay_cycle_start = $2::date AND earned_on <= $2::date + 2
                   AND kind = 'PERSONAL' AND status <> 'CHARGED_BACK')::int AS commissions,
                (SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE agent_id = $1 AND pay_cycle_start = $2::date AND earned_on <= $2::date + 2
                   AND kind = 'OVERRIDE' AND status <> 'CHARGED_BACK')::int AS overrides,
                (SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE agent_id = $1 AND pay_cycle_start = $2::date AND earned_on <= $2::date + 2
                   AND status = 'CHARGED_BACK')::int AS charge_backs,
                (SELECT coalesce(sum(amount_cents), 0) FROM bonuses WHERE agent_id = $1 AND pay_cycle_start = $2::date AND awarded_on <= $2::date + 2)::int AS bonuses`,
        [ava12!.id, cycle.start_date],
      );
      expect(cycle).toMatchObject({
        commissions_cents: sums!.commissions,
        overrides_cents: sums!.overrides,
        charge_backs_cents: sums!.charge_backs,
        bonuses_cents: sums!.bonuses,
        net_cents: sums!.commissions + sums!.overrides + sums!.bonuses - sums!.charge_backs,
      });
      const full = whole.cycles.find((c) => c.start_date === cycle.start_date)!;
      expect(cycle.commissions_cents + cycle.overrides_cents).toBeLessThanOrEqual(full.commissions_cents + full.overrides_cents);
    }
    expect(data.total.net_cents).toBe(data.cycles.reduce((s, c) => s + c.net_cents, 0));
    expect(data.total.net_cents).toBeLessThan(whole.total.net_cents);
    for (const bad of ['0', '8', 'x', '2.5']) {
      expect((await get(`/commissions/earnings?${range}&through_day=${bad}`, ava)).statusCode, bad).toBe(400);
    }
  });

  it('rejects bad ranges with 400', async () => {
    for (const query of ['start_date=2026-01-05', 'end_date=2026-11-24', 'start_date=2026-11-17&end_date=2026-11-09', 'start_date=2020-01-07&end_date=2026-11-23']) {
      const response = await get(`/commissions/earnings?${query}`, ava);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('GET /bonus', () => {
  it('filters by type and status, pages newest first, totals the filtered set', async () => {
    const page = await ok<BonusPage>(`/bonus?${ALL}&limit=5`, ava);
    expect(page.data).toHaveLength(5);
    expect(page.count).toBeGreaterThan(5);
    const rows = (await ok<BonusPage>(`/bonus?${ALL}&limit=100`, ava)).data;
    expect(rows.map((b) => b.pay_cycle_start)).toEqual([...rows.map((b) => b.pay_cycle_start)].sort().reverse());
    const production = await ok<BonusPage>(`/bonus?${ALL}&type=PRODUCTION&limit=100`, ava);
    expect(production.data.every((b) => b.bonus_type === 'PRODUCTION')).toBe(true);
    expect(production.total_cents).toBe(production.data.reduce((s, b) => s + b.amount_cents, 0));
    const pending = await ok<BonusPage>(`/bonus?start_date=2026-01-06&end_date=${addDays(CURRENT, 6)}&status=PENDING&limit=100`, ava);
    expect(pending.data.every((b) => b.status === 'PENDING' && b.pay_cycle_start === CURRENT)).toBe(true);
    for (const query of ['type=SIGNING', 'status=CHARGED_BACK', 'limit=101', 'start_date=2026-11-16']) {
      expect((await get(`/bonus?${query}`, ava)).statusCode, query).toBe(400);
    }
  });

  it("words the back office's bonus descriptions in the caller's language, English without a header (issue #29)", async () => {
    const english = (await ok<BonusPage>(`/bonus?${ALL}&limit=100`, ava)).data;
    const response = await t.app.inject({
      method: 'GET',
      url: `/integration/v1/bonus?${ALL}&limit=100`,
      headers: { ...ava.headers, 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const russian = (response.json() as BonusPage).data;
    expect(russian.map((b) => b.id)).toEqual(english.map((b) => b.id));
    expect(new Set(english.map((b) => b.description))).toEqual(new Set(['Monthly production bonus', 'Quarterly persistency bonus', 'Recruiting bonus: a new agent joined your team'].filter((d) => english.some((b) => b.description === d))));
    for (const [index, bonus] of russian.entries()) {
      expect(bonus.description, english[index]!.description).not.toBe(english[index]!.description);
      expect(bonus.description).toMatch(/[а-яё]/i);
    }
  });
});

describe('GET /payment/payouts', () => {
  it('pages every pay cycle newest first; amounts add up; GET /payment is unchanged', async () => {
    const first = await ok<PayoutPage>('/payment/payouts?limit=3', ava);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pay_cycles');
    expect(first.count).toBe(n);
    expect(first.data[0]).toMatchObject({ pay_cycle_start: CURRENT, pay_cycle_end: addDays(CURRENT, 6), status: 'SCHEDULED', pay_date: addDays(CURRENT, 10) });
    expect(first.data[1]).toMatchObject({ status: 'PAID' });
    for (const payout of first.data) {
      expect(payout.amount_cents).toBe(payout.commissions_cents + payout.bonuses_cents - payout.charge_backs_cents);
    }
    // Sampled cycles: the payout equals PAID commissions + PAID bonuses − charge-backs read through the report.
    const year = await ok<PayoutPage>('/payment/payouts?start_date=2025-01-07&end_date=2025-12-29&limit=100', ava);
    expect(year.count).toBe(51);
    for (const payout of year.data.filter((_, index) => index % 10 === 3)) {
      const range = `start_date=${payout.pay_cycle_start}&end_date=${payout.pay_cycle_end}`;
      const paid = await ok<CommissionReport>(`/commissions/report?${range}&status=PAID`, ava);
      const bonus = await ok<BonusPage>(`/bonus?${range}&status=PAID`, ava);
      const report = await ok<CommissionReport>(`/commissions/report?${range}`, ava);
      expect(payout.commissions_cents).toBe(paid.totals.personal_cents + paid.totals.override_cents);
      expect(payout.bonuses_cents).toBe(bonus.total_cents);
      expect(payout.charge_backs_cents).toBe(report.totals.charge_backs_cents);
    }
    const page2 = await ok<PayoutPage>('/payment/payouts?limit=3&page=2', ava);
    expect(page2.data[0]!.pay_cycle_start < first.data[2]!.pay_cycle_start).toBe(true);
    const payments = await get('/payment', ava);
    expect(payments.statusCode).toBe(200);
    expect(payments.json().data[0]).toHaveProperty('invoice_ids');
    expect((await get('/payment/payouts?limit=500', ava)).statusCode).toBe(400);
  });
});

describe('currentCycleEnd', () => {
  it('is the Monday closing the Tuesday-to-Monday cycle of a day', () => {
    expect(currentCycleEnd(new Date('2026-11-17T00:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(currentCycleEnd(new Date('2026-11-23T23:59:00Z')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(currentCycleEnd(new Date('2026-11-24T01:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-30');
  });
});

describe('GET /commissions/statement', () => {
  it('streams every commission and bonus row of the range as a CSV download (the machine form, format=raw)', async () => {
    const range = 'start_date=2026-11-10&end_date=2026-11-16';
    const response = await get(`/commissions/statement?${range}&format=raw`, ava);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="commission-statement-2026-11-10-to-2026-11-16.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^record_type,pay_cycle_start,/);
    const report = await ok<CommissionReport>(`/commissions/report?${range}`, ava);
    const bonus = await ok<BonusPage>(`/bonus?${range}`, ava);
    expect(lines.filter((l) => l.startsWith('COMMISSION,'))).toHaveLength(report.count);
    expect(lines.filter((l) => l.startsWith('BONUS,'))).toHaveLength(bonus.count);
    expect((await get(`/commissions/statement?${range}&format=xls`, ava)).statusCode).toBe(400);
  });

  it('escapes formula cells and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(null)).toBe('');
  });
});
