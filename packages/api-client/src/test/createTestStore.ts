import { configureStore } from '@reduxjs/toolkit';
import { gatewayApi } from '../gatewayApi';

/** A fresh store with only {@link gatewayApi}, for one test. */
export function createTestStore() {
  return configureStore({
    reducer: { [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

/** The store type of {@link createTestStore}. */
export type TestStore = ReturnType<typeof createTestStore>;
