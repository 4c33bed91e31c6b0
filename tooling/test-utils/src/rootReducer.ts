import { gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { combineReducers } from '@reduxjs/toolkit';

/**
 * The root reducer of the portal's store (apps/portal/src/app/store.ts): `gatewayApi`'s cache under
 * its `reducerPath` and the auth-session `sessionReducer` under `session`. Shared by the test store
 * ({@link createTestStore}) and the story store (`createStoryStore`); imports nothing of Node.
 */
export const rootReducer = combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer });
