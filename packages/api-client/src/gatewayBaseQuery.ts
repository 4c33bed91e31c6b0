import type { BaseQueryFn, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import Cookies from 'js-cookie';
import {
  getGatewayOptions,
  releaseUnauthorized,
  tryAcquireUnauthorized,
  type GatewayErrorStatus,
  type GatewayMessageSource,
  type ResolvedGatewayOptions,
} from './gatewayConfig.js';
import type { GatewayErrorReason, GatewayService, GatewayVersion } from './types/index.js';

/** HTTP methods the gateway uses (§7). */
export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call to the gateway, as an endpoint's `query` returns it (ARCHITECTURE §3).
 * The URL is `{gatewayUrl}/{service}/{version}{path}?{params}`.
 */
export interface GatewayRequest {
  /** Gateway service (§7). */
  service: GatewayService;
  /** API version (§7). */
  version: GatewayVersion;
  /** Path inside the service, starting with `/`, e.g. `/users/42`. Encode ids yourself. */
  path: string;
  /** HTTP method. Default `GET`. */
  method?: GatewayMethod;
  /** Query string parameters; `undefined` values are dropped. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Request body: a JSON-serialisable value, or `FormData` for multipart uploads (§7). */
  body?: unknown;
  /** No error toast for this call (`onError` is not called); the spec's second reading of §8. */
  silent?: boolean;
  /**
   * A 401 is returned as an ordinary error instead of reloading the page
   * (the caller handles it; used by `stayConnected`, whose failure the expiry modal shows).
   */
  ignoreUnauthorized?: boolean;
  /**
   * Extra request headers, e.g. `Idempotency-Key` of a payment (they cannot override Authorization
   * or CSRF). An `Accept-Language` here replaces the agent's language for this call; an empty one
   * is ignored (the language is always sent, issue #29).
   */
  headers?: Record<string, string>;
  /** A GET resolves to the whole envelope (`{ data, count }`, for paged lists) instead of its `data`. */
  envelope?: boolean;
}

/**
 * The error every gateway endpoint returns (in `error` of a hook / `unwrap()` rejection).
 */
export interface GatewayError {
  /** HTTP status code, or `FETCH_ERROR` / `TIMEOUT_ERROR` / `PARSING_ERROR` / `CUSTOM_ERROR`. */
  status: GatewayErrorStatus;
  /** The parsed error body (usually a `GatewayErrorBody`), or `undefined` when there was none. */
  data: unknown;
  /** The text shown in the toast: the server's `message`, else the HTTP status text, else a network message (§8). */
  message: string;
  /**
   * Where `message` comes from (issue #29): `server` (the gateway's own words, in the language it
   * was asked in), `status` (an English HTTP status text) or `network` (an English network or
   * timeout text). A portal words the last two itself in the page's language. Absent on errors
   * built outside the gateway client (read them as `server`).
   */
  messageSource?: GatewayMessageSource;
}

/** Session storage key holding the time (ms since epoch) of the last 401-triggered reload. */
export const RELOAD_GUARD_STORAGE_KEY = 'agent-portal.reloaded-after-401';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

const rawFetch = fetchBaseQuery({ credentials: 'include', responseHandler: 'content-type' });

/**
 * Builds the absolute URL of a gateway request: `{gatewayUrl}/{service}/{version}{path}`
 * plus the query string (undefined params dropped), resolved against the page's URL.
 */
export function buildGatewayUrl(gatewayUrl: string, request: Pick<GatewayRequest, 'service' | 'version' | 'path' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const qs = query.toString();
  const relative = `${gatewayUrl.replace(/\/+$/, '')}/${request.service}/${request.version}${request.path}${qs ? `?${qs}` : ''}`;
  const base = typeof location === 'undefined' ? undefined : location.href;
  return base ? new URL(relative, base).toString() : relative;
}

/** True when the request goes to the page's own origin (a relative gateway URL always does). */
function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return !/^[a-z][a-z\d+.-]*:/i.test(url);
  return new URL(url, location.href).origin === location.origin;
}

function isRetryable(error: FetchBaseQueryError): boolean {
  const status = httpStatus(error);
  if (status !== undefined) return status >= 500 || status === 408 || status === 429;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

function httpStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

function toGatewayError(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): GatewayError & { messageSource: GatewayMessageSource } {
  const status: GatewayErrorStatus = httpStatus(error) ?? (error.status as GatewayErrorStatus);
  const data = 'data' in error ? error.data : undefined;
  const serverMessage =
    data !== null && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : '';
  if (serverMessage) return { status, data, message: serverMessage, messageSource: 'server' };
  if (typeof status === 'number') {
    return { status, data, message: meta?.response?.statusText || STATUS_TEXT[status] || `HTTP ${status}`, messageSource: 'status' };
  }
  return { status, data, message: status === 'TIMEOUT_ERROR' ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, messageSource: 'network' };
}

/**
 * The headers of one gateway request: `Accept: application/json`, `Accept-Language` with
 * `getLanguage()` (issue #29, spec §2), then the caller's headers (which may set their own
 * `Accept-Language`, in any letter case, but not remove it with an empty value).
 */
function requestHeaders(options: ResolvedGatewayOptions, extra: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const lang = options.getLanguage();
  if (lang) headers['Accept-Language'] = lang;
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (name.toLowerCase() === 'accept-language') {
      if (typeof value === 'string' && value) headers['Accept-Language'] = value;
    } else {
      headers[name] = value;
    }
  }
  return headers;
}

