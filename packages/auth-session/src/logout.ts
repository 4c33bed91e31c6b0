import { endGatewaySession } from '@agent-portal/api-client';
import { isSessionSuperseded, postSessionMessage, shownSessionId } from './broadcast.js';
import { getSessionOptions } from './config.js';
import { clearSession, readSession } from './cookies.js';
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
 * The longest an agent's own logout waits for the gateway to end the session before it clears
 * the cookies and leaves anyway: 2,000 ms (issue #13 §2). The wait exists because the request
 * must still carry the `csrf_token` cookie when the browser sends it: cookies removed right after
 * `fetch()` was called were already gone from 77–79 of 100 such requests in a bare Chromium page
 * (measured), the gateway answered 403, and the session stayed live: 1 of 10 scripted portal
 * logouts before this wait, 0 of 20 with it (a flaky end-to-end test showed it first).
 */
export const LOGOUT_GATEWAY_WAIT_MS = 2_000;

/**
 * Logs out (spec §4): ends the session on the gateway (see {@link LogoutOptions.endServerSession};
 * sent with `keepalive` and waited for at most {@link LOGOUT_GATEWAY_WAIT_MS}: a failed or slow
 * gateway never keeps the agent signed in here), then clears every JS-readable cookie and local
 * storage ({@link clearSession}), tells the other tabs, and goes to the sign-in page with `cause`
 * and `redirect_url = origin + dashboardPath`. Without a gateway call, all of it happens before
 * this returns. In a tab whose session another tab has replaced with another agent's (a `switched`
 * message, or the cookies already hold another session than the one this tab shows, issue #26) it
 * only goes to `origin + dashboardPath`: the shared cookies are the new agent's, and the old session
 * was ended by the tab that replaced it.
 * @param cause - default `logout`; `session-expired`, `renewal-failed`, `forced-logout`… otherwise.
 * @param options - see {@link LogoutOptions}.
 * @returns a promise that resolves once the cookies are cleared and the sign-in page requested;
 *   it never rejects (a gateway failure is ignored).
 * @throws Error when {@link configureSession} has not been called.
 */
export function logout(cause: SignInCause = 'logout', options: LogoutOptions = {}): Promise<void> {
  const { dashboardPath, navigate } = getSessionOptions();
  const broadcast = options.broadcast ?? true;
  // The shared cookies hold another agent's session (another tab switched; its message may still
  // be on its way while this tab's socket already heard the old session end): leave them alone.
  const shown = shownSessionId();
  const current = readSession();
  if (isSessionSuperseded() || (shown !== null && current !== null && current.session !== shown)) {
    navigate(`${window.location.origin}${dashboardPath}`);
    return Promise.resolve();
  }
  const leave = () => {
    clearSession();
    if (broadcast) postSessionMessage({ type: 'logout', cause });
    navigate(buildSignInUrl(cause, `${window.location.origin}${dashboardPath}`));
  };
  if (!(options.endServerSession ?? (cause === 'logout' && broadcast))) {
    leave();
    return Promise.resolve();
  }
  // No timeout on the request itself: the keepalive request outlives the page, and aborting it
  // while a loaded machine still unloads would leave the session live (seen in CI).
  const ended = endGatewaySession({ timeoutMs: 0 }).then(
    () => undefined,
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_GATEWAY_WAIT_MS);
  });
  return Promise.race([ended, waited]).then(() => {
    clearTimeout(timer);
    leave();
  });
}
