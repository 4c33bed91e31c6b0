import { AUTO_LOGOUT_CAUSES } from '@agent-portal/api-client/wire';
import { logout } from '@agent-portal/auth-session';

/**
 * What a tab does when its socket hears `ml.ping.auto.session.logout` `{ cause }` (spec §4, issue #13 §2):
 * - cause `logout` — the agent signed out of this session in another tab (the server revoked it
 *   and told its sockets): the same as that tab's broadcast, `logout('logout')`, without ending the
 *   already ended session again; whichever of the broadcast and the socket arrives first wins;
 * - any other cause (password changed elsewhere, an admin, the session expired or ended):
 *   `logout('forced-logout')`.
 * @param cause - the event's cause (`AUTO_LOGOUT_CAUSES` or an admin's text).
 */
export function sessionEndedBySocket(cause: string): void {
  if (cause === AUTO_LOGOUT_CAUSES.logout) void logout('logout', { endServerSession: false });
  else void logout('forced-logout');
}
