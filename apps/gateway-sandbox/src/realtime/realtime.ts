import {
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
import { verifySessionToken } from '../auth/jwt.js';
import { findSession } from '../auth/sessions.js';
import type { Queryable } from '../db/db.js';
import { listNotifications, markAllNotificationsSeen, markNotificationSeen } from '../notify/store.js';
import { SOCKET_SECURITY_HEADERS } from '../security.js';

/** Path of the socket.io endpoint (same origin as the gateway, spec §7 Socket). */
export const SOCKET_PATH = '/socket.io';

/** Rows of the `ml.ping.notify.me` push: the latest page, as `GET notify-me` page 1 limit 10. */
export const NOTIFY_ME_LIMIT = 10;

/** The room of one agent: every socket of theirs joins it. */
export const userRoom = (userId: number): string => `user:${userId}`;

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
   * to every socket of the agent. Resolves once sent; never rejects (errors are logged).
   */
  pushNotifyMe(userId: number): Promise<void>;
  /**
   * Server-forced logout (spec §4): revokes every active session of the agent (their
   * tokens get 401 from now on), sends `ml.ping.auto.session.logout` `{ cause }` to
   * their room, then disconnects those sockets.
   * @returns the number of sessions revoked.
   */
  forceLogout(userId: number, cause: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server and its pushes (see `src/realtime/realtime.ts`). */
    realtime: Realtime;
  }
}

interface SocketData {
  auth: SessionTokenPayload;
  handshaken: boolean;
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
 * Checks a connection's token as the gateway's bearer hook does (signature, `exp`,
 * session exists, belongs to the user and is not revoked).
 * @returns the payload, or the message of the refusal (`connect_error`).
 */
export async function authenticateSocketToken(
  db: Queryable,
  key: Uint8Array,
  token: string | null,
): Promise<{ ok: true; payload: SessionTokenPayload } | { ok: false; message: string }> {
  if (!token) return { ok: false, message: 'Sign-in required: send the access token as auth.token.' };
  const check = await verifySessionToken(token, key);
  if (!check.ok) {
    return {
      ok: false,
      message: check.reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'The session token is invalid. Please sign in again.',
    };
  }
  const session = await findSession(db, check.payload.session);
  if (!session || session.user_id !== check.payload.user_id) {
    return { ok: false, message: 'The session of this token does not exist. Please sign in again.' };
  }
  if (session.revoked) return { ok: false, message: 'This session has been ended. Please sign in again.' };
  return { ok: true, payload: check.payload };
}

function isHandshake(value: unknown): value is SocketHandshake {
  const v = value as Partial<SocketHandshake> | null;
  return typeof v === 'object' && v !== null && typeof v.identity === 'string' && Number.isInteger(v.role_id);
}

/**
 * Attaches socket.io 4 to the Fastify app's HTTP server (same origin, path
 * `/socket.io`, transports websocket then polling; spec §4, §7 Socket) and
 * decorates `app.realtime`. A connection is accepted only with a valid access
 * token (see {@link authenticateSocketToken}); each socket joins `user:<id>`
 * and is disconnected when its token expires (the client reconnects with the
 * renewed one). Protocol:
 *
 * | direction | event | payload |
 * |---|---|---|
 * | client → | `handshake` | `{ identity, role_id }` (must match the token) |
 * | → client | `handshake` | `{ ok, user_id, message? }` |
 * | → client | `ml.ping.welcome` | `{ message }` (after a good handshake) |
 * | → client | `ml.ping.notify.me` | `{ count: unseen, data: latest 10, total }` after the handshake and on every change |
 * | client → | `ml.ping.mark.as.seen` | `{ id? }`: one or all seen, then a fresh notify.me; optional ack `{ ok, updated, unseen }` |
 * | → client | `ml.ping.auto.session.logout` | `{ cause }` (forced logout, sessions revoked) |
 *
 * One node only: with several sandbox nodes, a socket.io Redis adapter
 * (`REDIS_URL`) would share rooms; it is not implemented (not needed locally).
 * The io server closes with the app (`onClose`).
 */
export function attachRealtime(app: FastifyInstance, db: Queryable, jwtKey: Uint8Array): Realtime {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    // Same origin only: the portal is served by this server (no CORS, like the gateway).
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

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

  async function buildPush(userId: number): Promise<NotifyMePush> {
    const page = await listNotifications(db, userId, 1, NOTIFY_ME_LIMIT);
    return { count: page.unseen, data: page.data, total: page.count };
  }

  async function pushNotifyMe(userId: number): Promise<void> {
    try {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notifyMe, await buildPush(userId));
    } catch (error) {
      log.error({ err: error, userId }, 'notify.me push failed');
    }
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
        (socket as AgentSocket).data = { auth: result.payload, handshaken: false };
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
    void socket.join(userRoom(auth.user_id));

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
      if (!isHandshake(payload) || payload.identity !== auth.identity || payload.role_id !== auth.role_id) {
        const ack: SocketHandshakeAck = { ok: false, user_id: auth.user_id, message: 'The handshake must carry the session identity and role_id.' };
        socket.emit(SOCKET_EVENTS.handshake, ack);
        return;
      }
      socket.data.handshaken = true;
      const ack: SocketHandshakeAck = { ok: true, user_id: auth.user_id };
      const welcome: SocketWelcome = { message: 'Welcome to Agent Portal notifications.' };
      socket.emit(SOCKET_EVENTS.handshake, ack);
      socket.emit(SOCKET_EVENTS.welcome, welcome);
      try {
        socket.emit(SOCKET_EVENTS.notifyMe, await buildPush(auth.user_id));
      } catch (error) {
        log.error({ err: error }, 'initial notify.me failed');
      }
    });

    socket.on(SOCKET_EVENTS.markAsSeen, async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: MarkAsSeenAck) => void) : () => undefined;
      const id = (payload as MarkAsSeenEvent | null | undefined)?.id;
      if (id !== undefined && (!Number.isInteger(id) || id < 1 || id > 2147483647)) {
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
        const push = await buildPush(auth.user_id);
        io.to(userRoom(auth.user_id)).emit(SOCKET_EVENTS.notifyMe, push);
        reply({ ok: true, updated, unseen: push.count });
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
  });

  const realtime: Realtime = { io, pushNotifyMe, forceLogout };
  app.decorate('realtime', realtime);
  return realtime;
}
