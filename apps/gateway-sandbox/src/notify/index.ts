import type { Notification } from '@agent-portal/api-client/wire';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.js';
import type { Realtime } from '../realtime/realtime.js';
import { insertNotification, type NewNotification } from './store.js';

export type { NewNotification } from './store.js';
export {
  MAX_NOTIFICATION_LIMIT,
  templatedNotification,
  countUnseen,
  insertNotification,
  listNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
} from './store.js';
export type { MarkSeenOutcome } from './store.js';
export { localizedText, renderTemplate, templateRef, type NotificationKind, type NotificationParams, type TemplateRef } from './templates.js';

/**
 * Creates a notification for an agent and pushes `ml.ping.notify.me` to their
 * room (spec §4). The sandbox's own events (a payment, a ticket status change, a
 * promotion decision, an announcement…) and the admin route call it.
 * @returns the stored notification (unseen).
 * @throws the database error when the insert fails (nothing is pushed then).
 */
export type Notify = (userId: number, input: NewNotification) => Promise<Notification>;

declare module 'fastify' {
  interface FastifyInstance {
    /** {@link Notify}: insert a notification and push it (see `src/notify/index.ts`). */
    notify: Notify;
  }
}

/**
 * Builds the {@link Notify} service over a database and the realtime server.
 * The push happens after the insert is stored (a failed push is logged by
 * `pushNotifyMe`, the notification stays and shows on the next fetch).
 */
export function createNotifier(db: Queryable, realtime: Pick<Realtime, 'pushNotifyMe'>): Notify {
  return async (userId, input) => {
    const stored = await insertNotification(db, userId, input);
    await realtime.pushNotifyMe(userId);
    return stored;
  };
}

/**
 * Decorates `app.notify` (uses `app.realtime`, so call it after `attachRealtime`).
 * Route plugins then call `app.notify(userId, { subject, body, href })` (free text) or
 * `app.notify(userId, templatedNotification(templateRef(kind, params), { href }))` (worded per reader, issue #29).
 */
export function registerNotifier(app: FastifyInstance, db: Queryable): Notify {
  const notify = createNotifier(db, app.realtime);
  app.decorate('notify', notify);
  return notify;
}
