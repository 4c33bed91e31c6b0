import { server, TEST_ORIGIN, testProfile } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../gatewayConfig.js';
import type { RecurringInvoice } from '../types/index.js';
import { recurringApi } from './recurring.js';
import { sessionApi } from './session.js';
import { usersApi } from './users.js';
import { createTestStore } from '../test/store.js';

const profile = testProfile(true);

const onError = vi.fn();
beforeEach(() => {
  onError.mockReset();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError });
});

describe('endpoints', () => {
  it('getProfile: GET /integration/v1/users/{id} → data', async () => {
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/users/:id`, ({ params }) => HttpResponse.json({ data: { ...profile, id: Number(params.id) } })));
    const store = createTestStore();
    const result = await store.dispatch(usersApi.endpoints.getProfile.initiate(7));
    expect(result.data).toEqual(profile);
  });

  it('listRecurringInvoices: GET /integration/v1/recurring/invoices with the filters', async () => {
    let search = '';
    const invoices: RecurringInvoice[] = [];
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/recurring/invoices`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: invoices, count: 0 });
      }),
    );
    const store = createTestStore();
    const result = await store.dispatch(
      recurringApi.endpoints.listRecurringInvoices.initiate({ user_id: 7, subscription_type: 'CP_UTILIZATION', limit: 2 }),
    );
    expect(result.data).toEqual([]);
    expect(search).toBe('?user_id=7&subscription_type=CP_UTILIZATION&limit=2');
  });

  it('stayConnected: POST /sso/v1/sign-in/stay-connected → { access_token }', async () => {
    let body: unknown;
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { access_token: 'new.jwt.token' } });
      }),
    );
    const store = createTestStore();
    const data = await store
      .dispatch(sessionApi.endpoints.stayConnected.initiate({ identity: 'a@b.c', client: 'agent-portal', session: 's-1' }))
      .unwrap();
    expect(data).toEqual({ access_token: 'new.jwt.token' });
    expect(body).toEqual({ identity: 'a@b.c', client: 'agent-portal', session: 's-1' });
  });

  it('stayConnected is silent and never retried', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Session revoked' }, { status: 500 });
      }),
    );
    const store = createTestStore();
    const result = await store.dispatch(
      sessionApi.endpoints.stayConnected.initiate({ identity: 'a@b.c', client: 'agent-portal', session: 's-1' }),
    );
    expect(result.error).toMatchObject({ status: 500, message: 'Session revoked' });
    expect(calls).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('endSession: POST /sso/v1/sign-in/logout without a body → { revoked }; silent, a 401 does not reload', async () => {
    const reload = vi.fn();
    configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError, reload });
    const bodies: string[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, async ({ request }) => {
        bodies.push(await request.text());
        return bodies.length === 1
          ? HttpResponse.json({ data: { revoked: true }, message: 'You have been signed out.' })
          : HttpResponse.json({ message: 'Your session has expired. Please sign in again.' }, { status: 401 });
      }),
    );
    const store = createTestStore();
    expect(await store.dispatch(sessionApi.endpoints.endSession.initiate()).unwrap()).toEqual({ revoked: true });
    const failed = await store.dispatch(sessionApi.endpoints.endSession.initiate());
    expect(failed.error).toMatchObject({ status: 401 });
    expect(bodies).toEqual(['', '']);
    expect(reload).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
