import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway, type GatewayOptions } from './gatewayConfig.js';
import { gatewayApi } from './gatewayApi.js';
import { gatewayErrorReason, RELOAD_GUARD_STORAGE_KEY, type GatewayError, type GatewayRequest } from './gatewayBaseQuery.js';
import { createTestStore } from './test/store.js';

const probeApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    probeQuery: build.query<unknown, GatewayRequest>({ query: (request) => request }),
    probeMutation: build.mutation<unknown, GatewayRequest>({ query: (request) => request }),
  }),
});

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

function record(seen: Seen[], responder: () => Response) {
  return async ({ request }: { request: Request }) => {
    seen.push({
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
    return responder();
  };
}

let onError: ReturnType<typeof vi.fn<NonNullable<GatewayOptions['onError']>>>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

function configure(extra: Partial<GatewayOptions> = {}) {
  configureGateway({ gatewayUrl: TEST_ORIGIN, onError, reload, onUnauthorized, retryDelayMs: 0, ...extra });
}

async function query(request: GatewayRequest, store = createTestStore()) {
  return store.dispatch(probeApi.endpoints.probeQuery.initiate(request));
}

async function mutate(request: GatewayRequest, store = createTestStore()) {
  return store.dispatch(probeApi.endpoints.probeMutation.initiate(request));
}

beforeEach(() => {
  onError = vi.fn();
  reload = vi.fn();
  onUnauthorized = vi.fn();
  configure();
});

describe('gatewayBaseQuery: request shape (§7)', () => {
  it('builds {gatewayUrl}/{service}/{version}{path} with the query string, dropping undefined params', async () => {
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v2/hierarchy`, record(seen, () => HttpResponse.json({ data: [] }))));
    await query({
      service: 'integration',
      version: 'v2',
      path: '/hierarchy',
      params: { code: 'AG-1', preview: 'DOWNLINE', page: 2, all: false, skip: undefined },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].url.pathname).toBe('/integration/v2/hierarchy');
    expect([...seen[0].url.searchParams]).toEqual([
      ['code', 'AG-1'],
      ['preview', 'DOWNLINE'],
      ['page', '2'],
      ['all', 'false'],
    ]);
  });

  it('works with a relative gateway URL (resolved against the page)', async () => {
    configure({ gatewayUrl: '/' });
    server.use(http.get(`${TEST_ORIGIN}/sso/v1/sign-up-security`, () => HttpResponse.json({ data: { ok: 1 } })));
    const result = await query({ service: 'sso', version: 'v1', path: '/sign-up-security' });
    expect(result.data).toEqual({ ok: 1 });
  });

  it('sends the access_token cookie as a bearer token and includes credentials', async () => {
    Cookies.set('access_token', 'jwt-123', { secure: true, sameSite: 'Lax', path: '/' });
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/users/1`, record(seen, () => HttpResponse.json({ data: {} }))));
    await query({ service: 'integration', version: 'v1', path: '/users/1' });
    expect(seen[0].headers.get('authorization')).toBe('Bearer jwt-123');
    expect(seen[0].credentials).toBe('include');
  });

  it('sends no Authorization header without a token, and uses getAccessToken when given', async () => {
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/forms`, record(seen, () => HttpResponse.json({ data: [] }))));
    await query({ service: 'integration', version: 'v1', path: '/forms' });
    configure({ getAccessToken: () => 'from-option' });
    await query({ service: 'integration', version: 'v1', path: '/forms', params: { tag: 'x' } });
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(seen[1].headers.get('authorization')).toBe('Bearer from-option');
  });

  it('adds the CSRF header from the csrf_token cookie on non-GET same-origin requests only', async () => {
    Cookies.set('csrf_token', 'abc123', { secure: true, sameSite: 'Lax', path: '/' });
    const seen: Seen[] = [];
    const ok = () => HttpResponse.json({ data: { id: 1 } });
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/agent-bank-account`, record(seen, ok)),
      http.post(`${TEST_ORIGIN}/integration/v1/agent-bank-account`, record(seen, ok)),
      http.put(`${TEST_ORIGIN}/integration/v1/agent-bank-account`, record(seen, ok)),
      http.delete(`${TEST_ORIGIN}/integration/v1/users/archive-essential-documents/4`, record(seen, ok)),
    );
    await query({ service: 'integration', version: 'v1', path: '/agent-bank-account' });
    await mutate({ service: 'integration', version: 'v1', path: '/agent-bank-account', method: 'POST', body: { a: 1 } });
    await mutate({ service: 'integration', version: 'v1', path: '/agent-bank-account', method: 'PUT' });
    await mutate({ service: 'integration', version: 'v1', path: '/users/archive-essential-documents/4', method: 'DELETE' });
    expect(seen.map((s) => [s.method, s.headers.get('x-csrf-token')])).toEqual([
      ['GET', null],
      ['POST', 'abc123'],
      ['PUT', 'abc123'],
      ['DELETE', 'abc123'],
    ]);
    expect(seen[1].headers.get('content-type')).toBe('application/json');
    expect(seen[1].body).toBe('{"a":1}');
  });

  it('does not leak the CSRF token to another origin', async () => {
    Cookies.set('csrf_token', 'abc123', { secure: true, sameSite: 'Lax', path: '/' });
    configure({ gatewayUrl: 'https://gateway.example.com' });
    const seen: Seen[] = [];
    server.use(http.post('https://gateway.example.com/integration/v1/contact-us', record(seen, () => HttpResponse.json({ data: null }))));
    await mutate({ service: 'integration', version: 'v1', path: '/contact-us', method: 'POST', body: {} });
    expect(seen[0].headers.has('x-csrf-token')).toBe(false);
  });

  it('sends FormData as multipart', async () => {
    const seen: Seen[] = [];
    server.use(http.post(`${TEST_ORIGIN}/integration/v1/users/profile-picture`, record(seen, () => HttpResponse.json({ data: null }))));
    const form = new FormData();
    form.append('file_name', 'me.png');
    await mutate({ service: 'integration', version: 'v1', path: '/users/profile-picture', method: 'POST', body: form });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="file_name"');
    expect(seen[0].body).toContain('me.png');
  });
});

describe('gatewayBaseQuery: Accept-Language (spec §2, issue #29)', () => {
  afterEach(() => {
    Cookies.remove('lang');
  });

  it('sends the lang cookie as Accept-Language on GET and POST by default', async () => {
    Cookies.set('lang', 'de');
    const seen: Seen[] = [];
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/faq`, record(seen, () => HttpResponse.json({ data: [] }))),
      http.post(`${TEST_ORIGIN}/integration/v1/support/tickets`, record(seen, () => HttpResponse.json({ data: {} }))),
    );
    await query({ service: 'integration', version: 'v1', path: '/faq' });
    await mutate({ service: 'integration', version: 'v1', path: '/support/tickets', method: 'POST', body: { subject: 'x' } });
    expect(seen.map((s) => [s.method, s.headers.get('accept-language')])).toEqual([
      ['GET', 'de'],
      ['POST', 'de'],
    ]);
  });

  it('follows a language change: each request asks getLanguage again', async () => {
    let lang = 'en';
    configure({ getLanguage: () => lang });
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/faq`, record(seen, () => HttpResponse.json({ data: [] }))));
    const store = createTestStore();
    await query({ service: 'integration', version: 'v1', path: '/faq' }, store);
    lang = 'ru';
    await query({ service: 'integration', version: 'v1', path: '/faq', params: { q: 'x' } }, store);
    expect(seen.map((s) => s.headers.get('accept-language'))).toEqual(['en', 'ru']);
  });

  it("lets a caller's own Accept-Language win, but not remove the language with an empty one", async () => {
    configure({ getLanguage: () => 'fr' });
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/commissions/statement`, record(seen, () => HttpResponse.json({ data: [] }))));
    await query({ service: 'integration', version: 'v1', path: '/commissions/statement', headers: { 'accept-language': 'it' } });
    await query({ service: 'integration', version: 'v1', path: '/commissions/statement', params: { a: 1 }, headers: { 'Accept-Language': '' } });
    expect(seen.map((s) => s.headers.get('accept-language'))).toEqual(['it', 'fr']);
  });

  it('sends no Accept-Language when there is no language', async () => {
    configure({ getLanguage: () => undefined });
    const seen: Seen[] = [];
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/faq`, record(seen, () => HttpResponse.json({ data: [] }))));
    await query({ service: 'integration', version: 'v1', path: '/faq' });
    expect(seen[0].headers.get('accept-language')).toBeNull();
  });
});

describe('gatewayBaseQuery: messageSource (issue #29)', () => {
  it("says 'status' for a 5xx without a body message", async () => {
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () => new HttpResponse(null, { status: 500 })));
    await query({ service: 'integration', version: 'v1', path: '/bonus' });
    expect(onError).toHaveBeenCalledWith('Internal Server Error', { status: 500, endpoint: 'probeQuery', messageSource: 'status' });
  });
});

