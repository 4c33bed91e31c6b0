import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { markSessionSuperseded, subscribeToSessionMessages } from './broadcast.js';
import { getSessionOptions } from './config.js';
import { readSession } from './cookies.js';
import { logout } from './logout.js';
import { sessionRenewed } from './sessionSlice.js';

/**
 * Keeps this tab in step with the others (ARCHITECTURE §4): a `logout` message logs
 * this tab out with the same cause (without re-broadcasting); a `renewed` message
 * re-reads the shared cookie and dispatches `sessionRenewed`, which restarts the expiry
 * watch (and closes its modal); a `switched` message (another tab signed another agent in, issue
 * #26) marks this tab superseded (its later logout leaves the new agent's cookies alone) and loads
 * `origin + dashboardPath` afresh, as the new agent, so nothing of the old agent stays on screen.
 * Used by {@link RequireSession}; needs the Redux store.
 */
export function useSessionBroadcast(): void {
  const dispatch = useDispatch();
  useEffect(
    () =>
      subscribeToSessionMessages((message) => {
        if (message.type === 'logout') {
          void logout(message.cause, { broadcast: false });
        } else if (message.type === 'switched') {
          markSessionSuperseded();
          const { navigate, dashboardPath } = getSessionOptions();
          navigate(`${window.location.origin}${dashboardPath}`);
        } else {
          const payload = readSession();
          if (payload) dispatch(sessionRenewed(payload));
        }
      }),
    [dispatch],
  );
}
