import { SOCKET_EVENTS } from '@agent-portal/api-client/wire';
import { configureSessionForTest, forgeToken, renderWithProviders, samplePayload, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeConnector } from './RealtimeConnector.js';
import { fakeClient } from './test/fakeSocket.js';

describe('RealtimeConnector', () => {
  it('starts after the first render, hands the cookie session over, and logs out with forced-logout', async () => {
    const payload = samplePayload({ user_id: 12 });
    const token = forgeToken(payload);
    document.cookie = `access_token=${token}; path=/`;
    // The agent's language, said in the handshake (issue #29); set here, not left to whichever test
    // file ran first in this worker (i18n's start-up writes the cookie once).
    document.cookie = 'lang=de; path=/';
    const navigate = configureSessionForTest();
    const client = fakeClient();
    const loadClient = vi.fn(client.loadClient);
    const { unmount } = renderWithProviders(<RealtimeConnector socketUrl={TEST_ORIGIN} options={{ loadClient }} />, { session: null });
    await vi.waitFor(() => expect(client.sockets).toHaveLength(1));
    const socket = client.sockets[0]!;
    socket.serverConnect();
    expect(socket.emitted[0]).toEqual({ event: SOCKET_EVENTS.handshake, args: [{ identity: payload.identity, role_id: 2, lang: 'de' }] });
    const sent = vi.fn();
    (socket.options.auth as (cb: (d: object) => void) => void)(sent);
    expect(sent.mock.calls[0]![0]).toEqual({ token, lang: 'de' });
    socket.fire(SOCKET_EVENTS.autoSessionLogout, { cause: 'admin' });
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('cause=forced-logout'));
    expect(document.cookie).not.toContain('access_token');
    unmount();
    expect(socket.disconnected).toBe(true);
  });
});

describe('sessionEndedBySocket (spec §4, issue #13 §2)', () => {
  it('after a logout in another tab (cause logout): logs out with cause logout, without ending the session again', async () => {
    const { sessionEndedBySocket } = await import('./sessionEnded.js');
    const navigate = configureSessionForTest();
    const ended = vi.fn();
    server.use(http.post(`${TEST_ORIGIN}/sso/v1/sign-in/logout`, () => (ended(), HttpResponse.json({ data: { revoked: true } }))));
    document.cookie = `access_token=${forgeToken(samplePayload())}; path=/`;
    sessionEndedBySocket('logout');
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('cause=logout'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).not.toHaveBeenCalled();
  });

  it('any other cause (password changed, an admin, expired): forced-logout', async () => {
    const { sessionEndedBySocket } = await import('./sessionEnded.js');
    for (const cause of ['password-changed', 'session-ended', 'Compliance review']) {
      const navigate = configureSessionForTest();
      sessionEndedBySocket(cause);
      expect(navigate).toHaveBeenCalledWith(expect.stringContaining('cause=forced-logout'));
    }
  });
});
