import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../gatewayConfig.js';
import { isBackgroundEndpoint } from '../loader.js';
import type { SearchResult } from '../types/index.js';
import { searchApi } from './search.js';
import { createTestStore } from '../test/store.js';

const result: SearchResult = {
  clients: [
    { id: 5, first_name: 'Rosa', last_name: 'Diaz', policies: [{ policy_no: 'TL-0000042', products: { product_type: { title: 'Term Life' } } }] },
  ],
  forms: [{ id: 1, title: 'HIPAA Privacy Acknowledgment', tag: 'HIPAA', category: 'COMPLIANCE_FORMS', link: 'forms/compliance/hipaa.pdf' }],
  support: [{ id: 9, ticket: 'TCK-000009', subject: 'Commission missing', status: 'OPEN' }],
};

const onError = vi.fn();
beforeEach(() => {
  onError.mockReset();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, onError });
});

describe('searchEverything (§3, §7 /analytics/search)', () => {
  it('GET /integration/v1/analytics/search?search=… → data', async () => {
    let search = '';
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/analytics/search`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: result });
      }),
    );
    const store = createTestStore();
    const response = await store.dispatch(searchApi.endpoints.searchEverything.initiate({ search: 'rosa d' }));
    expect(response.data).toEqual(result);
    expect(search).toBe('?search=rosa+d');
  });

  it('is silent (no toast: the modal shows the error) and does not show the global loader', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/analytics/search`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Too long' }, { status: 400 }),
      ),
    );
    const store = createTestStore();
    const response = await store.dispatch(searchApi.endpoints.searchEverything.initiate({ search: 'x' }));
    expect(response.error).toMatchObject({ status: 400, message: 'Too long' });
    expect(onError).not.toHaveBeenCalled();
    expect(isBackgroundEndpoint('searchEverything')).toBe(true);
  });
});
