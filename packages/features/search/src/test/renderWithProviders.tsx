import { configureGateway, gatewayApi, type SessionTokenPayload, type UserProfile } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { server, TEST_ORIGIN } from './server';

const rootReducer = combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer });

/** A session payload of agent 7 for tests. */
export const testPayload: SessionTokenPayload = {
  exp: 4_102_444_800,
  iat: 1_700_000_000,
  session: '5b1f0a8e-3c1d-4a52-9a66-0d2f6b1c7e11',
  user_id: 7,
  role_id: 2,
  identity: 'ava.licensed@agent-portal.test',
  client_id: 'agent-portal',
  tenant_id: 'agent-network',
};

/** Agent 7's profile; `is_licensed` per test. */
export function testProfile(isLicensed: boolean): UserProfile {
  return {
    id: 7,
    code: 'AG-000007',
    first_name: 'Ava',
    last_name: 'Martinez',
    email: 'ava.licensed@agent-portal.test',
    phone: null,
    avatar_url: null,
    is_licensed: isLicensed,
    role_id: 2,
    upline_id: 3,
    level: 3,
    created_at: '2023-02-14T09:00:00.000Z',
  };
}

/** Shows the router's current location, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `/dashboard` with a real store (gateway cache + session of
 * agent 7) and a memory router; the agent's profile is served by MSW.
 */
export function renderWithProviders(ui: ReactElement, { licensed = true }: { licensed?: boolean } = {}) {
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
  server.use(http.get(`${TEST_ORIGIN}/integration/v1/users/7`, () => HttpResponse.json({ data: testProfile(licensed) })));
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { payload: testPayload } },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard']}>
        {ui}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
