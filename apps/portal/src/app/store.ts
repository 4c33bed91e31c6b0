import { gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

const rootReducer = combineReducers({
  [gatewayApi.reducerPath]: gatewayApi.reducer,
  session: sessionReducer,
});

/** The state of the portal's one Redux store. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the portal's store: the gateway cache (RTK Query) and the session slice.
 * Tests create a fresh one each time.
 */
export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof createStore>;
