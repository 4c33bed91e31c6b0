import { STATUS_CODES } from 'node:http';
import type { GatewayErrorBody, GatewayErrorReason } from '@agent-portal/api-client/wire';

/** Extras of an {@link HttpError}: the policy reason of the body and headers of the answer. */
export interface HttpErrorOptions {
  /** Why a route policy or quota refused the call (issue #26), sent as the body's `reason`. */
  reason?: GatewayErrorReason;
  /** Headers of the error answer, e.g. `{ 'retry-after': '3600' }` (seconds) on a 429. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * An error that becomes a gateway error answer `{ statusCode, error, message, reason? }`
 * (the wire type `GatewayErrorBody`) through the app's error handler.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  /**
   * @param statusCode - a 4xx/5xx status.
   * @param message - shown to the agent in the error toast (spec §8): say what to do.
   * @param options - the body's `reason` and the answer's extra headers.
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
  }
}

/**
 * Builds the JSON error body for a status.
 * @param reason - the policy reason (issue #26), omitted from the body when undefined.
 * @returns `{ statusCode, error: <status text>, message, reason? }`.
 */
export function errorBody(statusCode: number, message: string, reason?: GatewayErrorReason): GatewayErrorBody {
  const body: GatewayErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (reason) body.reason = reason;
  return body;
}
