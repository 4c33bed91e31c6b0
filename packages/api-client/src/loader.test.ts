import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayApi } from './gatewayApi.js';
import { configureGateway } from './gatewayConfig.js';
import { markBackgroundEndpoint, selectForegroundRequestPending, isBackgroundEndpoint } from './loader.js';
import { createTestStore } from './test/store.js';

const loaderApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    loaderForeground: build.query<number, void>({ query: () => ({ service: 'integration', version: 'v1', path: '/slow' }) }),
    loaderBackground: build.query<number, void>({ query: () => ({ service: 'intercom', version: 'v1', path: '/slow' }) }),
    loaderMutation: build.mutation<unknown, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/slow', method: 'PUT' }),
    }),
  }),
});
markBackgroundEndpoint('loaderBackground');

beforeEach(() => {
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
  server.use(
    http.all(`${TEST_ORIGIN}/:service/v1/slow`, async ({ params }) => {
      await delay(20);
      return params.service === 'fail' ? HttpResponse.error() : HttpResponse.json({ data: 1 });
    }),
  );
});

describe('selectForegroundRequestPending (§4 Loader)', () => {
  it('is true while a foreground query is pending and false once it settles', async () => {
    const store = createTestStore();
    expect(selectForegroundRequestPending(store.getState())).toBe(false);
    const pending = store.dispatch(loaderApi.endpoints.loaderForeground.initiate());
    expect(selectForegroundRequestPending(store.getState())).toBe(true);
    await pending;
    expect(selectForegroundRequestPending(store.getState())).toBe(false);
  });

  it('is true while a mutation is pending, and false after an error', async () => {
    server.use(http.put(`${TEST_ORIGIN}/integration/v1/slow`, () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    const store = createTestStore();
    const pending = store.dispatch(loaderApi.endpoints.loaderMutation.initiate());
    expect(selectForegroundRequestPending(store.getState())).toBe(true);
    await pending;
    expect(selectForegroundRequestPending(store.getState())).toBe(false);
  });

  it('ignores endpoints marked background', async () => {
    expect(isBackgroundEndpoint('loaderBackground')).toBe(true);
    const store = createTestStore();
    const pending = store.dispatch(loaderApi.endpoints.loaderBackground.initiate());
    expect(store.getState().gateway.queries['loaderBackground(undefined)']?.status).toBe('pending');
    expect(selectForegroundRequestPending(store.getState())).toBe(false);
    await pending;
  });
});
