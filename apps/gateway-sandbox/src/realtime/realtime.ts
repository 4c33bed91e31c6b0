import {
  AUTO_LOGOUT_CAUSES,
  SOCKET_EVENTS,
  type AutoSessionLogout,
  type MarkAsSeenEvent,
  type NotifyMePush,
  type SessionTokenPayload,
  type SocketHandshake,
  type SocketHandshakeAck,
  type SocketWelcome,
} from '@agent-portal/api-client/wire';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { checkSessionToken } from '../auth/bearer.js';
import { findSession, judgeSessionToken, sessionLiveness } from '../auth/sessions.js';
import type { Queryable } from '../db/db.js';
import { GATEWAY_LANGUAGES, languageOf, type GatewayLanguage } from '../http/language.js';
import { listNotifications, markAllNotificationsSeen, markNotificationSeen, readNotificationPage } from '../notify/store.js';
import { SOCKET_SECURITY_HEADERS } from '../security.js';
import type { RedisLink } from './redis.js';
import { MAX_ID } from '../http/ids.js';

/** Path of the socket.io endpoint (same origin as the gateway, spec §7 Socket). */
export const SOCKET_PATH = '/socket.io';

/** Rows of the `ml.ping.notify.me` push: the latest page, as `GET notify-me` page 1 limit 10. */
export const NOTIFY_ME_LIMIT = 10;

/** The room of one agent: every socket of theirs joins it. */
export const userRoom = (userId: number): string => `user:${userId}`;

/**
 * The room of one agent's sockets that read in `lang` (issue #29 item 2): each socket is in exactly
 * one, so a push is rendered once per language and reaches every node through the adapter.
 */
export const userLanguageRoom = (userId: number, lang: GatewayLanguage): string => `user:${userId}:lang:${lang}`;

/**
 * The language of a socket's `lang` (handshake payload or socket.io `auth`): a supported language
 * or a tag of one (`de-AT` → `de`), else English; not a string → null (keep the current one).
 */
export function socketLanguage(value: unknown): GatewayLanguage | null {
  return typeof value === 'string' ? languageOf(value) : null;
}

const WELCOME: Readonly<Record<GatewayLanguage, string>> = {
  en: 'Welcome to Agent Portal notifications.',
  de: 'Willkommen bei den Benachrichtigungen des Agentenportals.',
  es: 'Bienvenido a las notificaciones del Portal de agentes.',
  fr: 'Bienvenue dans les notifications du Portail des agents.',
  it: 'Benvenuto nelle notifiche del Portale agenti.',
  ru: 'Добро пожаловать в уведомления портала агентов.',
};

/** The room of one session: every socket opened with a token of it joins it (issue #13 §2). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Longest delay `setTimeout` accepts (ms); a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** Answer of the optional acknowledgement callback of `ml.ping.mark.as.seen`. */
export type MarkAsSeenAck = { ok: true; updated: number; unseen: number } | { ok: false; message: string };

/** The sandbox's socket.io server and the pushes the rest of the sandbox can make. */
export interface Realtime {
  /** The socket.io server (path {@link SOCKET_PATH}, transports websocket then polling). */
  io: Server;
  /**
   * Sends `ml.ping.notify.me` ({@link NotifyMePush}: unseen count, latest page, total)
   * to every socket of the agent, each in its language (issue #29 item 2: the rows are read once,
   * rendered per language room). Resolves once sent; never rejects (errors are logged).
   */
  pushNotifyMe(userId: number): Promise<void>;
  /**
   * Server-forced logout (spec §4): revokes every active session of the agent (their
   * tokens get 401 from now on), sends `ml.ping.auto.session.logout` `{ cause }` to
   * their room, then disconnects those sockets.
   * @returns the number of sessions revoked.
   */
  forceLogout(userId: number, cause: string): Promise<number>;
  /** {@link DisconnectSession}: the sockets of one ended session hear why, then go. */
  disconnectSession: DisconnectSession;
}

/**
 * Ends the live connections of a session the caller has just revoked (issue #13 §2): sends
 * `ml.ping.auto.session.logout` `{ cause }` to every socket of the session (its room, so a
 * socket.io adapter would reach other nodes too), then disconnects them (the event leaves
 * first: same transport, in order). The agent's other sessions keep their sockets. Synchronous,
 * never throws; a session without sockets is fine. Call it after the revocation is committed:
 * the logout route, a password change (the other sessions), …
 * @param sessionId - the session's UUID (the token's `session`).
 * @param cause - one of `AUTO_LOGOUT_CAUSES` (`logout`, `password-changed`, …).
 */
