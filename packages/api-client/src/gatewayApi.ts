import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { gatewayBaseQuery } from './gatewayBaseQuery.js';

/** Cache tag types of {@link gatewayApi}, one per domain. */
export const GATEWAY_TAG_TYPES = [
  'Profile',
  'RecurringInvoice',
  'Notification',
  'Search',
  'BankAccount',
  'PaymentCard',
  'Document',
  'Payment',
  'Session',
  'Earnings',
  'Team',
  'Promotion',
  'Client',
  'Form',
  'Compliance',
  'Ticket',
  'Faq',
  'Announcement',
  'Reminder',
  'Progress',
] as const;

/** One of {@link GATEWAY_TAG_TYPES}. */
export type GatewayTagType = (typeof GATEWAY_TAG_TYPES)[number];

/**
 * The one RTK Query API of the portal (`reducerPath: 'gateway'`, ARCHITECTURE §3).
 * It holds no endpoints itself: each `endpoints/<domain>.ts` calls
 * `gatewayApi.injectEndpoints` and exports its own hooks. Add
 * `gatewayApi.reducer` under `gateway` and `gatewayApi.middleware` to the store.
 */
export const gatewayApi = createApi({
  reducerPath: 'gateway',
  baseQuery: gatewayBaseQuery,
  tagTypes: GATEWAY_TAG_TYPES,
  endpoints: () => ({}),
});

/** The slice of the root state that {@link gatewayApi} owns. */
export type GatewayApiState = ReturnType<typeof gatewayApi.reducer>;

/** Any root state holding {@link gatewayApi}'s reducer under `gateway`. */
export interface GatewayRootState {
  /** {@link gatewayApi}'s cache. */
  gateway: GatewayApiState;
}

/**
 * The `dispatch` of a store that holds `gatewayApi` (thunks allowed): what the gateway's cache
 * helpers (e.g. `applyNotifyMePush`) and the realtime client dispatch into.
 */
export type GatewayDispatch = ThunkDispatch<GatewayRootState, unknown, UnknownAction>;
