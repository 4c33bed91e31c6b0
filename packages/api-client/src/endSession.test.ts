import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { END_SESSION_TIMEOUT_MS, endGatewaySession } from './endSession.js';
import { configureGateway } from './gatewayConfig.js';

const LOGOUT_URL = `${TEST_ORIGIN}/sso/v1/sign-in/logout`;

describe('endGatewaySession (issue #13 §2: server-side logout)', () => {
  it('POSTs /sso/v1/sign-in/logout without a body, with the bearer token and the CSRF header', async () => {
    Cookies.set('access_token', 'the.session.jwt', { path: '/' });
    Cookies.set('csrf_token', 'c'.repeat(64), { path: '/' });
    let seen: { method: string; authorization: string | null; csrf: string | null; body: string } | undefined;
    server.use(
      http.post(LOGOUT_URL, async ({ request }) => {
        seen = {
          method: request.method,
          authorization: request.headers.get('authorization'),
          csrf: request.headers.get('x-csrf-token'),
          body: await request.text(),
        };
        return HttpResponse.json({ data: { revoked: true }, message: 'You have been signed out.' });
      }),
    );
    await expect(endGatewaySession()).resolves.toEqual({ revoked: true });
    expect(seen).toEqual({ method: 'POST', authorization: 'Bearer the.session.jwt', csrf: 'c'.repeat(64), body: '' });
  });

  it('sends an explicit token instead of the cookie', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(LOGOUT_URL, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { revoked: false } });
      }),
    );
    await expect(endGatewaySession({ token: 'explicit.jwt' })).resolves.toEqual({ revoked: false });
    expect(authorization).toBe('Bearer explicit.jwt');
  });

  it('rejects with the status and the server message on a 401, once (never retried)', async () => {
    Cookies.set('access_token', 'old.jwt', { path: '/' });
    let calls = 0;
    server.use(
      http.post(LOGOUT_URL, () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Your session has expired.' }, { status: 401 });
      }),
    );
    await expect(endGatewaySession()).rejects.toMatchObject({ status: 401, message: 'Your session has expired.' });
    expect(calls).toBe(1);
  });

  it('gives up after timeoutMs with TIMEOUT_ERROR, and rejects a network failure with FETCH_ERROR', async () => {
    Cookies.set('access_token', 'a.jwt', { path: '/' });
    server.use(http.post(LOGOUT_URL, () => delay('infinite')));
    const started = Date.now();
    await expect(endGatewaySession({ timeoutMs: 50 })).rejects.toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(Date.now() - started).toBeLessThan(2_000);
    server.use(http.post(LOGOUT_URL, () => HttpResponse.error()));
    await expect(endGatewaySession()).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    expect(END_SESSION_TIMEOUT_MS).toBe(3_000);
  });

  it('timeoutMs 0 waits as long as the gateway takes (a logout leaves the keepalive request to the browser)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      Cookies.set('access_token', 'a.jwt', { path: '/' });
      let answer: () => void = () => undefined;
      server.use(
        http.post(LOGOUT_URL, async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({ data: { revoked: true } });
        }),
      );
      const ended = endGatewaySession({ timeoutMs: 0 });
      await vi.advanceTimersByTimeAsync(END_SESSION_TIMEOUT_MS * 10);
      answer();
      await expect(ended).resolves.toEqual({ revoked: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects without a request when there is no token (no cookie, or getAccessToken gives none)', async () => {
    await expect(endGatewaySession()).rejects.toMatchObject({ status: 'CUSTOM_ERROR', message: 'There is no session token to end.' });
    Cookies.set('access_token', 'ignored.jwt', { path: '/' });
    configureGateway({ gatewayUrl: TEST_ORIGIN, getAccessToken: () => undefined });
    await expect(endGatewaySession()).rejects.toMatchObject({ status: 'CUSTOM_ERROR' });
  });

  it('rejects a 2xx answer without { data: { revoked } } as PARSING_ERROR', async () => {
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ ok: true })));
    await expect(endGatewaySession({ token: 't' })).rejects.toMatchObject({ status: 'PARSING_ERROR' });
  });
});
