import { forgeToken, samplePayload, server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import Cookies from 'js-cookie';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSessionSuperseded, SESSION_CHANNEL_NAME } from './broadcast.js';
import { ACCESS_TOKEN_COOKIE, storeSessionToken } from './cookies.js';
import { RequireSession } from './RequireSession.js';
import { EXPIRY_COUNTDOWN_S, EXPIRY_WARNING_S } from './SessionExpiryWatch.js';
import { configureSessionForTest, renderWithProviders } from './test/harness.js';

let navigate: ReturnType<typeof configureSessionForTest>;

function causeOf(call = 0) {
  return new URL(navigate.mock.calls[call][0]).searchParams.get('cause');
}

function renderRoot(route = '/dashboard') {
  return renderWithProviders(
    <RequireSession>
      <p>portal layout</p>
    </RequireSession>,
    { route, session: null },
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // The modal is a lazy chunk in the app (fetched while idle); load it up front here.
  await import('./SessionExpiryModal.js');
});

beforeEach(() => {
  navigate = configureSessionForTest();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RequireSession (§5)', () => {
  it('without a session: redirects to sign-in (no-session, back to the current URL) and says so', () => {
    window.history.replaceState(null, '', '/my-team?x=1');
    renderRoot();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign-in…');
    expect(screen.queryByText('portal layout')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0]);
    expect(url.searchParams.get('cause')).toBe('no-session');
    expect(url.searchParams.get('redirect_url')).toBe('https://localhost/my-team?x=1');
  });

  it('with an expired token: cause session-expired', () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, forgeToken(samplePayload({ exp: Math.floor(Date.now() / 1000) - 5 })), { path: '/' });
    renderRoot();
    expect(causeOf()).toBe('session-expired');
  });

  it('with a session: renders children and puts the session in the store', () => {
    storeSessionToken(forgeToken(samplePayload()));
    const { store } = renderRoot();
    expect(screen.getByText('portal layout')).toBeInTheDocument();
    expect(store.getState().session.payload?.user_id).toBe(7);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('SessionExpiryWatch + SessionExpiryModal (§2, §4)', () => {
  const T0 = new Date('2026-03-03T10:00:00Z').getTime();

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    storeSessionToken(forgeToken(samplePayload({ exp: T0 / 1000 + 120 })));
  });

  it('opens 60 s before exp, counts down 30 s, and logs out (session-expired) at 0', async () => {
    renderRoot();
    await advance((120 - EXPIRY_WARNING_S) * 1000 - 500);
    expect(screen.queryByTestId('session-expiry-modal')).not.toBeInTheDocument();
    await advance(600);
    const dialog = screen.getByRole('dialog', { name: 'Your Session is about to expire' });
    expect(dialog).toHaveAccessibleDescription('You will be logged out in 30 secs, Do you want to stay logged in ?');
    expect(screen.getByRole('button', { name: 'STAY LOGGED IN' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();
    await advance(10_000);
    expect(dialog).toHaveTextContent('You will be logged out in 20 secs');
    expect(navigate).not.toHaveBeenCalled();
    await advance((EXPIRY_COUNTDOWN_S - 10) * 1000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(causeOf()).toBe('session-expired');
    // Only the sign-in just started remains (its state, issue #26).
    expect(document.cookie).toMatch(/^sso_state=[^;]+$/);
  });

  it('LOG OUT ends the session on the gateway and logs out with cause logout', async () => {
    let ended = 0;
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => {
        ended += 1;
        return HttpResponse.json({ data: { revoked: true } });
      }),
    );
    renderRoot();
    await advance(61_000);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'LOG OUT' }));
    expect(causeOf()).toBe('logout');
    await vi.waitFor(() => expect(ended).toBe(1));
  });

  it('STAY LOGGED IN renews the token, broadcasts, closes, and restarts the watch from the new exp', async () => {
    const renewedExp = T0 / 1000 + 3600;
    const renewed = forgeToken(samplePayload({ exp: renewedExp }));
    let body: unknown;
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { access_token: renewed } });
      }),
    );
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const messages: unknown[] = [];
    otherTab.addEventListener('message', (e) => messages.push(e.data));
    const { store } = renderRoot();
    await advance(61_000);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'STAY LOGGED IN' }));
    await vi.waitFor(() => expect(screen.queryByTestId('session-expiry-modal')).not.toBeInTheDocument());
    expect(body).toEqual({ identity: 'ava.licensed@agent-portal.test', client: 'agent-portal', session: samplePayload().session });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(renewed);
    expect(Cookies.get('exp')).toBe(String(renewedExp));
    expect(store.getState().session.payload?.exp).toBe(renewedExp);
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'renewed' }]));
    // past the old expiry: still no modal, no logout
    await advance(120_000);
    expect(screen.queryByTestId('session-expiry-modal')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    // 60 s before the new exp it opens again
    await advance(renewedExp * 1000 - EXPIRY_WARNING_S * 1000 - Date.now() + 100);
    expect(screen.getByTestId('session-expiry-modal')).toBeInTheDocument();
    otherTab.close();
  });

  it('a failed renewal shows the warning, clears the session, and LOG OUT goes to sign-in (renewal-failed)', async () => {
    server.use(
      http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, () =>
        HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Session revoked' }, { status: 401 }),
      ),
    );
    localStorage.setItem('k', 'v');
    renderRoot();
    await advance(61_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'STAY LOGGED IN' }));
    expect(await screen.findByText('You might have to LogIn again')).toBeInTheDocument();
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'STAY LOGGED IN' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'LOG OUT' }));
    expect(causeOf()).toBe('renewal-failed');
  });

  it('after a failed renewal the countdown end also goes to sign-in with renewal-failed', async () => {
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/stay-connected`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderRoot();
    await advance(61_000);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'STAY LOGGED IN' }));
    await screen.findByText('You might have to LogIn again');
    await advance(30_000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(causeOf()).toBe('renewal-failed');
  });
});

describe('cross-tab session (ARCHITECTURE §4)', () => {
  it('a logout message from another tab logs this tab out with the same cause, without re-broadcasting', async () => {
    storeSessionToken(forgeToken(samplePayload()));
    renderRoot();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const echoes: unknown[] = [];
    otherTab.addEventListener('message', (e) => echoes.push(e.data));
    otherTab.postMessage({ type: 'logout', cause: 'forced-logout' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(causeOf()).toBe('forced-logout');
    // Only the sign-in just started remains (its state, issue #26).
    expect(document.cookie).toMatch(/^sso_state=[^;]+$/);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(echoes).toEqual([]);
    otherTab.close();
  });

  it('a renewed message re-reads the cookie into the store', async () => {
    storeSessionToken(forgeToken(samplePayload()));
    const { store } = renderRoot();
    const later = samplePayload({ exp: Math.floor(Date.now() / 1000) + 7200 });
    storeSessionToken(forgeToken(later));
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    otherTab.postMessage({ type: 'renewed' });
    await vi.waitFor(() => expect(store.getState().session.payload?.exp).toBe(later.exp));
    otherTab.close();
  });

  it("a switched message (another tab signed another agent in, issue #26) reloads the dashboard and leaves the new agent's cookies", async () => {
    storeSessionToken(forgeToken(samplePayload({ user_id: 7 })));
    renderRoot('/my-profile');
    const leo = forgeToken(samplePayload({ user_id: 8 }));
    storeSessionToken(leo);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    try {
      otherTab.postMessage({ type: 'switched' });
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://localhost/dashboard'));
      // A logout that follows (the old session's socket event) leaves the new agent signed in.
      otherTab.postMessage({ type: 'logout', cause: 'logout' });
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
      expect(navigate.mock.calls[1]).toEqual(['https://localhost/dashboard']);
      expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(leo);
    } finally {
      otherTab.close();
      markSessionSuperseded(false);
    }
  });
});
