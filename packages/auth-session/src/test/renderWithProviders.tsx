import { configureGateway, gatewayApi } from '@agent-portal/api-client';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { configureSession } from '../config';
import { sessionReducer } from '../sessionSlice';
import { TEST_ORIGIN, TEST_SIGN_IN_URL } from './server';

const rootReducer = combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer });

/** The root state of the test store (gateway + session, like the portal's). */
export type TestRootState = ReturnType<typeof rootReducer>;

/** A fresh store like the portal's: gateway cache + session slice. */
export function createTestStore(preloadedState?: Partial<TestRootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** The store type of {@link createTestStore}. */
export type TestStore = ReturnType<typeof createTestStore>;

/**
 * Configures gateway + session for a test; returns the injected `navigate` spy
 * (jsdom cannot leave the page).
 */
export function configureForTest() {
  const navigate = vi.fn<(url: string) => void>();
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
  configureSession({ signInUrl: TEST_SIGN_IN_URL, clientId: 'agent-portal', tenantId: 'agent-network', navigate });
  return navigate;
}

/** Shows the router's current location, for assertions on `<Navigate>`. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders `ui` at `route` (matched by `path`) inside a store and a memory router;
 * every other path renders the {@link LocationProbe}.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store = createTestStore() }: { route?: string; path?: string; store?: TestStore } = {},
): RenderResult & { store: TestStore } {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={<LocationProbe />} />}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
