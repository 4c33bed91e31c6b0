import { forgeToken, samplePayload, server, TEST_ORIGIN, TEST_SIGN_IN_URL } from '@agent-portal/vitest-config/harness';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markSessionSuperseded, rememberShownSession, SESSION_CHANNEL_NAME } from './broadcast.js';
import { storeSessionToken } from './cookies.js';
import { SSO_STATE_COOKIE } from './ssoState.js';
import { LOGOUT_GATEWAY_WAIT_MS, logout } from './logout.js';
import { buildSignInUrl, redirectToSignIn } from './signIn.js';
import { configureSessionForTest } from './test/harness.js';

let navigate: ReturnType<typeof configureSessionForTest>;
beforeEach(() => {
  navigate = configureSessionForTest();
});

/** The cookie names left, but the pending sign-ins (`sso_state`, which a logout starts; issue #26). */
function cookiesBesidesState() {
  return document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((name) => name && name !== SSO_STATE_COOKIE);
}

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('buildSignInUrl / redirectToSignIn (§2, §4, CONTRACTS)', () => {
  it('carries redirect_url, client_id, tenant_id, cause and a new state', () => {
    window.history.replaceState(null, '', '/my-clients/12?tab=policies');
    const url = buildSignInUrl('no-session');
    expect(url.startsWith(`${TEST_SIGN_IN_URL}?`)).toBe(true);
    expect(params(url)).toEqual({
      redirect_url: 'https://localhost/my-clients/12?tab=policies',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
      cause: 'no-session',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const other = buildSignInUrl('unauthorized', 'https://localhost/x');
    expect(params(other).redirect_url).toBe('https://localhost/x');
    expect(params(other).state).not.toBe(params(url).state);
  });

  it('remembers each state in the sso_state cookie until it comes back (issue #26)', () => {
    const first = params(buildSignInUrl('no-session')).state;
    const second = params(buildSignInUrl('no-session')).state;
    expect(Cookies.get(SSO_STATE_COOKIE)).toContain(first);
    expect(Cookies.get(SSO_STATE_COOKIE)).toContain(second);
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

    // Only the sign-in it has just started is left, with the state it sent (issue #26).
    expect(document.cookie).toBe(`${SSO_STATE_COOKIE}=${Cookies.get(SSO_STATE_COOKIE)}`);
    expect(localStorage.length).toBe(0);
    const sent = params(navigate.mock.calls[0][0]);
    expect(sent).toEqual({
      redirect_url: 'https://localhost/dashboard',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
      cause: 'logout',
      state: expect.any(String),
    });
    expect(Cookies.get(SSO_STATE_COOKIE)).toContain(sent.state);
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
    expect(cookiesBesidesState()).toEqual([]);
    expect(calls).toEqual([{ authorization: `Bearer ${token}`, csrf: 'c'.repeat(64), csrfCookieStillSet: true }]);
    expect(navigate).toHaveBeenCalledTimes(1);

    // An expired, forced or followed logout does not call it (the session has already ended) and
    // is done when logout returns.
    storeSessionToken(token);
    void logout('session-expired');
    expect(cookiesBesidesState()).toEqual([]);
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
      expect(cookiesBesidesState()).toEqual([]);
      expect(params(navigate.mock.calls[0][0]).cause).toBe('logout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('still logs out when the gateway fails to end the session', async () => {
    storeSessionToken(forgeToken(samplePayload()));
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await logout();
    expect(cookiesBesidesState()).toEqual([]);
    expect(params(navigate.mock.calls[0][0]).cause).toBe('logout');
  });

  it("in a tab superseded by another agent's sign-in (issue #26), leaves that agent's cookies and goes to the dashboard", async () => {
    const token = forgeToken(samplePayload({ user_id: 8 }));
    storeSessionToken(token);
    markSessionSuperseded();
    try {
      await logout('logout', { endServerSession: false });
      expect(Cookies.get('access_token')).toBe(token);
      expect(navigate.mock.calls).toEqual([['https://localhost/dashboard']]);
    } finally {
      markSessionSuperseded(false);
    }
  });

  it("leaves another agent's cookies alone when its session replaced the one this tab shows, before the switched message arrives (issue #26)", async () => {
    // This tab shows Ava's session; another tab has just stored Leo's and ended Ava's, whose socket
    // tells this tab first: the logout must not clear Leo's cookies.
    rememberShownSession(samplePayload({ user_id: 12 }).session);
    const leo = forgeToken(samplePayload({ user_id: 13, session: 'another-session-of-leo' }));
    storeSessionToken(leo);
    try {
      await logout('logout', { endServerSession: false });
      expect(Cookies.get('access_token')).toBe(leo);
      expect(navigate.mock.calls).toEqual([['https://localhost/dashboard']]);
    } finally {
      rememberShownSession(null);
    }
  });
});
