/**
 * `reference` of a notification (§3 `reference.seen`). The gateway keeps it as
 * JSON so later producers can add their own keys; `seen` is always present.
 */
export interface NotificationReference {
  /** True once the agent marked it seen (one or all, §4 Notification). */
  seen: boolean;
  /**
   * Gateway cache tags this event makes stale (e.g. `['Promotion', 'Team']` on a
   * promotion decision, issue #10): a client that receives the notification in a
   * socket push refetches what those tags cover. Unknown names are ignored.
   */
  invalidates?: string[];
  [key: string]: unknown;
}

/**
 * A notification of the signed-in agent (§3 Notification), newest first in lists.
 * `subject` and `body` are plain text: render them as text, never as HTML.
 */
export interface Notification {
  id: number;
  user_id: number;
  /** Short title, plain text (1–200 characters). */
  subject: string;
  /** Longer text, plain (up to 2,000 characters). */
  body: string;
  /**
   * Where a click leads: a portal path (`/reports/payments`), or an absolute URL
   * that may be another origin (never followed blindly, §2 Notification page).
   * Empty string when the notification links nowhere.
   */
  href: string;
  reference: NotificationReference;
  /** Creation time, ISO 8601 (UTC). */
  created_at: string;
}

/**
 * Query of `GET /intercom/v1/notifications/notify-me` (§7, §9): `page` ≥ 1
 * (default 1), `limit` 1..100 (default 10).
 */
export interface ListNotificationsParams {
  page?: number;
  limit?: number;
}

/**
 * Answer of `GET /intercom/v1/notifications/notify-me`: the page of
 * notifications (newest first), `count` = all of the agent's notifications
 * (for paging, §3 "data array and count"), `unseen` = how many are unseen
 * (the bell's badge).
 */
export interface NotificationPage {
  data: Notification[];
  /** Total number of the agent's notifications (all pages). */
  count: number;
  /** Number of unseen notifications. */
  unseen: number;
}

/**
 * Answer of `PUT /intercom/v1/notifications/{id}/seen` and
 * `PUT /intercom/v1/notifications/seen` (ARCHITECTURE §6–7): how many rows
 * changed from unseen to seen, and the unseen count afterwards.
 */
export interface MarkNotificationsSeenResult {
  /** Rows changed now (0 when already seen). */
  updated: number;
  /** Unseen notifications left. */
  unseen: number;
}

/**
 * Payload of the socket event `ml.ping.notify.me` (§4, §7 Socket), pushed to the
 * agent's room whenever their notifications change and after the handshake:
 * the notification state to REPLACE the client's with. `count` is the unseen
 * count (the state's "count", §3), `data` the latest page (page 1, limit 10,
 * as `GET notify-me`), `total` all of the agent's notifications.
 */
export interface NotifyMePush {
  /** Unseen notifications (the bell badge). */
  count: number;
  /** The latest notifications, newest first (at most 10). */
  data: Notification[];
  /** All of the agent's notifications (the `count` of `GET notify-me`). */
  total: number;
}

/** Payload the client sends with the socket event `handshake` (§4 Socket connection). */
export interface SocketHandshake {
  /** The session identity (the token's `identity`, the agent's email). */
  identity: string;
  /** The token's `role_id` (§6). */
  role_id: number;
  /**
   * The agent's language (`en`, `de`, `es`, `fr`, `it`, `ru`; spec §2), in which the gateway renders
   * what it pushes on this socket (`ml.ping.notify.me`: notification subjects and bodies), English
   * when absent or unknown. Sent again in a new `handshake` when the agent changes language while
   * connected; the gateway then re-pushes `ml.ping.notify.me` in it (issue #29).
   */
  lang?: string;
}

/** Payload of the server's `handshake` answer. */
export interface SocketHandshakeAck {
  ok: boolean;
  user_id: number;
  /** Set when `ok` is false: why the handshake was refused. */
  message?: string;
}

/** Payload of `ml.ping.welcome`. */
export interface SocketWelcome {
  /** A plain-text greeting. */
  message: string;
}

/** Payload the client sends with `ml.ping.mark.as.seen`: one notification, or all when `id` is absent. */
export interface MarkAsSeenEvent {
  id?: number;
}

/**
 * Payload of `ml.ping.auto.session.logout` (§4 Server-forced logout). The gateway sends it to
 * the sockets of a session it ends, then disconnects them (issue #13 §2): the client logs out.
 */
export interface AutoSessionLogout {
  /**
   * Why the server ended the session (plain text): one of {@link AUTO_LOGOUT_CAUSES}, or the
   * cause given to the sandbox's admin logout (`[A-Za-z0-9._-]+`, e.g. `forced-logout`).
   */
  cause: string;
}

/**
 * Causes the gateway itself sends with `ml.ping.auto.session.logout` (issue #13 §2):
 * - `logout`: the session was ended by `POST /sso/v1/sign-in/logout` (another tab logged out);
 * - `password-changed`: the agent changed their password in another session, which revokes this one;
 * - `session-expired`: a socket event found the session's newest token expired;
 * - `session-ended`: a socket event found the session revoked (or gone).
 */
export const AUTO_LOGOUT_CAUSES = {
  logout: 'logout',
  passwordChanged: 'password-changed',
  sessionExpired: 'session-expired',
  sessionEnded: 'session-ended',
} as const;

/** Socket event names of the realtime protocol (§7 Socket). */
export const SOCKET_EVENTS = {
  handshake: 'handshake',
  welcome: 'ml.ping.welcome',
  notifyMe: 'ml.ping.notify.me',
  markAsSeen: 'ml.ping.mark.as.seen',
  autoSessionLogout: 'ml.ping.auto.session.logout',
} as const;
