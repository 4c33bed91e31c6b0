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
}

/** Gateway services (§7). */
export type GatewayService = 'integration' | 'sso' | 'intercom';

/** Gateway API versions (§7). */
export type GatewayVersion = 'v1' | 'v2' | 'v3' | 'v4';
