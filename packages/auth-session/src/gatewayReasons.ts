import type { GatewayErrorReason } from '@agent-portal/api-client/wire';

/**
 * The `common` namespace key of each refusal reason the gateway sends (issue #26; spec §4, §6, §8;
 * docs/CONTRACTS.md "Route policies"): the portal's toast and a feature's inline error say the
 * reason in the agent's language rather than the gateway's English `message`. A record, so a new
 * reason cannot be left without its text (every key exists in the six languages of `@agent-portal/i18n`).
 */
export const GATEWAY_REASON_TEXT_KEYS: Readonly<Record<GatewayErrorReason, string>> = {
  BLOCKED: 'gatewayReason.blocked',
  UNLICENSED: 'gatewayReason.unlicensed',
  NOT_OWNER: 'gatewayReason.notOwner',
  AGENTS_ONLY: 'gatewayReason.agentsOnly',
  SUPPORT_ONLY: 'gatewayReason.supportOnly',
  RATE_LIMITED: 'gatewayReason.rateLimited',
};
