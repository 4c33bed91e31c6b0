import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../gatewayConfig.js';
import type { Notification, PromotionValidation } from '../types/index.js';
import { applyNotifyMePush, LATEST_NOTIFICATIONS_ARGS, notificationsApi } from './notifications.js';
import { teamApi } from './team.js';
import { createTestStore } from '../test/store.js';

const onError = vi.fn();
beforeEach(() => {
  onError.mockReset();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError });
});

const V1 = `${TEST_ORIGIN}/integration/v1`;
const V2 = `${TEST_ORIGIN}/integration/v2`;

const validation: PromotionValidation = {
  code: 'AG-000004',
  current_rank: 'SENIOR_ASSOCIATE',
  next_rank: 'MARKETING_DIRECTOR',
  requirements: [],
  eligible: true,
  pending_request_id: null,
};

function notification(id: number, reference: Notification['reference']): Notification {
  return { id, user_id: 4, subject: `n${id}`, body: '', href: '/promotion', reference, created_at: '2026-11-23T10:00:00.000Z' };
}

describe('team endpoints (issue #10, §7 hierarchy v1/v2, promotion, upline-telemetry)', () => {
  it('listTeam calls v2 /hierarchy/{code}/team with the code encoded and only the filters set', async () => {
    let url = '';
    server.use(
      http.get(`${V2}/hierarchy/:code/team`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ data: [], count: 54 });
      }),
    );
    const result = await createTestStore().dispatch(
      teamApi.endpoints.listTeam.initiate({ code: 'AG-000004', depth: 2, licensed: false, search: undefined, page: 3, limit: 25, sort: 'joined_at:desc' }),
    );
    expect(result.data).toEqual({ data: [], count: 54 });
    const sent = new URL(url);
    expect(sent.pathname).toBe('/integration/v2/hierarchy/AG-000004/team');
    expect(sent.searchParams.toString()).toBe('depth=2&licensed=false&page=3&limit=25&sort=joined_at%3Adesc');
  });

  it('the previews call v2 /hierarchy with code and preview, the downline one with paging', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${V2}/hierarchy`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.toString());
        return HttpResponse.json(params.get('preview') === 'UPLINE' ? { data: [] } : { data: [], count: 0 });
      }),
    );
    const store = createTestStore();
    await store.dispatch(teamApi.endpoints.getDownlinePreview.initiate({ code: 'AG-000004', page: 2, limit: 500 }));
    const chain = await store.dispatch(teamApi.endpoints.getUplineChain.initiate('AG-000004'));
    expect(seen).toEqual(['code=AG-000004&preview=DOWNLINE&page=2&limit=500', 'code=AG-000004&preview=UPLINE']);
    expect(chain.data).toEqual([]);
  });

  it('generatePromotion is a silent POST, never retried, and keeps the 422 body with the unmet requirements', async () => {
    let calls = 0;
    const unmet = [{ key: 'LICENSED_RECRUITS', required: 3, actual: 1, met: false, window_cycles: null }];
    server.use(
      http.post(`${V1}/promotion/generate`, () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 422, error: 'Unprocessable Entity', message: 'Not eligible yet', unmet }, { status: 422 });
      }),
    );
    const result = await createTestStore().dispatch(teamApi.endpoints.generatePromotion.initiate());
    expect(calls).toBe(1);
    expect(onError).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 422, message: 'Not eligible yet', data: { unmet } });
  });

  it('decidePromotion posts the decision and refetches the promotion queries', async () => {
    let body: unknown;
    let validations = 0;
    server.use(
      http.post(`${V1}/promotion/approve`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 7 } });
      }),
      http.get(`${V1}/promotion/validate/:code`, () => {
        validations += 1;
        return HttpResponse.json({ data: validation });
      }),
    );
    const store = createTestStore();
    const sub = store.dispatch(teamApi.endpoints.validatePromotion.initiate('AG-000004'));
    await sub;
    await store.dispatch(teamApi.endpoints.decidePromotion.initiate({ request_id: 7, decision: 'DECLINED', note: 'Not yet' }));
    await vi.waitFor(() => expect(validations).toBe(2));
    expect(body).toEqual({ request_id: 7, decision: 'DECLINED', note: 'Not yet' });
    sub.unsubscribe();
  });
});

describe('applyNotifyMePush and reference.invalidates (issue #10)', () => {
  async function storeWithCaches() {
    let validations = 0;
    server.use(
      http.get(`${V1}/promotion/validate/:code`, () => {
        validations += 1;
        return HttpResponse.json({ data: validation });
      }),
      http.get(`${TEST_ORIGIN}/intercom/v1/notifications/notify-me`, () =>
        HttpResponse.json({ data: [notification(10, { seen: true })], count: 1, unseen: 0 }),
      ),
    );
    const store = createTestStore();
    const subs = [
      store.dispatch(teamApi.endpoints.validatePromotion.initiate('AG-000004')),
      store.dispatch(notificationsApi.endpoints.listNotifications.initiate(LATEST_NOTIFICATIONS_ARGS)),
    ];
    await Promise.all(subs);
    return { store, validations: () => validations };
  }

  it('refetches the tags a new notification names', async () => {
    const { store, validations } = await storeWithCaches();
    expect(validations()).toBe(1);
    store.dispatch(
      applyNotifyMePush({
        count: 1,
        total: 2,
        data: [notification(11, { seen: false, invalidates: ['Promotion', 'NotATag'] }), notification(10, { seen: true })],
      }),
    );
    await vi.waitFor(() => expect(validations()).toBe(2));
  });

  it('ignores notifications already cached (a push that only repeats them refetches nothing)', async () => {
    const { store, validations } = await storeWithCaches();
    store.dispatch(applyNotifyMePush({ count: 0, total: 1, data: [notification(10, { seen: true, invalidates: ['Promotion'] })] }));
    store.dispatch(applyNotifyMePush({ count: 0, total: 1, data: [notification(10, { seen: true })] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(validations()).toBe(1);
  });
});
