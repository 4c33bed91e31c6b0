import { gatewayApi } from '@agent-portal/api-client';
import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { configureStore } from '@reduxjs/toolkit';
import { testPayload } from './fixtures.js';
import { rootReducer } from './rootReducer.js';

/** The root state of {@link createTestStore}: the gateway cache and the session slice, like the portal's. */
export type TestRootState = ReturnType<typeof rootReducer>;

/** Options of {@link createTestStore}. */
export interface CreateTestStoreOptions {
  /**
   * The signed-in agent's token payload put in the `session` slice; `null` for no session
   * (signed out, e.g. to test `RequireSession`). Default {@link testPayload} (agent 7).
   */
  session?: SessionTokenPayload | null;
  /** More state to start from; its `session`, if any, wins over `session`. */
  preloadedState?: Partial<TestRootState>;
}

/**
 * A fresh, real store like the portal's (apps/portal/src/app/store.ts): `gatewayApi`'s
 * reducer and middleware (RTK Query cache, ARCHITECTURE §3) and the auth-session
 * `sessionReducer` under `session`. Create one per test; never mock hooks or selectors.
 * @param options - see {@link CreateTestStoreOptions}.
 */
export function createTestStore({ session = testPayload, preloadedState }: CreateTestStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { payload: session }, ...preloadedState },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** The store type of {@link createTestStore}. */
export type TestStore = ReturnType<typeof createTestStore>;
