import { STATUS_CODES } from 'node:http';
import type { GatewayErrorBody } from '@agent-portal/api-client/wire';

/**
 * An error that becomes a gateway error answer `{ statusCode, error, message }`
 * (the wire type `GatewayErrorBody`) through the app's error handler.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  /**
   * @param statusCode - a 4xx/5xx status.
   * @param message - shown to the agent in the error toast (spec §8): say what to do.
   */
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Builds the JSON error body for a status.
 * @returns `{ statusCode, error: <status text>, message }`.
 */
export function errorBody(statusCode: number, message: string): GatewayErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
