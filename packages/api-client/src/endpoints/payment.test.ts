import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../gatewayConfig.js';
import { accountSecurityApi } from './accountSecurity.js';
import { paymentApi } from './payment.js';
import { createTestStore } from '../test/store.js';

// Issue #4 recurring-payment / account-setting; spec §7, §8.
const onError = vi.fn();
beforeEach(() => {
  onError.mockReset();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError });
  document.cookie = 'csrf_token=abc123; path=/';
});

describe('payRecurringCharge', () => {
  it('sends the Idempotency-Key and CSRF headers, is never retried, and is silent', async () => {
    const seen: Array<{ key: string | null; csrf: string | null; body: unknown }> = [];
    server.use(
      http.post(`${TEST_ORIGIN}/integration/v1/payment/braintree/pay`, async ({ request }) => {
        seen.push({ key: request.headers.get('Idempotency-Key'), csrf: request.headers.get('X-CSRF-Token'), body: await request.json() });
        return HttpResponse.json({ statusCode: 502, error: 'Bad Gateway', message: 'Provider down.' }, { status: 502 });
      }),
    );
    const store = createTestStore();
    const result = await store.dispatch(paymentApi.endpoints.payRecurringCharge.initiate({ userId: 14, idempotencyKey: 'key-0001-abcdef' }));
    expect(seen).toEqual([{ key: 'key-0001-abcdef', csrf: 'abc123', body: { user_id: 14 } }]);
    expect(result.error).toMatchObject({ status: 502, message: 'Provider down.' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('resolves to data on success', async () => {
    server.use(
      http.post(`${TEST_ORIGIN}/integration/v1/payment/braintree/pay`, () =>
        HttpResponse.json({ data: { payment: { id: 1 }, paid_invoice_ids: [1, 2] }, message: 'ok' }),
      ),
    );
    const store = createTestStore();
    const result = await store.dispatch(paymentApi.endpoints.payRecurringCharge.initiate({ userId: 14, idempotencyKey: 'key-0002-abcdef' }));
    expect(result.data).toEqual({ payment: { id: 1 }, paid_invoice_ids: [1, 2] });
  });
});

describe('paged lists keep count', () => {
  it('listPayments and listSignInActivities resolve to { data, count }', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/payment`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ data: [{ id: Number(url.searchParams.get('page')) }], count: 14 });
      }),
      http.get(`${TEST_ORIGIN}/sso/v1/sign-in/activities`, () => HttpResponse.json({ data: [], count: 0 })),
    );
    const store = createTestStore();
    const payments = await store.dispatch(paymentApi.endpoints.listPayments.initiate({ page: 2, limit: 10 }));
    expect(payments.data).toEqual({ data: [{ id: 2 }], count: 14 });
    const activities = await store.dispatch(accountSecurityApi.endpoints.listSignInActivities.initiate({ page: 1, limit: 10 }));
    expect(activities.data).toEqual({ data: [], count: 0 });
  });
});
