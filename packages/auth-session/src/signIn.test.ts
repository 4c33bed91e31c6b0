import { configureSessionForTest, forgeToken, samplePayload, server, TEST_ORIGIN, TEST_SIGN_IN_URL } from '@agent-portal/test-utils';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL_NAME } from './broadcast.js';
import { storeSessionToken } from './cookies.js';
import { LOGOUT_GATEWAY_WAIT_MS, logout } from './logout.js';
import { buildSignInUrl, redirectToSignIn } from './signIn.js';

let navigate: ReturnType<typeof configureSessionForTest>;
beforeEach(() => {
  navigate = configureSessionForTest();
});

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('buildSignInUrl / redirectToSignIn (§2, §4, CONTRACTS)', () => {
  it('carries redirect_url, client_id, tenant_id and cause', () => {
    window.history.replaceState(null, '', '/my-clients/12?tab=policies');
    const url = buildSignInUrl('no-session');
    expect(url.startsWith(`${TEST_SIGN_IN_URL}?`)).toBe(true);
    expect(params(url)).toEqual({
      redirect_url: 'https://localhost/my-clients/12?tab=policies',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
      cause: 'no-session',
    });
    expect(params(buildSignInUrl('unauthorized', 'https://localhost/x')).redirect_url).toBe('https://localhost/x');
  });

  it('redirectToSignIn navigates through the configured navigate', () => {
    redirectToSignIn('session-expired', 'https://localhost/reports');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(params(navigate.mock.calls[0][0])).toMatchObject({ cause: 'session-expired', redirect_url: 'https://localhost/reports' });
  });
});

describe('logout (§4)', () => {
  // The gateway's server-side logout (issue #13 §2) answers unless a test says otherwise.
  beforeEach(() => {
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => HttpResponse.json({ data: { revoked: true } })));
  });

  it('clears cookies and local storage, broadcasts, and goes to sign-in back to the dashboard', async () => {
    storeSessionToken(forgeToken(samplePayload()));
    Cookies.set('lang', 'es', { path: '/' });
    localStorage.setItem('agent-portal.theme-mode', 'dark');
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const received = new Promise<unknown>((resolve) => otherTab.addEventListener('message', (e) => resolve(e.data), { once: true }));
    window.history.replaceState(null, '', '/reports/payments');

    await logout();

    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(params(navigate.mock.calls[0][0])).toEqual({
      redirect_url: 'https://localhost/dashboard',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
      cause: 'logout',
    });
    await expect(received).resolves.toEqual({ type: 'logout', cause: 'logout' });
    otherTab.close();
  });

  it('does not broadcast when asked not to', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const messages: unknown[] = [];
    otherTab.addEventListener('message', (e) => messages.push(e.data));
    void logout('forced-logout', { broadcast: false });
    void logout('session-expired');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toEqual([{ type: 'logout', cause: 'session-expired' }]);
    expect(params(navigate.mock.calls[0][0]).cause).toBe('forced-logout');
    otherTab.close();
  });

  it('ends the session on the gateway first, with the token, CSRF header and cookie it is about to clear (issue #13 §2)', async () => {
    const token = forgeToken(samplePayload());
    storeSessionToken(token);
    Cookies.set('csrf_token', 'c'.repeat(64), { path: '/' });
    const calls: Array<{ authorization: string | null; csrf: string | null; csrfCookieStillSet: boolean }> = [];
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, ({ request }) => {
        // The gateway compares the header with the csrf_token cookie the browser sends, so the
        // cookie must still be there when the request goes out (it was cleared too early before).
        calls.push({
          authorization: request.headers.get('authorization'),
          csrf: request.headers.get('x-csrf-token'),
          csrfCookieStillSet: document.cookie.includes(`csrf_token=${'c'.repeat(64)}`),
        });
        return HttpResponse.json({ data: { revoked: true } });
      }),
    );

    await logout();
    expect(document.cookie).toBe('');
    expect(calls).toEqual([{ authorization: `Bearer ${token}`, csrf: 'c'.repeat(64), csrfCookieStillSet: true }]);
    expect(navigate).toHaveBeenCalledTimes(1);

    // An expired, forced or followed logout does not call it (the session has already ended) and
    // is done when logout returns.
    storeSessionToken(token);
    void logout('session-expired');
    expect(document.cookie).toBe('');
    storeSessionToken(token);
    void logout('logout', { broadcast: false });
    expect(navigate).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it(`leaves after LOGOUT_GATEWAY_WAIT_MS (${LOGOUT_GATEWAY_WAIT_MS} ms) when the gateway does not answer`, async () => {
    storeSessionToken(forgeToken(samplePayload()));
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => new Promise<never>(() => undefined)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const done = logout();
      await vi.advanceTimersByTimeAsync(LOGOUT_GATEWAY_WAIT_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      expect(document.cookie).not.toBe('');
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(document.cookie).toBe('');
      expect(params(navigate.mock.calls[0][0]).cause).toBe('logout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('still logs out when the gateway fails to end the session', async () => {
    storeSessionToken(forgeToken(samplePayload()));
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await logout();
    expect(document.cookie).toBe('');
    expect(params(navigate.mock.calls[0][0]).cause).toBe('logout');
  });
});
