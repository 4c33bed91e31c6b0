import { configureStore } from '@reduxjs/toolkit';
import { gatewayApi } from '../gatewayApi.js';

/**
 * A fresh store holding only `gatewayApi`'s reducer and middleware (the RTK Query cache,
 * ARCHITECTURE §3), for api-client's own tests; create one per test.
 */
export function createTestStore() {
  return configureStore({
    reducer: { [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}
