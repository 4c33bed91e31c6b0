/**
 * Every gateway response is a JSON envelope. A GET reads its `data` field (§7).
 * List calls may add `count` (the total number of records for paging).
 * @typeParam T - the shape of `data`.
 */
export interface GatewayEnvelope<T> {
  /** The payload of the call. */
  data: T;
  /** Total records matching a list query, when the call is paged. */
  count?: number;
  /** A human-readable confirmation, when the server gives one. */
  message?: string;
}

/** Every {@link GatewayErrorReason}, as the gateway sends it (spec §7). */
export const GATEWAY_ERROR_REASONS = [
  'BLOCKED',
  'UNLICENSED',
  'NOT_OWNER',
  'AGENTS_ONLY',
  'SUPPORT_ONLY',
  'RATE_LIMITED',
] as const;
/**
 * Why a route's policy refused a call (issue #26, docs/CONTRACTS.md "Route policies"), carried
 * beside the English `message` so a client can act on it and word it in its own language:
 * - `BLOCKED`: 403, the agent is blocked for failed payments (spec §4, §6: limited to the profile
 *   and the payment routes that unblock);
 * - `UNLICENSED`: 403, a licensed-only call by an unlicensed contractor (spec §6, message
 *   'Un-Licensed Contractor');
 * - `NOT_OWNER`: 403, the resource is another agent's (and not in the caller's downline where
 *   that is allowed);
 * - `AGENTS_ONLY`: 403, a call for agents by the support role (it has no agent records);
 * - `SUPPORT_ONLY`: 403, a call of the support role;
 * - `RATE_LIMITED`: 429, a per-agent quota is used up (`Retry-After` says for how many seconds).
 */
export type GatewayErrorReason = (typeof GATEWAY_ERROR_REASONS)[number];

/**
 * The body of every 4xx/5xx answer of the gateway (Fastify's error shape).
 * `message` is shown to the agent in the error toast (§8).
 */
export interface GatewayErrorBody {
  /** HTTP status code, e.g. 401. */
  statusCode: number;
  /** HTTP status text, e.g. `Unauthorized`. */
  error: string;
  /** What went wrong, in words an agent can act on. */
  message: string;
  /** The policy that refused the call, when one did (issue #26); a code, never translated. */
  reason?: GatewayErrorReason;
}

/** Gateway services (§7). */
export type GatewayService = 'integration' | 'sso' | 'intercom';

/** Gateway API versions (§7). */
export type GatewayVersion = 'v1' | 'v2' | 'v3' | 'v4';
