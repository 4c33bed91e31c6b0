import { applyNotifyMePush, getGatewayOptions, invalidateNotifications, type GatewayDispatch } from '@agent-portal/api-client';
import {
  SOCKET_EVENTS,
  type AutoSessionLogout,
  type NotifyMePush,
  type SocketHandshake,
  type SocketHandshakeAck,
} from '@agent-portal/api-client/wire';
import { i18n } from '@agent-portal/i18n';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

/** What {@link startRealtime} needs of socket.io-client (the module, or a fake in tests). */
export interface SocketClientModule {
  io: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
}

/** The store's dispatch, able to run the api-client thunks (api-client's `GatewayDispatch`). */
export type RealtimeDispatch = GatewayDispatch;

/** Connection state of the one socket of this tab. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** Options of {@link startRealtime}. */
export interface RealtimeOptions {
  /** socket.io endpoint (`PortalRuntimeConfig.socketUrl`, the gateway origin in the sandbox). */
  socketUrl: string;
  /** The store's dispatch: pushes replace the notification state (RTK Query cache). */
  dispatch: RealtimeDispatch;
  /** The access token sent as `auth.token` on every (re)connection. Default: the gateway's `getAccessToken` (the `access_token` cookie). */
  getAccessToken?: () => string | null | undefined;
  /**
   * The handshake payload (session identity and role_id, §4); null = no session, nothing sent.
   * Its `lang`, when it has none, is {@link RealtimeOptions.getLanguage}'s.
   */
  getHandshake: () => SocketHandshake | null;
  /**
   * The agent's language (spec §2), sent as `auth.lang` on every (re)connection and as `lang` in
   * every `handshake`, so the gateway renders its pushes (`ml.ping.notify.me`) in it (issue #29).
   * Default: the gateway client's `getLanguage` (the `lang` cookie unless the portal set another).
   * `undefined` sends none (the gateway then uses English).
   */
  getLanguage?: () => string | undefined;
  /**
   * Subscribes to the agent's language changes: `listener(lang)` on every change; returns the
   * unsubscribe function. While connected, a change sends `handshake` again with the new `lang`
   * (the gateway re-pushes `ml.ping.notify.me` in it). Default: i18next's `languageChanged` on the
   * portal's one instance (`@agent-portal/i18n`).
   */
  subscribeLanguage?: (listener: (lang: string) => void) => () => void;
  /** Called on `ml.ping.auto.session.logout` with the server's cause (§4 Server-forced logout). */
  onForcedLogout: (cause: string) => void;
  /** Loads socket.io-client; default `() => import('socket.io-client')` (a lazy chunk, never on the critical path). */
  loadClient?: () => Promise<SocketClientModule>;
  /** Path of the endpoint. Default `/socket.io`. */
  path?: string;
  /** First reconnection delay in ms (doubles per attempt). Default 1000 ms. */
  reconnectionDelay?: number;
  /** Longest reconnection delay in ms. Default 15000 ms. */
  reconnectionDelayMax?: number;
  /** Jitter of every delay, 0..1 (±50 % by default), so tabs do not reconnect in step. */
  randomizationFactor?: number;
  /** Called whenever the status changes (tests, diagnostics). */
  onStatus?: (status: RealtimeStatus) => void;
}

/** What {@link startRealtime} returns. */
export interface RealtimeHandle {
  /** Releases this user of the connection; the socket closes when the last one stops. Idempotent. */
  stop(): void;
}

/** Answer of the server to `ml.ping.mark.as.seen` (see the sandbox's realtime server). */
export type MarkAsSeenAck = { ok: true; updated: number; unseen: number } | { ok: false; message: string };

/** How long {@link markNotificationsSeen} waits for the server's acknowledgement (ms). */
export const MARK_AS_SEEN_TIMEOUT_MS = 5000;

/** Default delays of the jittered back-off (ms) and its randomization factor. */
export const RECONNECT_DEFAULTS = { reconnectionDelay: 1000, reconnectionDelayMax: 15_000, randomizationFactor: 0.5 } as const;

