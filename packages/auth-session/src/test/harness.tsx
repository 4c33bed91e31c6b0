import { gatewayApi } from '@agent-portal/api-client';
import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { renderInRouter, testPayload, TEST_SIGN_IN_URL, type RenderInRouterOptions, type RenderInRouterResult } from '@agent-portal/vitest-config/harness';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi, type Mock } from 'vitest';
import { configureSession } from '../config.js';
import { sessionReducer } from '../sessionSlice.js';

/**
 * A fresh store like the portal's: `gatewayApi`'s cache and this package's `sessionReducer`
 * under `session`, holding `session` (agent 7 unless told; `null` for none).
 */
export function createTestStore(session: SessionTokenPayload | null = testPayload) {
  return configureStore({
    reducer: { [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer },
    preloadedState: { session: { payload: session } },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** The store type of {@link createTestStore}. */
export type TestStore = ReturnType<typeof createTestStore>;

/**
 * Renders `ui` with a fresh {@link createTestStore} in a memory router (`renderInRouter` of
 * `@agent-portal/vitest-config/harness`: `route`, `path`, `advanceTimers`).
 * @returns Testing Library's result with `store`, `router`, `location()` and `user`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { session, ...routing }: Omit<RenderInRouterOptions, 'providers'> & { session?: SessionTokenPayload | null } = {},
): RenderInRouterResult & { store: TestStore } {
  const store = createTestStore(session);
  const providers = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...renderInRouter(ui, { ...routing, providers }), store };
}

/**
 * Configures this package for a test: sign-in page `TEST_SIGN_IN_URL`, client `agent-portal`,
 * tenant `agent-network` (spec §4, §5), and a `navigate` spy in place of leaving the page.
 * @returns the `navigate` spy: its calls are the sign-in URLs the portal went to.
 */
export function configureSessionForTest(): Mock<(url: string) => void> {
  const navigate = vi.fn<(url: string) => void>();
  configureSession({ signInUrl: TEST_SIGN_IN_URL, clientId: 'agent-portal', tenantId: 'agent-network', navigate });
  return navigate;
}
