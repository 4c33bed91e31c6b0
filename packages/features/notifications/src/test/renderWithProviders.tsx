import { configureGateway, gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TEST_ORIGIN } from './server';

const rootReducer = combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer });

/** A fresh store like the portal's: gateway cache (real middleware) + session slice of agent 7. */
export function createTestStore() {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        payload: {
          exp: 4_102_444_800,
          iat: 1_700_000_000,
          session: '5b1f0a8e-3c1d-4a52-9a66-0d2f6b1c7e11',
          user_id: 7,
          role_id: 2,
          identity: 'ava.licensed@agent-portal.test',
          client_id: 'agent-portal',
          tenant_id: 'agent-network',
        },
      },
    },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** Shows the router's current location (path + query), for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `path` (entered as `route`) with a real store and a memory
 * router; any other path renders the {@link LocationProbe}. The gateway points
 * at the MSW server, without a retry pause.
 * @returns the Testing Library result, the store and the router (`router.state.location`).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '/' }: { route?: string; path?: string } = {}) {
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
  const store = createTestStore();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, store, router, location };
}
