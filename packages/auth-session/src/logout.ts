import { endGatewaySession } from '@agent-portal/api-client';
import { postSessionMessage } from './broadcast.js';
import { getSessionOptions } from './config.js';
import { clearSession } from './cookies.js';
import { buildSignInUrl, type SignInCause } from './signIn.js';

/** Options of {@link logout}. */
export interface LogoutOptions {
  /** Tell the other tabs to log out too. Default `true`; `false` when reacting to another tab. */
  broadcast?: boolean;
  /**
   * End the session on the gateway too (`POST /sso/v1/sign-in/logout`, issue #13 §2), so its
   * token and sockets stop working everywhere. Default: true for an agent's own logout (`cause`
   * `logout`, broadcast to the other tabs), false otherwise (an expired, renewal-failed or
   * server-forced session has already ended, and a tab following another's logout leaves it to
   * that tab).
   */
  endServerSession?: boolean;
}

/**
 * Logs out (spec §4): ends the session on the gateway (see {@link LogoutOptions.endServerSession};
 * sent before the cookies go, with `keepalive`, not awaited: a failed or slow gateway never keeps
 * the agent signed in here), clears every JS-readable cookie and local storage ({@link clearSession}),
 * tells the other tabs, then goes to the sign-in page with `cause` and
 * `redirect_url = origin + dashboardPath`.
 * @param cause - default `logout`; `session-expired`, `renewal-failed`, `forced-logout`… otherwise.
 * @param options - see {@link LogoutOptions}.
 * @throws Error when {@link configureSession} has not been called.
 */
export function logout(cause: SignInCause = 'logout', options: LogoutOptions = {}): void {
  const { dashboardPath, navigate } = getSessionOptions();
  const broadcast = options.broadcast ?? true;
  if (options.endServerSession ?? (cause === 'logout' && broadcast)) {
    // Reads the token and CSRF cookie synchronously, before clearSession removes them. No timeout:
    // the keepalive request outlives the page, and a timeout fired while a loaded machine still
    // unloads it would abort the logout and leave the session live (seen in CI).
    endGatewaySession({ timeoutMs: 0 }).catch(() => undefined);
  }
  clearSession();
  if (broadcast) postSessionMessage({ type: 'logout', cause });
  navigate(buildSignInUrl(cause, `${window.location.origin}${dashboardPath}`));
}
