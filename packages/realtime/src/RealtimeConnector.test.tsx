import { SOCKET_EVENTS, configureGateway, gatewayApi } from '@agent-portal/api-client';
import { configureSession, sessionReducer } from '@agent-portal/auth-session';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeConnector } from './RealtimeConnector';
import { fakeClient } from './test/fakeSocket';
import { TEST_ORIGIN, TEST_SIGN_IN_URL } from './test/server';

function b64(value: object) {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('RealtimeConnector', () => {
  it('starts after the first render, hands the cookie session over, and logs out with forced-logout', async () => {
    const payload = {
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
      session: '5b1f0a8e-3c1d-4a52-9a66-0d2f6b1c7e11',
      user_id: 12,
      role_id: 2,
      identity: 'ava.licensed@agent-portal.test',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
    };
    document.cookie = `access_token=${b64({ alg: 'HS256' })}.${b64(payload)}.sig; path=/`;
    const navigate = vi.fn();
    configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
    configureSession({ signInUrl: TEST_SIGN_IN_URL, clientId: 'agent-portal', tenantId: 'agent-network', navigate });
    const store = configureStore({
      reducer: combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer }),
      middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
    });
    const client = fakeClient();
    const loadClient = vi.fn(client.loadClient);
    const { unmount } = render(
      <Provider store={store}>
        <RealtimeConnector socketUrl={TEST_ORIGIN} options={{ loadClient }} />
      </Provider>,
    );
    await vi.waitFor(() => expect(client.sockets).toHaveLength(1));
    const socket = client.sockets[0]!;
    socket.serverConnect();
    expect(socket.emitted[0]).toEqual({ event: SOCKET_EVENTS.handshake, args: [{ identity: payload.identity, role_id: 2 }] });
    const sent = vi.fn();
    (socket.options.auth as (cb: (d: object) => void) => void)(sent);
    expect(sent.mock.calls[0]![0]).toEqual({ token: expect.stringContaining('.sig') });
    socket.fire(SOCKET_EVENTS.autoSessionLogout, { cause: 'admin' });
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('cause=forced-logout'));
    expect(document.cookie).not.toContain('access_token');
    unmount();
    expect(socket.disconnected).toBe(true);
  });
});
