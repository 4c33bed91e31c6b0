import { configureGateway, configureStorage, gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { initI18n } from '@agent-portal/i18n';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import '../../i18n/myProfile';

/** Origin of the jsdom page and gateway in tests. */
export const ORIGIN = 'https://localhost';
/** Base of integration v1 URLs in tests. */
export const V1 = `${ORIGIN}/integration/v1`;

/**
 * Starts an MSW server for a test file (unhandled requests fail the test), initialises
 * i18n in English and configures the gateway client and storage.
 */
export function setupMyProfileTests(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n({ lng: 'en' });
    configureGateway({ gatewayUrl: ORIGIN, retryDelayMs: 0 });
    configureStorage({ hubBucketUrl: `${ORIGIN}/storage/hub/`, publicBucketUrl: `${ORIGIN}/storage/public/` });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** A real store like the portal's (gateway cache + session). */
export function createStore() {
  return configureStore({
    reducer: combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer }),
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** Renders `ui` with a fresh store and a memory router at `route`. */
export function renderWithStore(ui: ReactElement, route = '/my-profile') {
  const store = createStore();
  return { store, ...render(<Provider store={store}><MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter></Provider>) };
}

export { avaInfo } from './fixtures';