interface Connection {
  refs: number;
  socket: Socket | null;
  close(): void;
}

let current: Connection | null = null;

/** The default {@link RealtimeOptions.subscribeLanguage}: i18next's `languageChanged` of the portal's instance. */
function subscribeI18nLanguage(listener: (lang: string) => void): () => void {
  const onChange = (lang: string) => listener(lang);
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function jittered(base: number, factor: number): number {
  return Math.round(base * (1 - factor + Math.random() * 2 * factor));
}

function connectWith(options: RealtimeOptions): Connection {
  const {
    socketUrl,
    dispatch,
    getHandshake,
    onForcedLogout,
    path = '/socket.io',
    reconnectionDelay = RECONNECT_DEFAULTS.reconnectionDelay,
    reconnectionDelayMax = RECONNECT_DEFAULTS.reconnectionDelayMax,
    randomizationFactor = RECONNECT_DEFAULTS.randomizationFactor,
    onStatus = () => undefined,
  } = options;
  const getAccessToken = options.getAccessToken ?? (() => getGatewayOptions()?.getAccessToken());
  const getLanguage = options.getLanguage ?? (() => getGatewayOptions()?.getLanguage());
  const subscribeLanguage = options.subscribeLanguage ?? subscribeI18nLanguage;
  const loadClient = options.loadClient ?? (() => import('socket.io-client'));
  let closed = false;
  let forcedOut = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = reconnectionDelay;
  /** The `lang` of the last handshake sent on the current connection (a change is sent once). */
  let sentLang: string | undefined;

  /** Sends `handshake` `{ identity, role_id, lang }` when there is a session (§4; `lang`: issue #29). */
  const sendHandshake = (socket: Socket, lang: string | undefined) => {
    const handshake = getHandshake();
    if (!handshake) return;
    const withLang = handshake.lang ?? lang;
    sentLang = withLang;
    socket.emit(SOCKET_EVENTS.handshake, withLang ? { ...handshake, lang: withLang } : handshake);
  };

  const connection: Connection = {
    refs: 0,
    socket: null,
    close() {
      closed = true;
      unsubscribeLanguage();
      clearTimeout(retryTimer);
      connection.socket?.removeAllListeners();
      connection.socket?.io.removeAllListeners();
      connection.socket?.disconnect();
      connection.socket = null;
      onStatus('idle');
    },
  };

  // A language change while connected: the handshake again, in the new language (issue #29).
  const unsubscribeLanguage = subscribeLanguage((lang) => {
    const socket = connection.socket;
    if (closed || !socket?.connected || !lang || lang === sentLang) return;
    sendHandshake(socket, lang);
  });

  /** The server refused or dropped us on purpose (expired token, revoked session): socket.io does not retry itself. */
  const retryLater = (socket: Socket) => {
    clearTimeout(retryTimer);
    if (closed || forcedOut) return;
    retryTimer = setTimeout(() => {
      if (!closed && !forcedOut && !socket.connected) socket.connect();
    }, jittered(retryDelay, randomizationFactor));
    retryDelay = Math.min(retryDelay * 2, reconnectionDelayMax);
  };

  onStatus('connecting');
  /** Loads socket.io-client and connects; a chunk that fails to load (offline, a restarted server) is tried again with the back-off. */
  const start = (): void => {
    loadClient().then(
      ({ io }) => {
        if (closed) return;
        const socket = io(socketUrl, {
          path,
          transports: ['websocket', 'polling'],
          auth: (cb: (data: object) => void) => {
            const lang = getLanguage();
            cb(lang ? { token: getAccessToken() ?? '', lang } : { token: getAccessToken() ?? '' });
          },
          reconnection: true,
          reconnectionDelay,
          reconnectionDelayMax,
          randomizationFactor,
        });
        connection.socket = socket;
        socket.on('connect', () => {
          retryDelay = reconnectionDelay;
          onStatus('connected');
          sendHandshake(socket, getLanguage());
        });
        socket.on(SOCKET_EVENTS.handshake, (_ack: SocketHandshakeAck) => undefined);
        socket.on(SOCKET_EVENTS.notifyMe, (push: NotifyMePush) => {
          if (push && Array.isArray(push.data)) dispatch(applyNotifyMePush(push));
        });
        socket.on(SOCKET_EVENTS.autoSessionLogout, (event: AutoSessionLogout) => {
          forcedOut = true;
          onForcedLogout(typeof event?.cause === 'string' ? event.cause : 'forced-logout');
        });
        socket.on('disconnect', (reason: string) => {
          onStatus('disconnected');
          if (reason === 'io server disconnect') retryLater(socket);
        });
        socket.on('connect_error', () => {
          onStatus('disconnected');
          if (!socket.active) retryLater(socket);
        });
        // After a reconnection, re-fetch the lists: nothing pushed while offline stays missing (§4).
        socket.io.on('reconnect', () => dispatch(invalidateNotifications()));
      },
      () => {
        if (closed) return;
        onStatus('disconnected');
        retryTimer = setTimeout(start, jittered(retryDelay, randomizationFactor));
        retryDelay = Math.min(retryDelay * 2, reconnectionDelayMax);
      },
    );
  };
  start();
  return connection;
}

/**
 * Starts (or joins) the ONE socket.io connection of this tab (ARCHITECTURE §5,
 * spec §4, §7 Socket): loads socket.io-client lazily, connects with the access
 * token and the agent's language (`auth: { token, lang }`, websocket, then polling), and on every
 * connect sends `handshake` with the session identity, role_id and language (`lang`, issue #29).
 * Then:
 *
 * - `ml.ping.notify.me` → REPLACES the notification count and latest list in the
 *   store (`applyNotifyMePush`: the RTK Query cache of `listNotifications` page 1);
 * - `ml.ping.auto.session.logout` → `onForcedLogout(cause)` (the portal logs out
 *   with the cause `forced-logout`, §4);
 * - reconnects with jittered back-off (socket.io `reconnectionDelay`,
 *   `reconnectionDelayMax`, `randomizationFactor`); after a reconnection the
 *   notification lists are re-fetched (tag `Notification`); when the server
 *   itself refuses or drops the socket (expired token), it retries later with the
 *   same jittered back-off and the then-current token; socket.io-client's chunk that fails to
 *   load (offline, a restarted server, issue #13 §5) is fetched again with that back-off too.
 *
 * - the agent changes language while connected (`subscribeLanguage`, by default i18next's
 *   `languageChanged`) → `handshake` again with the new `lang`; the gateway re-pushes
 *   `ml.ping.notify.me` rendered in it (issue #29, spec §2).
 *
 * A second call while connected reuses the connection (its options are ignored);
 * it closes when every caller has called `stop()`.
 */
export function startRealtime(options: RealtimeOptions): RealtimeHandle {
  if (!current) current = connectWith(options);
  const connection = current;
  connection.refs += 1;
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      connection.refs -= 1;
      if (connection.refs === 0) {
        connection.close();
        if (current === connection) current = null;
      }
    },
  };
}

/** True while this tab's socket is connected. */
export function isRealtimeConnected(): boolean {
  return current?.socket?.connected ?? false;
}

/**
 * Sends `ml.ping.mark.as.seen` `{ id? }` over this tab's socket (one notification,
 * or all when `id` is omitted) and waits for the server's acknowledgement; the
 * server then pushes a fresh `ml.ping.notify.me` to every tab of the agent.
 * @returns the acknowledgement, or null when there is no connected socket, it
 *   times out ({@link MARK_AS_SEEN_TIMEOUT_MS}) or fails — then use the
 *   `PUT /intercom/v1/notifications/…/seen` calls instead.
 */
export async function markNotificationsSeen(id?: number): Promise<MarkAsSeenAck | null> {
  const socket = current?.socket;
  if (!socket?.connected) return null;
  try {
    const ack = (await socket.timeout(MARK_AS_SEEN_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.markAsSeen, id === undefined ? {} : { id })) as MarkAsSeenAck;
    return ack && typeof ack === 'object' ? ack : null;
  } catch {
    return null;
  }
}
