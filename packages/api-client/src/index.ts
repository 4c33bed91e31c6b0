/**
 * `@agent-portal/api-client`: the RTK Query client of the Agent Portal API gateway
 * (ARCHITECTURE §3, spec §7, §8). Everything public is exported here by name.
 * @packageDocumentation
 */
export { configureGateway, getGatewayOptions } from './gatewayConfig';
export type {
  GatewayOptions,
  GatewayErrorInfo,
  GatewayErrorStatus,
  ResolvedGatewayOptions,
} from './gatewayConfig';
export { gatewayBaseQuery, buildGatewayUrl, RELOAD_GUARD_STORAGE_KEY } from './gatewayBaseQuery';
export type { GatewayRequest, GatewayError, GatewayMethod } from './gatewayBaseQuery';
export { gatewayApi, GATEWAY_TAG_TYPES } from './gatewayApi';
export type { GatewayApiState, GatewayRootState } from './gatewayApi';
export { selectForegroundRequestPending, markBackgroundEndpoint, isBackgroundEndpoint } from './loader';
export { configureStorage, hubFileUrl, publicFileUrl } from './storage';
export type { StorageOptions } from './storage';
export { usersApi, useGetProfileQuery } from './endpoints/users';
export { recurringApi, useListRecurringInvoicesQuery } from './endpoints/recurring';
export { sessionApi, useStayConnectedMutation } from './endpoints/session';
export type {
  GatewayEnvelope,
  GatewayErrorBody,
  GatewayService,
  GatewayVersion,
  SessionTokenPayload,
  StayConnectedRequest,
  StayConnectedResponse,
  UserProfile,
  SubscriptionType,
  RecurringInvoiceStatus,
  RecurringInvoice,
  ListRecurringInvoicesParams,
  PortalRuntimeConfig,
} from './types/index.js';
