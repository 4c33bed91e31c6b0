import { getSessionOptions } from './config.js';
import { SSO_STATE_QUERY_PARAM, startSignInState } from './ssoState.js';

/**
 * Why the agent is sent to the identity provider (CONTRACTS "Route guard outcomes"):
 * no token, expired token, logout, a 401 right after a reload, a failed renewal,
 * a server-forced logout, or the agent's choice on the page that refused a sign-in link this
 * browser had not started (`sso-refused`, issue #26).
 */
export type SignInCause =
  | 'no-session'
  | 'session-expired'
  | 'logout'
  | 'unauthorized'
  | 'renewal-failed'
  | 'forced-logout'
  | 'sso-refused';

/**
 * Starts a sign-in and returns the identity provider's URL for it:
 * `{signInUrl}?redirect_url=…&client_id=…&tenant_id=…&cause=…&state=…` (spec §2, §4, §5).
 * Each call remembers a new random `state` in the `sso_state` cookie (10 minutes, at most 5
 * pending; see {@link SSO_STATE_COOKIE}), which the identity provider echoes back beside `sso`
 * and {@link intakeSsoToken} requires (OAuth 2.0 `state`, RFC 6749 §10.12; issue #26): call it
 * only to go there.
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
  url.searchParams.set(SSO_STATE_QUERY_PARAM, startSignInState());
  return url.toString();
}

/**
 * Leaves the SPA for the sign-in page (through the configured `navigate`, default `location.assign`),
 * with a new pending `state` ({@link buildSignInUrl}).
 * @param cause - why the agent signs in again.
 * @param redirectUrl - where to come back to (default: the current URL).
 */
export function redirectToSignIn(cause: SignInCause, redirectUrl?: string): void {
  getSessionOptions().navigate(buildSignInUrl(cause, redirectUrl));
}
