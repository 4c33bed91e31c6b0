import type { GatewayErrorInfo, GatewayErrorStatus } from '@agent-portal/api-client';
import { BLOCKED_REDIRECT, GATEWAY_REASON_TEXT_KEYS, MY_PROFILE_PATH } from '@agent-portal/auth-session';
import { i18n } from '@agent-portal/i18n';

/** What the portal needs to act on a gateway error. */
export interface GatewayErrorHandlers {
  /** Shows the error toast (§8). */
  toast: (text: string) => void;
  /** Moves inside the SPA (the router's `navigate`). */
  navigate: (to: string) => void;
  /** The current location's path (default `window.location.pathname`). */
  pathname?: () => string;
}

/** A `common` key under `errors` (i18n), the words of one kind of failure. */
type FailureKey =
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.server'
  | 'errors.badRequest'
  | 'errors.forbidden'
  | 'errors.notFound'
  | 'errors.conflict'
  | 'errors.tooLarge'
  | 'errors.tooManyRequests'
  | 'errors.generic';

/** The words of an HTTP status the gateway answered without a message of its own. */
const STATUS_KEYS: Readonly<Record<number, FailureKey>> = {
  400: 'errors.badRequest',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.badRequest',
  408: 'errors.timeout',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  415: 'errors.badRequest',
  422: 'errors.badRequest',
  429: 'errors.tooManyRequests',
  504: 'errors.timeout',
};

/**
 * The `common` key that words a failure the gateway gave no message for (issue #29, spec §8): the
 * api-client's own texts for these (an HTTP status text such as `Not Found`, its network and
 * timeout sentences) are English defaults. No answer at all (`FETCH_ERROR`, `CUSTOM_ERROR`) →
 * `errors.network`; `TIMEOUT_ERROR`, 408 and 504 → `errors.timeout`; an unreadable answer
 * (`PARSING_ERROR`, or the 2xx/3xx status the base query reports it with) and other 5xx → `errors.server`; 400, 405, 415, 422 → `errors.badRequest`;
 * 403, 404, 409, 413, 429 → their own keys; any other status → `errors.generic`.
 * @param status - the failure's {@link GatewayErrorStatus}.
 * @returns the key in the `common` namespace.
 */
export function failureTextKey(status: GatewayErrorStatus): FailureKey {
  if (status === 'FETCH_ERROR' || status === 'CUSTOM_ERROR') return 'errors.network';
  if (status === 'TIMEOUT_ERROR') return 'errors.timeout';
  if (status === 'PARSING_ERROR') return 'errors.server';
  // A "failure" with a 2xx/3xx status is an answer that could not be read (the base query reports
  // a PARSING_ERROR by its HTTP status): the server's fault, as a 5xx.
  return STATUS_KEYS[status] ?? (status >= 500 || status < 400 ? 'errors.server' : 'errors.generic');
}

/**
 * The gateway client's `onError` for the portal (spec §8, issues #26, #29): the toast says the
 * refusal's `reason` in the agent's language; else the gateway's own `message` (which the gateway
 * writes in the request's `Accept-Language`) when it sent one (`messageSource: 'server'`); else —
 * a bare status or no answer, whose text would be the api-client's English fallback — the failure
 * worded by {@link failureTextKey} in the agent's language. A `BLOCKED` refusal (spec §4: a blocked
 * agent is limited to the profile) also sends the agent to `/my-profile#recurring-transactions`,
 * where the failed invoices are paid — unless already on `/my-profile`. A call that failed because
 * the browser has no network (`FETCH_ERROR` while `navigator.onLine` is false) shows no toast: the
 * shell's offline state says it (issue #32 §5).
 * @returns the `onError` function for `configureGateway`.
 */
export function createGatewayErrorHandler({ toast, navigate, pathname = () => window.location.pathname }: GatewayErrorHandlers) {
  return (message: string, info: GatewayErrorInfo): void => {
    // No network at all: the offline state says so where the page was (issue #32 §5), no toast per call.
    if (info.status === 'FETCH_ERROR' && !navigator.onLine) return;
    const key = info.reason ? GATEWAY_REASON_TEXT_KEYS[info.reason] : info.messageSource !== 'server' ? failureTextKey(info.status) : undefined;
    toast(key ? i18n.t(key, { ns: 'common' }) : message);
    if (info.reason === 'BLOCKED' && pathname() !== MY_PROFILE_PATH) navigate(BLOCKED_REDIRECT);
  };
}
