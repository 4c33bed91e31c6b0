import type { Notification, NotificationPage, NotificationReference } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import type { GatewayLanguage } from '../http/language.js';
import { localizedText, renderTemplate, type TemplateRef } from './templates.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

const COLUMNS = `id, user_id, subject, body, href, reference,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at, template, params`;

/** A stored row: the wire's fields plus its template key and params (migration 160; null for free text). */
type StoredRow = Notification & { template: string | null; params: unknown };

/** A stored row as the wire's {@link Notification}, its text in `lang` (issue #29 item 2). */
function toWire(row: StoredRow, lang: GatewayLanguage): Notification {
  const { template, params, ...rest } = row;
  return { ...rest, ...localizedText({ subject: row.subject, body: row.body, template, params }, lang) };
}

/** What a new notification holds (spec §3 Notification); `seen` starts false. */
export interface NewNotification {
  /** Plain text, 1–200 characters. */
  subject: string;
  /** Plain text, up to 2,000 characters. */
  body: string;
  /** Portal path or absolute URL; '' for none. */
  href: string;
  /**
   * Extra keys of `reference` (e.g. `invalidates: ['Promotion', 'Team']`, issue #10). `seen`
   * is never taken from here: a new notification is always stored with `seen: false`.
   */
  reference?: Omit<NotificationReference, 'seen'>;
  /**
   * The template the text comes from (issue #29 item 2, `src/notify/templates.ts`): stored with
   * the row so readers get it in their language; `subject`/`body` hold its English text. Absent
   * for free text (an admin's notification), shown as stored in every language.
   */
  template?: TemplateRef;
}

/**
 * A templated {@link NewNotification}: the template's English text as `subject`/`body`, the
 * template stored for the other languages.
 */
export function templatedNotification(template: TemplateRef, rest: Pick<NewNotification, 'href' | 'reference'>): NewNotification {
  return { ...renderTemplate(template.kind, template.params as never, 'en'), ...rest, template };
}

/** Largest `limit` of a notification page (§9). */
export const MAX_NOTIFICATION_LIMIT = 100;

/**
 * One page of an agent's notifications, newest first (`created_at`, then `id`),
 * with the total and unseen counts; each text in `lang` (templated rows rendered, free text as stored).
 * @param page - 1-based page number.
 * @param limit - rows per page, 1..{@link MAX_NOTIFICATION_LIMIT}.
 * @param lang - the reader's language (issue #29 item 2); English by default.
 */
export async function listNotifications(
  q: Queryable,
  userId: number,
  page: number,
  limit: number,
  lang: GatewayLanguage = 'en',
): Promise<NotificationPage> {
  return (await readNotificationPage(q, userId, page, limit)).in(lang);
}

/** A page of notifications as read, to be worded in any language without reading again. */
export interface StoredNotificationPage {
  /** The page with every text in `lang` (templated rows rendered, free text as stored). */
  in(lang: GatewayLanguage): NotificationPage;
}

/**
 * Reads one page as {@link listNotifications} does, once, for several languages (the socket push
 * words the same rows for each language room, issue #29 item 2).
 */
export async function readNotificationPage(q: Queryable, userId: number, page: number, limit: number): Promise<StoredNotificationPage> {
  const [rows, counts] = await Promise.all([
    q.query<StoredRow>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, (page - 1) * limit],
    ),
    q.query<{ count: number; unseen: number }>(
      `SELECT count(*)::int AS count,
              (count(*) FILTER (WHERE (reference->>'seen') = 'false'))::int AS unseen
         FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  const count = counts[0]?.count ?? 0;
  const unseen = counts[0]?.unseen ?? 0;
  return { in: (lang) => ({ data: rows.map((row) => toWire(row, lang)), count, unseen }) };
}

/** How many of the agent's notifications are unseen. */
export async function countUnseen(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ unseen: number }>(
    `SELECT count(*)::int AS unseen FROM notifications WHERE user_id = $1 AND (reference->>'seen') = 'false'`,
    [userId],
  );
  return rows[0]?.unseen ?? 0;
}

/**
 * Inserts a notification (unseen): `reference` = the input's extra keys with `seen: false`;
 * `template`/`params` = the input's template, if any.
 * @returns the stored row, its text in English.
 */
export async function insertNotification(q: Queryable, userId: number, input: NewNotification): Promise<Notification> {
  const rows = await q.query<StoredRow>(
    `INSERT INTO notifications (user_id, subject, body, href, reference, template, params)
     VALUES ($1, $2, $3, $4, ($5::jsonb - 'seen') || '{"seen": false}'::jsonb, $6, $7::jsonb) RETURNING ${COLUMNS}`,
    [
      userId,
      input.subject,
      input.body,
      input.href,
      JSON.stringify(input.reference ?? {}),
      input.template?.kind ?? null,
      input.template ? JSON.stringify(input.template.params) : null,
    ],
  );
  return toWire(rows[0]!, 'en');
}

/** Outcome of {@link markNotificationSeen}. */
export type MarkSeenOutcome = { status: 'ok'; updated: number } | { status: 'not-found' } | { status: 'forbidden' };

/**
 * Marks one notification seen, only when it belongs to `userId`.
 * @returns `ok` with 1 (now seen) or 0 (already seen), `forbidden` for another
 *   agent's notification, `not-found` when there is none with this id.
 */
export async function markNotificationSeen(q: Queryable, userId: number, id: number): Promise<MarkSeenOutcome> {
  const owner = await q.query<{ user_id: number }>('SELECT user_id FROM notifications WHERE id = $1', [id]);
  if (owner.length === 0) return { status: 'not-found' };
  if (owner[0]!.user_id !== userId) return { status: 'forbidden' };
  const rows = await q.query(
    `UPDATE notifications SET reference = jsonb_set(reference, '{seen}', 'true')
      WHERE id = $1 AND user_id = $2 AND (reference->>'seen') = 'false' RETURNING id`,
    [id, userId],
  );
  return { status: 'ok', updated: rows.length };
}

/** Marks all of an agent's notifications seen. @returns how many changed. */
export async function markAllNotificationsSeen(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query(
    `UPDATE notifications SET reference = jsonb_set(reference, '{seen}', 'true')
      WHERE user_id = $1 AND (reference->>'seen') = 'false' RETURNING id`,
    [userId],
  );
  return rows.length;
}