export type DisconnectSession = (sessionId: string, cause: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server and its pushes (see `src/realtime/realtime.ts`). */
    realtime: Realtime;
    /** {@link DisconnectSession} (decorated by `attachRealtime`): route plugins call it after revoking a session. */
    disconnectSession: DisconnectSession;
  }
}

interface SocketData {
  auth: SessionTokenPayload;
  handshaken: boolean;
  /** The language the socket's pushes are worded in (issue #29 item 2). */
  lang: GatewayLanguage;
}

type AgentSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/** The token of a connection: `auth.token` of the handshake, else `Authorization: Bearer`. */
function tokenOf(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * Checks a connection's token as the gateway's bearer hook does (`checkSessionToken`: signature,
 * `exp`, session exists, belongs to the user, is not revoked, and the token's generation is not
 * retired by a renewal).
 * @returns the payload, or the message of the refusal (`connect_error`).
 */
export async function authenticateSocketToken(
  db: Queryable,
  key: Uint8Array,
  token: string | null,
): Promise<{ ok: true; payload: SessionTokenPayload } | { ok: false; message: string }> {
  if (!token) return { ok: false, message: 'Sign-in required: send the access token as auth.token.' };
  const check = await checkSessionToken(db, key, token);
  return check.ok ? { ok: true, payload: check.payload } : { ok: false, message: check.message };
}

/**
 * What a socket event finds when it re-checks its connection (issue #13 §2), see {@link socketSessionState}:
 * - `live`: act;
 * - `stale`: the session lives but this socket's token has expired or was retired by a renewal:
 *   disconnect without a logout (the client reconnects with the session's newest token);
 * - `ended` / `expired`: the session is revoked (or gone) / its newest token has expired:
 *   send `ml.ping.auto.session.logout` and disconnect.
 */
export type SocketSessionState = 'live' | 'stale' | 'ended' | 'expired';

/**
 * Re-checks the session of a connected socket before one of its events acts (issue #13 §2):
 * reads the session row again and judges the socket's token against it at `nowMs`.
 */
export async function socketSessionState(db: Queryable, auth: SessionTokenPayload, nowMs: number = Date.now()): Promise<SocketSessionState> {
  const session = await findSession(db, auth.session);
  const liveness = sessionLiveness(session, auth.user_id, nowMs);
  if (liveness !== 'live') return liveness;
  if (auth.exp * 1000 <= nowMs || judgeSessionToken(session, auth, nowMs) !== null) return 'stale';
  return 'live';
}

function isHandshake(value: unknown): value is SocketHandshake {
  const v = value as Partial<SocketHandshake> | null;
  return typeof v === 'object' && v !== null && typeof v.identity === 'string' && Number.isInteger(v.role_id);
}

/**
 * Attaches socket.io 4 to the Fastify app's HTTP server (same origin, path
 * `/socket.io`, transports websocket then polling; spec §4, §7 Socket) and
 * decorates `app.realtime` and `app.disconnectSession`. A connection is accepted only with a
 * valid access token (see {@link authenticateSocketToken}); each socket joins `user:<id>` and
 * `session:<uuid>` and is disconnected when its token expires (the client reconnects with the
 * renewed one). Every client event first re-checks the session ({@link socketSessionState},
 * issue #13 §2): a revoked or expired session → `ml.ping.auto.session.logout` and disconnect,
 * nothing done; a token retired by a renewal → disconnect only. Revoking a session anywhere
 * (logout, password change, forced logout) disconnects its sockets at once
 * ({@link DisconnectSession}). Protocol:
 *
 * | direction | event | payload |
 * |---|---|---|
 * | client → | socket.io `auth` | `{ token, lang? }`: `lang` (en, de, es, fr, it, ru; `de-AT` → de; else en) is the socket's first language |
 * | client → | `handshake` | `{ identity, role_id, lang? }` (identity and role_id must match the token); `lang` sets the socket's language (absent: unchanged, English by default) |
 * | → client | `handshake` | `{ ok, user_id, message? }` |
 * | → client | `ml.ping.welcome` | `{ message }` (after the first good handshake, in the socket's language) |
 * | → client | `ml.ping.notify.me` | `{ count: unseen, data: latest 10, total }` after the handshake and on every change; the texts the sandbox generated in the socket's language (issue #29 item 2) |
 * | client → | `handshake` again | same identity: only the language changes (ack, then a fresh `ml.ping.notify.me` in it, no welcome); another identity: refused as the first |
 * | client → | `ml.ping.mark.as.seen` | `{ id? }`: one or all seen, then a fresh notify.me; optional ack `{ ok, updated, unseen }` |
 * | → client | `ml.ping.auto.session.logout` | `{ cause }` (session ended: `logout`, `password-changed`, `session-expired`, `session-ended`, or an admin's cause), then disconnect |
 *
 * Several nodes: with `redis` (the socket.io Redis adapter, `REDIS_URL`, issue #13 §6) every
 * push, logout and disconnect goes through the rooms of every node over the same database, so
 * a notification created on node A reaches a socket on node B. Without it, one node only.
 * The io server closes with the app (`onClose`), then the Redis connections.
 * @param redis - the Redis link of `connectRedis`, or null for a single node.
 */
export function attachRealtime(app: FastifyInstance, db: Queryable, jwtKey: Uint8Array, redis: RedisLink | null = null): Realtime {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    // Same origin only: the portal is served by this server (no CORS, like the gateway).
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  if (redis) io.adapter(redis.adapter);

  // socket.io answers its HTTP requests on the raw server, before Fastify's helmet: every one of
  // them (polling, errors) and the websocket handshake get the security headers too (issue #13 §4).
  // Prepended after `new Server`, so it runs before engine.io's own request listener.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(`${SOCKET_PATH}/`)) {
      for (const [name, value] of Object.entries(SOCKET_SECURITY_HEADERS)) response.setHeader(name, value);
    }
  });
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SOCKET_SECURITY_HEADERS));

  const log = app.log.child({ component: 'realtime' });

  async function buildPush(userId: number, lang: GatewayLanguage): Promise<NotifyMePush> {
    const page = await listNotifications(db, userId, 1, NOTIFY_ME_LIMIT, lang);
    return { count: page.unseen, data: page.data, total: page.count };
  }

  /** The push to every language room of the agent: the rows read once, worded per language. @returns the unseen count. */
  async function emitPushes(userId: number): Promise<number> {
    const stored = await readNotificationPage(db, userId, 1, NOTIFY_ME_LIMIT);
    let unseen = 0;
    for (const lang of GATEWAY_LANGUAGES) {
      const page = stored.in(lang);
      unseen = page.unseen;
      const push: NotifyMePush = { count: page.unseen, data: page.data, total: page.count };
      io.to(userLanguageRoom(userId, lang)).emit(SOCKET_EVENTS.notifyMe, push);
    }
    return unseen;
  }

  async function pushNotifyMe(userId: number): Promise<void> {
    try {
      await emitPushes(userId);
    } catch (error) {
      log.error({ err: error, userId }, 'notify.me push failed');
    }
  }

  function disconnectSession(sessionId: string, cause: string): void {
    const payload: AutoSessionLogout = { cause };
    io.to(sessionRoom(sessionId)).emit(SOCKET_EVENTS.autoSessionLogout, payload);
    io.in(sessionRoom(sessionId)).disconnectSockets(false);
  }

  async function forceLogout(userId: number, cause: string): Promise<number> {
    const revoked = await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [
      userId,
    ]);
    const payload: AutoSessionLogout = { cause };
    io.to(userRoom(userId)).emit(SOCKET_EVENTS.autoSessionLogout, payload);
    // Let the event leave before the disconnect packet (same transport, in order).
    io.in(userRoom(userId)).disconnectSockets(false);
    return revoked.length;
  }

  io.use((socket, next) => {
    authenticateSocketToken(db, jwtKey, tokenOf(socket)).then(
      (result) => {
        if (!result.ok) return next(new Error(result.message));
        const lang = socketLanguage((socket.handshake.auth as { lang?: unknown } | undefined)?.lang) ?? 'en';
        (socket as AgentSocket).data = { auth: result.payload, handshaken: false, lang };
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'socket authentication failed');
        next(new Error('The sandbox could not check your session. Please try again.'));
      },
    );
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as AgentSocket;
    const auth = socket.data.auth;
    void socket.join([userRoom(auth.user_id), sessionRoom(auth.session), userLanguageRoom(auth.user_id, socket.data.lang)]);

    /**
     * Every event first re-checks the session (issue #13 §2): a revoked or expired session gets
     * the logout event and the socket goes; a stale token (expired, or retired by a renewal)
     * only loses the socket, so the client reconnects with the newest one.
     * @returns true when the event may act; else `reply` got `{ ok: false, message }` first.
     */
    const stillLive = async (reply?: (answer: { ok: false; message: string }) => void): Promise<boolean> => {
      let state: SocketSessionState;
      try {
        state = await socketSessionState(db, auth);
      } catch (error) {
        log.error({ err: error }, 'socket session check failed');
        reply?.({ ok: false, message: 'Something went wrong on the sandbox. Please try again.' });
        return false;
      }
      if (state === 'live') return true;
      reply?.({
        ok: false,
        message: state === 'stale' ? 'This connection uses an old session token: reconnect.' : 'This session has ended. Please sign in again.',
      });
      if (state !== 'stale') {
        const payload: AutoSessionLogout = {
          cause: state === 'expired' ? AUTO_LOGOUT_CAUSES.sessionExpired : AUTO_LOGOUT_CAUSES.sessionEnded,
        };
        socket.emit(SOCKET_EVENTS.autoSessionLogout, payload);
      }
      socket.disconnect(false);
      return false;
    };

    const scheduleExpiry = () => {
      const ms = auth.exp * 1000 - Date.now();
      return setTimeout(() => {
        if (auth.exp * 1000 <= Date.now()) socket.disconnect(true);
        else expiry = scheduleExpiry();
      }, Math.max(0, Math.min(ms, MAX_TIMER_MS)));
    };
    let expiry = scheduleExpiry();
    socket.on('disconnect', () => clearTimeout(expiry));

    socket.on(SOCKET_EVENTS.handshake, async (payload: unknown) => {
      if (!(await stillLive())) return;
      if (!isHandshake(payload) || payload.identity !== auth.identity || payload.role_id !== auth.role_id) {
        const ack: SocketHandshakeAck = { ok: false, user_id: auth.user_id, message: 'The handshake must carry the session identity and role_id.' };
        socket.emit(SOCKET_EVENTS.handshake, ack);
        return;
      }
      const again = socket.data.handshaken;
      const lang = socketLanguage((payload as { lang?: unknown }).lang) ?? socket.data.lang;
      if (lang !== socket.data.lang) {
        void socket.leave(userLanguageRoom(auth.user_id, socket.data.lang));
        void socket.join(userLanguageRoom(auth.user_id, lang));
        socket.data.lang = lang;
      }
      socket.data.handshaken = true;
      const ack: SocketHandshakeAck = { ok: true, user_id: auth.user_id };
      socket.emit(SOCKET_EVENTS.handshake, ack);
      if (!again) {
        const welcome: SocketWelcome = { message: WELCOME[lang] };
        socket.emit(SOCKET_EVENTS.welcome, welcome);
      }
      try {
        socket.emit(SOCKET_EVENTS.notifyMe, await buildPush(auth.user_id, lang));
      } catch (error) {
        log.error({ err: error }, 'initial notify.me failed');
      }
    });

    socket.on(SOCKET_EVENTS.markAsSeen, async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: MarkAsSeenAck) => void) : () => undefined;
      if (!(await stillLive(reply))) return;
      const id = (payload as MarkAsSeenEvent | null | undefined)?.id;
      if (id !== undefined && (!Number.isInteger(id) || id < 1 || id > MAX_ID)) {
        reply({ ok: false, message: 'id must be a positive integer.' });
        return;
      }
      try {
        let updated: number;
        if (id === undefined) {
          updated = await markAllNotificationsSeen(db, auth.user_id);
        } else {
          const outcome = await markNotificationSeen(db, auth.user_id, id);
          if (outcome.status === 'not-found') return reply({ ok: false, message: 'This notification does not exist.' });
          if (outcome.status === 'forbidden') return reply({ ok: false, message: 'You can only mark your own notifications.' });
          updated = outcome.updated;
        }
        const unseen = await emitPushes(auth.user_id);
        reply({ ok: true, updated, unseen });
      } catch (error) {
        log.error({ err: error }, 'mark.as.seen failed');
        reply({ ok: false, message: 'Something went wrong on the sandbox. Please try again.' });
      }
    });
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
    await redis?.close();
  });

  const realtime: Realtime = { io, pushNotifyMe, forceLogout, disconnectSession };
  app.decorate('realtime', realtime);
  app.decorate('disconnectSession', disconnectSession);
  return realtime;
}
