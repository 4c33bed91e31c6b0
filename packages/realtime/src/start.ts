import { readSession } from '@agent-portal/auth-session';
import { io } from 'socket.io-client';
import { startRealtime, type RealtimeDispatch, type RealtimeOptions, type SocketClientModule } from './realtime.js';
import { sessionEndedBySocket } from './sessionEnded.js';

// This entry is itself loaded lazily by the shell, so socket.io-client arrives with it, after the first render.
const client = { io } as unknown as SocketClientModule;

/**
 * Starts this tab's socket for the portal shell (what {@link RealtimeConnector}
 * does, without React, so the shell can load it with a plain dynamic `import()`
 * after its first render): the session from the cookies (identity, role_id, §4) and the agent's
 * language (`lang`, the gateway client's `getLanguage`; sent again when i18next's language changes, issue #29),
 * the store's dispatch, and auth-session's logout when the server ends the session
 * ({@link sessionEndedBySocket}).
 * Entry point `@agent-portal/realtime/start`: it bundles socket.io-client statically,
 * so import this entry only dynamically.
 * @returns stop, to call on unmount.
 */
export function startPortalRealtime(
  socketUrl: string,
  dispatch: RealtimeDispatch,
  options: Partial<Omit<RealtimeOptions, 'socketUrl' | 'dispatch'>> = {},
): () => void {
  const handle = startRealtime({
    socketUrl,
    dispatch,
    getHandshake: () => {
      const session = readSession();
      return session ? { identity: session.identity, role_id: session.role_id } : null;
    },
    onForcedLogout: sessionEndedBySocket,
    loadClient: () => Promise.resolve(client),
    ...options,
  });
  return () => handle.stop();
}


export type { RealtimeDispatch, RealtimeOptions, RealtimeStatus, SocketClientModule } from './realtime.js';
