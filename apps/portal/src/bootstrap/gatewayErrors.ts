import type { GatewayErrorInfo } from '@agent-portal/api-client';
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

/**
 * The gateway client's `onError` for the portal (spec §8, issue #26): the toast says the refusal's
 * `reason` in the agent's language (the gateway's `message` otherwise), and a `BLOCKED` refusal
 * (spec §4: a blocked agent is limited to the profile) also sends the agent to
 * `/my-profile#recurring-transactions`, where the failed invoices are paid — unless already on
 * `/my-profile`.
 * @returns the `onError` function for `configureGateway`.
 */
export function createGatewayErrorHandler({ toast, navigate, pathname = () => window.location.pathname }: GatewayErrorHandlers) {
  return (message: string, info: GatewayErrorInfo): void => {
    const key = info.reason ? GATEWAY_REASON_TEXT_KEYS[info.reason] : undefined;
    toast(key ? i18n.t(key, { ns: 'common' }) : message);
    if (info.reason === 'BLOCKED' && pathname() !== MY_PROFILE_PATH) navigate(BLOCKED_REDIRECT);
  };
}