/** Every {@link GatewayErrorReason} (a record, so a new reason cannot be forgotten here). */
const REASONS: Record<GatewayErrorReason, true> = {
  BLOCKED: true,
  UNLICENSED: true,
  NOT_OWNER: true,
  AGENTS_ONLY: true,
  SUPPORT_ONLY: true,
  RATE_LIMITED: true,
};

/** The error body's `reason` (issue #26) when it is one of {@link GatewayErrorReason}, else undefined. */
function reasonOf(data: unknown): GatewayErrorReason | undefined {
  const reason = data !== null && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(REASONS, reason) ? (reason as GatewayErrorReason) : undefined;
}

/**
 * The refusal reason of a failed call (issue #26): the gateway error body's `reason` when it is a
 * known {@link GatewayErrorReason}, for a component that shows a query's error inline (a `silent`
 * endpoint) and words it in the agent's language.
 * @param error - a hook's `error` (a {@link GatewayError}, or anything: undefined for other values).
 * @returns the reason, or undefined (no error, no body, no or an unknown reason).
 */
export function gatewayErrorReason(error: unknown): GatewayErrorReason | undefined {
  return error !== null && typeof error === 'object' ? reasonOf((error as Partial<GatewayError>).data) : undefined;
}

function readGuard(): number | undefined {
  try {
    const raw = sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeGuard(value: number | undefined): void {
  try {
    if (value === undefined) sessionStorage.removeItem(RELOAD_GUARD_STORAGE_KEY);
    else sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(value));
  } catch {
    // storage unavailable (privacy mode): the guard degrades to "always reload".
  }
}

/** The one action of a 401 storm (ARCHITECTURE §3.4): reload once, then hand over to `onUnauthorized`. */
function handleUnauthorized(options: ResolvedGatewayOptions): void {
  if (!tryAcquireUnauthorized()) return;
  const reloadedAt = readGuard();
  const now = Date.now();
  if (reloadedAt !== undefined && now - reloadedAt >= 0 && now - reloadedAt < options.reloadGuardMs) {
    writeGuard(undefined);
    options.onUnauthorized?.();
  } else {
    writeGuard(now);
    options.reload();
  }
}

function isEnvelope(value: unknown): value is { data: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'data' in value;
}

/**
 * The base query of {@link gatewayApi} (ARCHITECTURE §3, spec §7, §8). Rules:
 *
 * | rule | spec |
 * |---|---|
 * | URL `{gatewayUrl}/{service}/{version}{path}` + query string, `undefined` params dropped | §7 |
 * | `Authorization: Bearer <token>` when `getAccessToken()` returns one; `credentials: 'include'` | §7 |
 * | `Accept-Language: <lang>` when `getLanguage()` returns one (default the `lang` cookie); a caller's own `Accept-Language` header wins, an empty one is ignored | §2, issue #29 |
 * | CSRF header (`X-CSRF-Token` = `csrf_token` cookie) only on non-GET requests whose URL has the page's origin | §7 |
 * | GET resolves to the envelope's `data`; other methods resolve to the whole envelope | §7 |
 * | GET/PUT/DELETE retried once on a network error, timeout, 5xx, 408 or 429; POST never | §8 |
 * | then `onError(message, { status, endpoint, messageSource, reason? })` unless `silent`; message = server `message` (`messageSource: 'server'`), else status text (`'status'`), else an English network text (`'network'`); `reason` = the body's known `reason` (issue #26) | §8 |
 * | 401: one action per storm: reload, or `onUnauthorized` when a reload happened < `reloadGuardMs` ago; no toast | §8 |
 * | a successful response clears the reload guard and releases the 401 mutex | §8 |
 *
 * @returns `{ data }` on success, or `{ error: GatewayError }`; it never throws.
 */
export const gatewayBaseQuery: BaseQueryFn<GatewayRequest, unknown, GatewayError, object, FetchBaseQueryMeta> = async (
  request,
  api,
  extraOptions,
) => {
  const options = getGatewayOptions();
  if (!options) {
    return {
      error: {
        status: 'CUSTOM_ERROR',
        data: undefined,
        message: 'The gateway client is not configured: call configureGateway() first.',
        messageSource: 'network',
      },
    };
  }
  const method = request.method ?? 'GET';
  const url = buildGatewayUrl(options.gatewayUrl, request);
  const headers = requestHeaders(options, request.headers);
  const token = options.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && isSameOrigin(url)) {
    const csrf = Cookies.get(options.csrfCookieName);
    if (csrf) headers[options.csrfHeaderName] = csrf;
  }
  const attempt = () => rawFetch({ url, method, headers, body: request.body }, api, extraOptions ?? {});

  let result = await attempt();
  if (result.error && method !== 'POST' && isRetryable(result.error) && !api.signal.aborted) {
    if (options.retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
    result = await attempt();
  }

  if (!result.error) {
    if (readGuard() !== undefined) writeGuard(undefined);
    releaseUnauthorized();
    const data = method === 'GET' && !request.envelope && isEnvelope(result.data) ? result.data.data : result.data;
    return { data, meta: result.meta };
  }

  const error = toGatewayError(result.error, result.meta);
  if (error.status === 401 && !request.ignoreUnauthorized) {
    handleUnauthorized(options);
    return { error: { status: error.status, data: error.data, message: error.message, messageSource: error.messageSource }, meta: result.meta };
  }
  if (!request.silent) {
    const reason = reasonOf(error.data);
    options.onError?.(error.message, {
      status: error.status,
      endpoint: api.endpoint,
      messageSource: error.messageSource,
      ...(reason ? { reason } : {}),
    });
  }
  return { error: { status: error.status, data: error.data, message: error.message, messageSource: error.messageSource }, meta: result.meta };
};
