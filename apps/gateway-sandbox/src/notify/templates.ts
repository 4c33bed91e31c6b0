import { GATEWAY_LANGUAGES, type GatewayLanguage } from '../http/language.js';
import { MONEY_TEMPLATES } from './templates/money.js';
import type { NotificationKind, NotificationParams, NotificationText, Template } from './templates/shared.js';
import { SUPPORT_TEMPLATES } from './templates/support.js';
import { TEAM_TEMPLATES } from './templates/team.js';

export type { DeclineReason, NewsTopic, NotificationKind, NotificationParams, NotificationText } from './templates/shared.js';

/**
 * The notifications the sandbox generates, one template per kind × the six languages (issue #29
 * item 2; spec §2 "languages, fallback en", §3 Notification, §4). A notification stores its
 * template key and params (migration 160); reading renders it in the reader's language
 * (`Accept-Language` of `GET notifications/notify-me`, the socket's handshake `lang`). Formal
 * address (Sie / usted / vous / Lei / вы); money and dates through `Intl` (see `words.ts`);
 * statuses and ranks as the language's words, never codes. The texts live in `templates/` by
 * group (money, team, support); this module is the registry and its rendering.
 */

/** Every template: kind → language → params → text (in the order the kinds were added). */
export const NOTIFICATION_TEMPLATES: { readonly [K in NotificationKind]: Template<NotificationParams[K]> } = {
  payment_received: MONEY_TEMPLATES.payment_received,
  payment_declined: MONEY_TEMPLATES.payment_declined,
  promotion_decided: TEAM_TEMPLATES.promotion_decided,
  ticket_status_changed: SUPPORT_TEMPLATES.ticket_status_changed,
  ticket_replied: SUPPORT_TEMPLATES.ticket_replied,
  announcement: SUPPORT_TEMPLATES.announcement,
  company_news: SUPPORT_TEMPLATES.company_news,
  commission_deposited: MONEY_TEMPLATES.commission_deposited,
  statement_ready: MONEY_TEMPLATES.statement_ready,
  bonus_credited: MONEY_TEMPLATES.bonus_credited,
  downline_promotion_approved: TEAM_TEMPLATES.downline_promotion_approved,
  promotion_requested: TEAM_TEMPLATES.promotion_requested,
  team_member_joined: TEAM_TEMPLATES.team_member_joined,
  ticket_updated: SUPPORT_TEMPLATES.ticket_updated,
  invoice_paid: MONEY_TEMPLATES.invoice_paid,
  invoice_failed: MONEY_TEMPLATES.invoice_failed,
  documents_reminder: SUPPORT_TEMPLATES.documents_reminder,
  fraud_awareness: SUPPORT_TEMPLATES.fraud_awareness,
};


/** Every template key. */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_TEMPLATES) as NotificationKind[];

/** True when `value` is a known template key. */
export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TEMPLATES, value);
}

/**
 * The text of template `kind` with `params` in `lang`.
 * @throws TypeError when params lack what the template reads (a corrupt row: callers fall back to the stored text).
 */
export function renderTemplate<K extends NotificationKind>(kind: K, params: NotificationParams[K], lang: GatewayLanguage): NotificationText {
  const text = NOTIFICATION_TEMPLATES[kind][lang](params);
  return { subject: text.subject.slice(0, 200), body: text.body.slice(0, 2000) };
}

/** A template key with its params, as `notify` stores them. */
export type TemplateRef = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** A {@link TemplateRef} (typed: the params must match the kind). */
export function templateRef<K extends NotificationKind>(kind: K, params: NotificationParams[K]): TemplateRef {
  return { kind, params } as TemplateRef;
}

/**
 * The text of a stored notification in `lang`: its template rendered when it has a known one
 * (and the params render), else the stored `subject`/`body` (free text, rows from before
 * migration 160).
 */
export function localizedText(
  row: { subject: string; body: string; template?: string | null; params?: unknown },
  lang: GatewayLanguage,
): NotificationText {
  if (!isNotificationKind(row.template) || row.params === null || typeof row.params !== 'object') return { subject: row.subject, body: row.body };
  try {
    const text = renderTemplate(row.template, row.params as never, lang);
    return text.subject ? text : { subject: row.subject, body: row.body };
  } catch {
    return { subject: row.subject, body: row.body };
  }
}

/** The languages every template has (all of {@link GATEWAY_LANGUAGES}). */
export const TEMPLATE_LANGUAGES = GATEWAY_LANGUAGES;
