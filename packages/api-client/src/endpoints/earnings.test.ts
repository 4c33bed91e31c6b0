import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../gatewayConfig.js';
import type { CommissionReport, Earnings, Payout } from '../types/index.js';
import { earningsApi } from './earnings.js';
import { createTestStore } from '../test/store.js';

const onError = vi.fn();
beforeEach(() => {
  onError.mockReset();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError });
});

const totals = { personal_cents: 12000, override_cents: 3000, charge_backs_cents: 500, pending_cents: 0, net_cents: 14500 };

describe('earnings endpoints (issue #9, §7 commissions/*, bonus, payment/payouts)', () => {
  it('getCommissionReport sends only the filters that are set and resolves to { data, count, totals }', async () => {
    let search = '';
    const report: CommissionReport = { data: [], count: 42, totals };
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/commissions/report`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(report);
      }),
    );
    const store = createTestStore();
    const result = await store.dispatch(
      earningsApi.endpoints.getCommissionReport.initiate({
        start_date: '2026-11-17',
        end_date: '2026-11-23',
        kind: 'OVERRIDE',
        carrier: undefined,
        page: 2,
        limit: 25,
        sort: 'amount_cents:desc',
      }),
    );
    expect(result.data).toEqual(report);
    expect(new URLSearchParams(search).toString()).toBe(
      'start_date=2026-11-17&end_date=2026-11-23&kind=OVERRIDE&page=2&limit=25&sort=amount_cents%3Adesc',
    );
  });

  it('getEarnings resolves to the envelope’s data', async () => {
    const zero = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 };
    const earnings: Earnings = { cycles: [], total: zero, year_to_date: { ...zero, year: 2026 } };
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/commissions/earnings`, () => HttpResponse.json({ data: earnings })));
    const result = await createTestStore().dispatch(earningsApi.endpoints.getEarnings.initiate({ start_date: '2026-01-06', end_date: '2026-11-23' }));
    expect(result.data).toEqual(earnings);
  });

  it('listPayouts resolves to { data, count }', async () => {
    const payout: Payout = {
      pay_cycle_start: '2026-11-10',
      pay_cycle_end: '2026-11-16',
      commissions_cents: 100,
      bonuses_cents: 0,
      charge_backs_cents: 0,
      amount_cents: 100,
      status: 'PAID',
      pay_date: '2026-11-20',
    };
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/payment/payouts`, () => HttpResponse.json({ data: [payout], count: 150 })));
    const result = await createTestStore().dispatch(earningsApi.endpoints.listPayouts.initiate({ page: 1, limit: 10 }));
    expect(result.data).toEqual({ data: [payout], count: 150 });
  });

  it('a bad filter is a 400 GatewayError with the server’s message', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'end_date is before start_date.' }, { status: 400 }),
      ),
    );
    const result = await createTestStore().dispatch(earningsApi.endpoints.listBonuses.initiate({ start_date: '2026-11-17', end_date: '2026-11-10' }));
    expect(result.error).toMatchObject({ status: 400, message: 'end_date is before start_date.' });
  });
});
