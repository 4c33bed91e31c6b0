import Cookies from 'js-cookie';
import { buildGatewayUrl, type GatewayError } from './gatewayBaseQuery.js';
import { getGatewayOptions } from './gatewayConfig.js';
import { LOGOUT_PATH, type GatewayEnvelope, type LogoutResponse } from './types/index.js';

/** How long {@link endGatewaySession} waits for the gateway by default: 3,000 ms (issue #13 §2). */
export const END_SESSION_TIMEOUT_MS = 3_000;

/** Options of {@link endGatewaySession}. */
export interface EndSessionOptions {
  /**
   * Gives up after this many milliseconds (the request is aborted and the promise rejects with
   * status `TIMEOUT_ERROR`). Default {@link END_SESSION_TIMEOUT_MS} (3,000 ms). 0 = no timeout:
   * a logout that navigates away right after lets the browser finish the keepalive request
   * however long a busy gateway takes (a timeout would abort it while the page still unloads).
   */
  timeoutMs?: number;
  /** The session token to end. Default: the gateway's `getAccessToken()` (the `access_token` cookie). */
  token?: string;
  /** Aborts the call early (rejects with status `FETCH_ERROR`). */
  signal?: AbortSignal;
}

const error = (status: GatewayError['status'], message: string, data?: unknown): GatewayError => ({ status, data, message });

function messageOf(body: unknown, fallback: string): string {
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;
}

/**
 * Ends the current session on the gateway: `POST /sso/v1/sign-in/logout` with no body, the
 * bearer token and, on the page's own origin, the CSRF header (`X-CSRF-Token` = the
 * `csrf_token` cookie) — what the base query sends, without needing a Redux store, so a logout
 * can call it from anywhere (issue #13 §2, spec §4 Logout). Reads the token and the CSRF cookie
 * synchronously, before its first await, and sends with `keepalive`, so a caller may clear the
 * cookies and leave the page right after calling it. Never retried; silent (no toast,
 * no reload on 401): the caller decides what a failure means (the portal logs out anyway).
 * @param options - see {@link EndSessionOptions}.
 * @returns `{ revoked }`: true when this call ended the session, false when it had already ended.
 * @throws a {@link GatewayError}-shaped object: `CUSTOM_ERROR` when the gateway is not configured
 *   or there is no token; the HTTP status and the server's `message` (401 no/forged/expired/retired
 *   token, 403 CSRF); `TIMEOUT_ERROR` after `timeoutMs`; `FETCH_ERROR` on a network failure or abort;
 *   `PARSING_ERROR` when a 2xx answer is not `{ data: { revoked } }`.
 */
export async function endGatewaySession(options: EndSessionOptions = {}): Promise<LogoutResponse> {
  const gateway = getGatewayOptions();
  if (!gateway) throw error('CUSTOM_ERROR', 'The gateway client is not configured.');
  const token = options.token ?? gateway.getAccessToken();
  if (!token) throw error('CUSTOM_ERROR', 'There is no session token to end.');
  const url = buildGatewayUrl(gateway.gatewayUrl, { service: 'sso', version: 'v1', path: LOGOUT_PATH });
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (typeof location === 'undefined' || new URL(url, location.href).origin === location.origin) {
    const csrf = Cookies.get(gateway.csrfCookieName);
    if (csrf) headers[gateway.csrfHeaderName] = csrf;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? END_SESSION_TIMEOUT_MS;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let response: Response;
    try {
      // keepalive: the call completes even when the page navigates away right after (a logout).
      response = await fetch(url, { method: 'POST', headers, credentials: 'include', keepalive: true, signal: controller.signal });
    } catch {
      throw timedOut
        ? error('TIMEOUT_ERROR', 'The server took too long to answer.')
        : error('FETCH_ERROR', 'The server could not be reached.');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw error(response.status, messageOf(body, response.statusText || `HTTP ${response.status}`), body);
    const data = (body as Partial<GatewayEnvelope<LogoutResponse>> | undefined)?.data;
    if (!data || typeof data.revoked !== 'boolean') throw error('PARSING_ERROR', 'The server answered without { data: { revoked } }.', body);
    return data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
