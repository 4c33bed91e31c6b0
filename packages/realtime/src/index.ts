/**
 * `@agent-portal/realtime`: the one socket.io connection per tab (ARCHITECTURE §5,
 * spec §4, §7 Socket). socket.io-client is loaded with a dynamic `import()` when
 * the connection starts (after the first render), never on the critical path.
 * @packageDocumentation
 */
export {
  startRealtime,
  markNotificationsSeen,
  isRealtimeConnected,
  MARK_AS_SEEN_TIMEOUT_MS,
  RECONNECT_DEFAULTS,
} from './realtime.js';
export type {
  RealtimeOptions,
  RealtimeHandle,
  RealtimeStatus,
  RealtimeDispatch,
  SocketClientModule,
  MarkAsSeenAck,
} from './realtime.js';
export { RealtimeConnector } from './RealtimeConnector.js';
export { sessionEndedBySocket } from './sessionEnded.js';
export type { RealtimeConnectorProps } from './RealtimeConnector.js';
