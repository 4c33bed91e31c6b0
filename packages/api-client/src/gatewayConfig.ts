import Cookies from 'js-cookie';
import type { GatewayErrorReason } from './types/index.js';

/**
 * What the portal tells the gateway client at start-up (ARCHITECTURE §3).
 * Pass it to {@link configureGateway} once, before the first request.
 */
export interface GatewayOptions {
  /**
   * Base URL of the API gateway, absolute (`https://gw.example.com`) or relative
   * to the page (`''` or `/api`). Requests go to `{gatewayUrl}/{service}/{version}{path}` (§7).
   */
  gatewayUrl: string;
  /**
   * Returns the bearer token sent as `Authorization: Bearer <token>`, or
   * `undefined` for none. Default: the `access_token` cookie (js-cookie) (§7).
   */
  getAccessToken?: () => string | undefined;
  /**
   * Returns the agent's language, sent as `Accept-Language: <lang>` on every gateway request
   * (the base query and {@link uploadWithProgress}), so the gateway answers its own content
   * (FAQ, announcements, notification texts, form titles…) in it, English being the gateway's
   * fallback (spec §2, issue #29). Called per request, so a language change takes effect on the
   * next call. `undefined` (or `''`) sends no `Accept-Language`. Default: the `lang` cookie
   * (js-cookie), the portal's chosen language (spec §2).
   */
  getLanguage?: () => string | undefined;
  /** Name of the cookie holding the CSRF token (double submit). Default `csrf_token` (CONTRACTS). */
  csrfCookieName?: string;
  /** Name of the request header carrying the CSRF token. Default `X-CSRF-Token` (CONTRACTS). */
  csrfHeaderName?: string;
  /**
   * Called instead of reloading when a 401 arrives within `reloadGuardMs` of a
   * 401-triggered reload (no reload loop, ARCHITECTURE §3.4). Wire it to the
   * identity provider sign-in (e.g. `redirectToSignIn('unauthorized')`).
   * Default: nothing happens.
   */
  onUnauthorized?: () => void;
  /**
   * The error-toast hook (§8): called once per failed request (after its retry)
   * that is neither `silent` nor a 401, with the server's `message`, else the
   * HTTP status text, else an English network message; `info.messageSource` says which, so a
   * portal can word the last two in the agent's language (issue #29).
   */
  onError?: (message: string, info: GatewayErrorInfo) => void;
  /** How long (ms) after a 401-reload a new 401 counts as "right after". Default 10000 ms. */
  reloadGuardMs?: number;
  /** Reloads the page on a 401. Default `window.location.reload()`; injectable for tests. */
  reload?: () => void;
  /**
   * Pause (ms) before the single retry of an idempotent request (§8). Default 250 ms;
   * `0` retries at once.
   */
  retryDelayMs?: number;
}

/** Second argument of {@link GatewayOptions.onError}. */
export interface GatewayErrorInfo {
  /**
   * HTTP status code, or the kind of failure when there was no HTTP answer
   * (`FETCH_ERROR` network, `TIMEOUT_ERROR`, `PARSING_ERROR`, `CUSTOM_ERROR`).
   */
  status: GatewayErrorStatus;
  /** Name of the RTK Query endpoint that failed, e.g. `getProfile`. */
  endpoint: string;
  /**
   * The policy that refused the call, from the error body's `reason` (issue #26), when the gateway
   * sent a known one: the portal words it in the agent's language and acts on it (`BLOCKED` → the
   * profile's recurring transactions, spec §4). Absent otherwise.
   */
  reason?: GatewayErrorReason;
  /**
   * Where the `message` passed with it comes from (issue #29):
   * - `'server'`: the error body's `message`, written by the gateway (in the request's
   *   `Accept-Language` where the gateway has it): show it as it is;
   * - `'status'`: no server message; the text is only the HTTP status text (`'Not Found'`,
   *   `'Internal Server Error'`, `'HTTP 599'`), English: a portal words the failure itself from
   *   `status`;
   * - `'network'`: there was no HTTP answer (`FETCH_ERROR`, `TIMEOUT_ERROR`, `CUSTOM_ERROR`) and
   *   the text is the client's English fallback: a portal words it itself.
   */
  messageSource: GatewayMessageSource;
}

/** Values of {@link GatewayErrorInfo.messageSource}: the server's text, an HTTP status text, or a network fallback. */
export type GatewayMessageSource = 'server' | 'status' | 'network';

/** Status of a {@link GatewayError}: an HTTP status code or the RTK Query failure kind. */
export type GatewayErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/** {@link GatewayOptions} with every default filled in, as returned by {@link getGatewayOptions}. */
export type ResolvedGatewayOptions = Required<Omit<GatewayOptions, 'onUnauthorized' | 'onError'>> &
  Pick<GatewayOptions, 'onUnauthorized' | 'onError'>;

/** Name of the cookie holding the agent's language, read by the default {@link GatewayOptions.getLanguage} (spec §2). */
const LANG_COOKIE_NAME = 'lang';

let current: ResolvedGatewayOptions | undefined;
let unauthorizedHandled = false;

/**
 * Configures the one gateway client (ARCHITECTURE §3). Call it once at start-up,
 * with the runtime config's `gatewayUrl`, before any request; calling it again
 * replaces every option and releases the 401 mutex (handy in tests).
 * @param options - see {@link GatewayOptions}; unset options take their defaults.
 */
export function configureGateway(options: GatewayOptions): void {
  current = {
    gatewayUrl: options.gatewayUrl.replace(/\/+$/, ''),
    getAccessToken: options.getAccessToken ?? (() => Cookies.get('access_token')),
    getLanguage: options.getLanguage ?? (() => Cookies.get(LANG_COOKIE_NAME)),
    csrfCookieName: options.csrfCookieName ?? 'csrf_token',
    csrfHeaderName: options.csrfHeaderName ?? 'X-CSRF-Token',
    onUnauthorized: options.onUnauthorized,
    onError: options.onError,
    reloadGuardMs: options.reloadGuardMs ?? 10_000,
    reload: options.reload ?? (() => window.location.reload()),
    retryDelayMs: options.retryDelayMs ?? 250,
  };
  unauthorizedHandled = false;
}

/**
 * The options set by {@link configureGateway}, defaults filled in.
 * @returns the options, or `undefined` when the gateway is not configured yet.
 */
export function getGatewayOptions(): Readonly<ResolvedGatewayOptions> | undefined {
  return current;
}

/** @internal The 401 mutex: true once a 401 storm has caused its one action. */
export function tryAcquireUnauthorized(): boolean {
  if (unauthorizedHandled) return false;
  unauthorizedHandled = true;
  return true;
}

/** @internal Releases the 401 mutex (after a successful response). */
export function releaseUnauthorized(): void {
  unauthorizedHandled = false;
}
