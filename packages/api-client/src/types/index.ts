export type { GatewayEnvelope, GatewayErrorBody, GatewayService, GatewayVersion } from './envelope.js';
export type { SessionTokenPayload, StayConnectedRequest, StayConnectedResponse } from './session.js';
export type { UserProfile } from './users.js';
export type {
  SubscriptionType,
  RecurringInvoiceStatus,
  RecurringInvoice,
  ListRecurringInvoicesParams,
} from './recurring.js';
export type { PortalRuntimeConfig } from './config.js';
