import { configureGateway, gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { initI18n } from '@agent-portal/i18n';
import { ThemeModeProvider } from '@agent-portal/ui-kit';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Origin of the jsdom page, used as the gateway URL. */
export const ORIGIN = 'https://localhost';

/** The MSW server of the payments/account-setting component tests (unhandled requests fail). */
export const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  configureGateway({ gatewayUrl: ORIGIN, retryDelayMs: 0 });
  await initI18n({ lng: 'en' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rootReducer = combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer });

/** A fresh store like the portal's (gateway cache + session). */
export function createTestStore() {
  return configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(gatewayApi.middleware) });
}

/** Renders `ui` with a fresh real store, the theme and a memory router. */
export function renderWithStore(ui: ReactElement) {
  const store = createTestStore();
  const result = render(
    <Provider store={store}>
      <ThemeModeProvider defaultMode="light">
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeModeProvider>
    </Provider>,
  );
  return { ...result, store };
}
