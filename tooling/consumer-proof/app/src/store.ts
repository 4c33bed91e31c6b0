import { configureGateway, gatewayApi } from '@agent-portal/api-client';
import { configureStore } from '@reduxjs/toolkit';

configureGateway({ gatewayUrl: '/api' });

/** The host's store: the one gatewayApi reducer and middleware. */
export const store = configureStore({
  reducer: { [gatewayApi.reducerPath]: gatewayApi.reducer },
  middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
});
