import type { GatewayEnvelope, MarkNotificationsSeenResult, NotificationPage } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { requestLanguage, type GatewayLanguage } from '../../http/language.js';
import { counted } from '../../notify/words.js';
import {
  MAX_NOTIFICATION_LIMIT,
  countUnseen,
  listNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
} from '../../notify/index.js';
import { ownResource, scoped, sessionRoute } from '../../policy/policy.js';
import { ID_PARAMS } from '../../http/ids.js';
import { body, ok } from '../../contract/responses.js';

/** The `message` of `PUT /notifications/seen` per language (issue #29 item 2). */
const MARKED: Readonly<Record<GatewayLanguage, (n: number) => string>> = {
  en: (n) => `${counted('en', n, { one: 'notification', other: 'notifications' })} marked as seen.`,
  de: (n) => `${counted('de', n, { one: 'Benachrichtigung', other: 'Benachrichtigungen' })} als gelesen markiert.`,
  es: (n) => `${counted('es', n, { one: 'notificación marcada como vista', other: 'notificaciones marcadas como vistas' })}.`,
  fr: (n) => `${counted('fr', n, { one: 'notification marquée comme vue', other: 'notifications marquées comme vues' })}.`,
  it: (n) => `${counted('it', n, { one: 'notifica segnata come letta', other: 'notifiche segnate come lette' })}.`,
  ru: (n) => `Отмечено как просмотренные: ${counted('ru', n, { one: 'уведомление', few: 'уведомления', other: 'уведомлений' })}.`,
};

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_NOTIFICATION_LIMIT, default: 10 },
  },
} as const;

/**
 * intercom v1 notification routes (spec §3 Notification, §7; mark-as-seen paths
 * per ARCHITECTURE §7). Registered under the gateway's bearer + CSRF hooks.
 *
 * - `GET /notifications/notify-me?page&limit` (page ≥ 1, default 1; limit 1..100,
 *   default 10; other values 400) → `{ data: Notification[], count, unseen }`,
 *   the caller's own, newest first; `count` = all of theirs, `unseen` = unseen ones. Each
 *   `subject`/`body` the sandbox generated is worded in the `Accept-Language` of the call (issue #29
 *   item 2: en, de, es, fr, it, ru, English fallback; `vary: Accept-Language`); free text (an admin's
 *   notification, rows from before migration 160) shows as stored.
 * - `PUT /notifications/:id/seen` → `{ data: { updated, unseen } }`; another agent's
 *   notification 403, unknown 404, non-numeric id 400.
 * - `PUT /notifications/seen` → `{ data: { updated, unseen } }` (all of theirs).
 *
 * Both PUTs push a fresh `ml.ping.notify.me` to the agent's room.
 */
export const notificationRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { page: number; limit: number } }>(
    '/notifications/notify-me',
    {
      schema: { querystring: listQuery, response: { 200: body('NotificationPage') } },
      config: {
        policy: sessionRoute(scoped),
        openapi: { summary: "A page of the caller's notifications, newest first, with the unseen count.", query: 'ListNotificationsParams' },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { page, limit } = request.query;
      const result = await listNotifications(db, auth.user_id, page, limit, requestLanguage(request));
      reply.header('vary', 'Accept-Language');
      const answer: NotificationPage = result;
      return answer;
    },
  );

  app.put(
    '/notifications/seen',
    {
      schema: { response: { 200: ok('MarkNotificationsSeenResult') } },
      config: { policy: sessionRoute(scoped), openapi: { summary: "Marks all the caller's notifications seen." } },
    },
    async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    const auth = requireAuth(request);
    const updated = await markAllNotificationsSeen(db, auth.user_id);
    await app.realtime.pushNotifyMe(auth.user_id);
    const body: GatewayEnvelope<MarkNotificationsSeenResult> = {
      data: { updated, unseen: await countUnseen(db, auth.user_id) },
      message: MARKED[requestLanguage(request)](updated),
    };
    return body;
  });

  app.put<{ Params: { id: number } }>(
    '/notifications/:id/seen',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('MarkNotificationsSeenResult') } },
      config: { policy: sessionRoute(ownResource('notification')), openapi: { summary: "Marks one of the caller's notifications seen." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const outcome = await markNotificationSeen(db, auth.user_id, request.params.id);
    if (outcome.status === 'not-found') throw new HttpError(404, 'This notification does not exist.');
    // The policy checked the owner before; the store answers for the row it updates all the same.
    if (outcome.status === 'forbidden') throw new HttpError(403, 'You can only mark your own notifications as seen.', { reason: 'NOT_OWNER' });
    await app.realtime.pushNotifyMe(auth.user_id);
    const body: GatewayEnvelope<MarkNotificationsSeenResult> = {
      data: { updated: outcome.updated, unseen: await countUnseen(db, auth.user_id) },
    };
    return body;
  });
};