describe('gatewayBaseQuery: responses (§7)', () => {
  it('GET resolves to the envelope data; non-GET to the whole envelope', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/intercom/v1/notifications/notify-me`, () => HttpResponse.json({ data: [{ id: 1 }], count: 7 })),
      http.put(`${TEST_ORIGIN}/intercom/v1/notifications/seen`, () => HttpResponse.json({ data: { updated: 3 }, message: 'Done' })),
    );
    const got = await query({ service: 'intercom', version: 'v1', path: '/notifications/notify-me' });
    const put = await mutate({ service: 'intercom', version: 'v1', path: '/notifications/seen', method: 'PUT' });
    expect(got.data).toEqual([{ id: 1 }]);
    expect(put.data).toEqual({ data: { updated: 3 }, message: 'Done' });
  });
});

describe('gatewayBaseQuery: failures (§8)', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('retries a %s once after a 5xx, then toasts the server message', async (method) => {
    let calls = 0;
    server.use(
      http.all(`${TEST_ORIGIN}/integration/v1/payment`, () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Payments are down' }, { status: 503 });
      }),
    );
    const request: GatewayRequest = { service: 'integration', version: 'v1', path: '/payment', method };
    const result = method === 'GET' ? await query(request) : await mutate(request);
    expect(calls).toBe(2);
    expect(result.error).toEqual<GatewayError>({
      status: 503,
      data: { statusCode: 503, error: 'Service Unavailable', message: 'Payments are down' },
      message: 'Payments are down',
      messageSource: 'server',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Payments are down', {
      status: 503,
      endpoint: method === 'GET' ? 'probeQuery' : 'probeMutation',
      messageSource: 'server',
    });
  });

  it('succeeds when the retry succeeds (no toast)', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 429 }) : HttpResponse.json({ data: 'ok' });
      }),
    );
    const result = await query({ service: 'integration', version: 'v1', path: '/bonus' });
    expect(calls).toBe(2);
    expect(result.data).toBe('ok');
    expect(onError).not.toHaveBeenCalled();
  });

  it('retries a GET once after a network error and toasts a network message', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const result = await query({ service: 'integration', version: 'v1', path: '/bonus' });
    expect(calls).toBe(2);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(onError).toHaveBeenCalledWith(expect.stringMatching(/could not be reached/), {
      status: 'FETCH_ERROR',
      endpoint: 'probeQuery',
      messageSource: 'network',
    });
  });

  it('never retries a POST (a payment must not be charged twice)', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_ORIGIN}/integration/v1/payment/braintree/pay`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await mutate({ service: 'integration', version: 'v1', path: '/payment/braintree/pay', method: 'POST', body: {} });
    expect(calls).toBe(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx and falls back to the status text without a server message', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/users/9`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const result = await query({ service: 'integration', version: 'v1', path: '/users/9' });
    expect(calls).toBe(1);
    expect(result.error).toMatchObject({ status: 404, message: 'Not Found' });
    expect(onError).toHaveBeenCalledWith('Not Found', { status: 404, endpoint: 'probeQuery', messageSource: 'status' });
  });

  it("passes the body's policy reason to onError (issue #26: a blocked agent's 403 BLOCKED)", async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/commissions/report`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'Your account is blocked.', reason: 'BLOCKED' },
          { status: 403 },
        ),
      ),
      http.get(`${TEST_ORIGIN}/integration/v1/clients`, () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down.', reason: 'RATE_LIMITED' }, { status: 429 }),
      ),
      http.get(`${TEST_ORIGIN}/integration/v1/forms`, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'No.', reason: 'SOMETHING_NEW' }, { status: 403 }),
      ),
    );
    const blocked = await query({ service: 'integration', version: 'v1', path: '/commissions/report' });
    expect(blocked.error).toMatchObject({ status: 403, data: { reason: 'BLOCKED' }, message: 'Your account is blocked.' });
    expect(onError).toHaveBeenLastCalledWith('Your account is blocked.', { status: 403, endpoint: 'probeQuery', messageSource: 'server', reason: 'BLOCKED' });
    await query({ service: 'integration', version: 'v1', path: '/clients' });
    expect(onError).toHaveBeenLastCalledWith('Slow down.', { status: 429, endpoint: 'probeQuery', messageSource: 'server', reason: 'RATE_LIMITED' });
    // A reason this client does not know is left out: the message is shown as it is.
    await query({ service: 'integration', version: 'v1', path: '/forms' });
    expect(onError.mock.lastCall).toEqual(['No.', { status: 403, endpoint: 'probeQuery', messageSource: 'server' }]);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('gatewayErrorReason reads a known reason from a failed call, for errors shown inline', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/analytics/search`, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Blocked.', reason: 'BLOCKED' }, { status: 403 }),
      ),
      http.get(`${TEST_ORIGIN}/integration/v1/forms`, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'No.', reason: 'SOMETHING_NEW' }, { status: 403 }),
      ),
    );
    const blocked = await query({ service: 'integration', version: 'v1', path: '/analytics/search', silent: true });
    expect(gatewayErrorReason(blocked.error)).toBe('BLOCKED');
    const unknown = await query({ service: 'integration', version: 'v1', path: '/forms', silent: true });
    expect(gatewayErrorReason(unknown.error)).toBeUndefined();
    expect(gatewayErrorReason(undefined)).toBeUndefined();
    expect(gatewayErrorReason({ status: 'FETCH_ERROR', message: 'offline' })).toBeUndefined();
  });

  it('uses the response status text when the server sends one', async () => {
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () => new HttpResponse('nope', { status: 418, statusText: "I'm a teapot" })));
    const result = await query({ service: 'integration', version: 'v1', path: '/bonus' });
    expect(result.error).toMatchObject({ status: 418, data: 'nope', message: "I'm a teapot" });
  });

  it('does not toast a silent request', async () => {
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/bonus`, () => HttpResponse.json({ message: 'x' }, { status: 400 })));
    const result = await query({ service: 'integration', version: 'v1', path: '/bonus', silent: true });
    expect(result.error).toMatchObject({ status: 400, message: 'x' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('returns an error, without fetching, when the gateway is not configured', async () => {
    vi.resetModules();
    const fresh = await import('./gatewayBaseQuery.js');
    const result = await fresh.gatewayBaseQuery(
      { service: 'sso', version: 'v1', path: '/x' },
      { signal: new AbortController().signal, endpoint: 'x' } as never,
      {},
    );
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});

describe('gatewayBaseQuery: 401 (§8, ARCHITECTURE §3.4)', () => {
  const unauthorized = () =>
    HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, { status: 401 });

  it('reloads once for a storm of 401s, without a toast, and stamps the guard', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/:thing`, unauthorized));
    const store = createTestStore();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((thing) => query({ service: 'integration', version: 'v1', path: `/${thing}` }, store)),
    );
    expect(results.every((r) => (r.error as GatewayError | undefined)?.status === 401)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe('1000000');
  });

  it('calls onUnauthorized (not reload) for a 401 right after a 401-reload, and clears the guard', async () => {
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(Date.now() - 3_000));
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/:thing`, unauthorized));
    const store = createTestStore();
    await Promise.all(['a', 'b'].map((thing) => query({ service: 'integration', version: 'v1', path: `/${thing}` }, store)));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });

  it('reloads again when the last 401-reload is older than reloadGuardMs', async () => {
    configure({ reloadGuardMs: 5_000 });
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(Date.now() - 6_000));
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/a`, unauthorized));
    await query({ service: 'integration', version: 'v1', path: '/a' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a successful response clears the guard and re-arms the mutex (later 401s of a storm do nothing)', async () => {
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(Date.now()));
    let status = 200;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/:thing`, () => (status === 200 ? HttpResponse.json({ data: 1 }) : unauthorized())),
    );
    const store = createTestStore();
    await query({ service: 'integration', version: 'v1', path: '/ok' }, store);
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
    status = 401;
    await query({ service: 'integration', version: 'v1', path: '/first' }, store);
    await query({ service: 'integration', version: 'v1', path: '/late-in-storm' }, store);
    expect(reload).toHaveBeenCalledTimes(1);
    status = 200;
    await query({ service: 'integration', version: 'v1', path: '/ok2' }, store);
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
    status = 401;
    await query({ service: 'integration', version: 'v1', path: '/second' }, store);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignoreUnauthorized returns the 401 as an error without any action', async () => {
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, unauthorized));
    const result = await mutate({
      service: 'sso',
      version: 'v1',
      path: '/sign-in/stay-connected',
      method: 'POST',
      ignoreUnauthorized: true,
    });
    expect(result.error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(reload).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
