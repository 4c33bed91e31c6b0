import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { RealtimeDispatch, RealtimeOptions } from './realtime.js';
import { startRealtime } from './realtime.js';
import { readSession } from '@agent-portal/auth-session';
import { sessionEndedBySocket } from './sessionEnded.js';

/** Props of {@link RealtimeConnector}. */
export interface RealtimeConnectorProps {
  /** socket.io endpoint, `PortalRuntimeConfig.socketUrl`. */
  socketUrl: string;
  /** Overrides for tests (e.g. `loadClient` with a fake socket). */
  options?: Partial<Omit<RealtimeOptions, 'socketUrl' | 'dispatch'>>;
}

/**
 * Mount once inside the signed-in shell (e.g. as a `React.lazy` chunk): after the
 * first render it starts this tab's socket ({@link startRealtime}, socket.io-client by dynamic `import()`) with the
 * session from the cookies, the agent's language (`lang` in `auth` and the handshake, again on a
 * language change; issue #29) and the store's dispatch; when the server ends the session, the
 * tab logs out ({@link sessionEndedBySocket}: cause `logout` after a logout elsewhere, else
 * `forced-logout`). Renders nothing; stops the socket on unmount.
 */
export function RealtimeConnector({ socketUrl, options }: RealtimeConnectorProps) {
  const dispatch = useDispatch<RealtimeDispatch>();
  useEffect(
    () => {
      const handle = startRealtime({
        socketUrl,
        dispatch,
        getHandshake: () => {
          const session = readSession();
          return session ? { identity: session.identity, role_id: session.role_id } : null;
        },
        onForcedLogout: sessionEndedBySocket,
        ...options,
      });
      return () => handle.stop();
    },
    // `options` is read once per connection (tests only).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [socketUrl, dispatch],
  );
  return null;
}
