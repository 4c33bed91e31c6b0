import { postSessionMessage } from './broadcast';
import { getSessionOptions } from './config';
import { clearSession } from './cookies';
import { buildSignInUrl, type SignInCause } from './signIn';

/** Options of {@link logout}. */
export interface LogoutOptions {
  /** Tell the other tabs to log out too. Default `true`; `false` when reacting to another tab. */
  broadcast?: boolean;
}

/**
 * Logs out (spec §4): clears every JS-readable cookie and local storage ({@link clearSession}),
 * tells the other tabs, then goes to the sign-in page with `cause` and
 * `redirect_url = origin + dashboardPath`.
 * @param cause - default `logout`; `session-expired`, `renewal-failed`, `forced-logout`… otherwise.
 * @param options - see {@link LogoutOptions}.
 * @throws Error when {@link configureSession} has not been called.
 */
export function logout(cause: SignInCause = 'logout', options: LogoutOptions = {}): void {
  const { dashboardPath, navigate } = getSessionOptions();
  clearSession();
  if (options.broadcast ?? true) postSessionMessage({ type: 'logout', cause });
  navigate(buildSignInUrl(cause, `${window.location.origin}${dashboardPath}`));
}
