import { getSessionOptions } from './config.js';

/**
 * Why the agent is sent to the identity provider (CONTRACTS "Route guard outcomes"):
 * no token, expired token, logout, a 401 right after a reload, a failed renewal,
 * or a server-forced logout.
 */
export type SignInCause = 'no-session' | 'session-expired' | 'logout' | 'unauthorized' | 'renewal-failed' | 'forced-logout';

/**
 * The identity provider sign-in URL: `{signInUrl}?redirect_url=…&client_id=…&tenant_id=…&cause=…` (spec §2, §4).
 * @param cause - why the agent signs in again.
 * @param redirectUrl - where to come back to (default: the current URL).
 * @throws Error when {@link configureSession} has not been called.
 */
export function buildSignInUrl(cause: SignInCause, redirectUrl: string = window.location.href): string {
  const options = getSessionOptions();
  const url = new URL(options.signInUrl, window.location.href);
  url.searchParams.set('redirect_url', redirectUrl);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('tenant_id', options.tenantId);
  url.searchParams.set('cause', cause);
  return url.toString();
}

/**
 * Leaves the SPA for the sign-in page (through the configured `navigate`, default `location.assign`).
 * @param cause - why the agent signs in again.
 * @param redirectUrl - where to come back to (default: the current URL).
 */
export function redirectToSignIn(cause: SignInCause, redirectUrl?: string): void {
  getSessionOptions().navigate(buildSignInUrl(cause, redirectUrl));
}
