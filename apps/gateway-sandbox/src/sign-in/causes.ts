/** Sign-in causes the portal sends (docs/CONTRACTS.md, route guard outcomes). */
export const SIGN_IN_CAUSES: Record<string, string> = {
  'no-session': 'Please sign in to continue.',
  'session-expired': 'Your session expired. Please sign in again.',
  logout: 'You have signed out. See you soon!',
  unauthorized: 'Your session is no longer valid. Please sign in again.',
  'renewal-failed': 'We could not keep you signed in. Please sign in again.',
  'forced-logout': 'You were signed out by the server. Please sign in again.',
  // Issue #26: the portal refused a sign-in link it had not started, and the agent chose to sign in.
  'sso-refused': 'Sign in here to continue with your own account.',
};

/**
 * The friendly (unescaped) message for a `cause` query value.
 * @returns null for no cause; a generic message for an unknown one.
 */
export function causeMessage(cause: string | undefined): string | null {
  if (!cause) return null;
  return SIGN_IN_CAUSES[cause] ?? 'Please sign in to continue.';
}
