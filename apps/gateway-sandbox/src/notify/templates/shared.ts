import type { RankCode } from '@agent-portal/api-client/wire';
import type { GatewayLanguage } from '../../http/language.js';
import type { TicketStatusCode } from '../words.js';

/**
 * The shapes every notification template shares (issue #29 item 2): each kind's params, the text
 * a template renders, and a group of templates (`money.ts`, `team.ts`, `support.ts`), which
 * `../templates.ts` assembles into one registry.
 */

/** The reason of a declined card payment (the card provider's decline, in words per language). */
export type DeclineReason = 'expired_card' | 'card_declined' | 'other';

/** The subject of a seeded company announcement (its title is worded per language). */
export type NewsTopic = 'appointment_window' | 'medicare_products' | 'maintenance' | 'compliance_training' | 'enrollment' | 'address_forms';

/**
 * The params of each template (stored as JSON in `notifications.params`): amounts in cents,
 * days as `YYYY-MM-DD`, statuses and ranks as codes; free text (a ticket's subject, a support
 * reply, an announcement an admin wrote, a decider's name or note) as written.
 */
export interface NotificationParams {
  /** An invoice payment went through (`POST payment/braintree/pay`). */
  payment_received: { total_cents: number; invoice_count: number };
  /** An invoice payment was declined; `message` is the provider's English message (shown in English for `other`). */
  payment_declined: { reason: DeclineReason; message: string };
  /** A promotion request of the reader was decided by an upline. */
  promotion_decided: { decider_name: string; to_rank: RankCode; approved: boolean; note: string | null };
  /** Support moved the reader's ticket to another status. */
  ticket_status_changed: { ticket: string; subject: string; from: TicketStatusCode; to: TicketStatusCode };
  /** Support replied on the reader's ticket; `message` is the reply as written, quoted in a sentence of the reader's language. */
  ticket_replied: { ticket: string; message: string };
  /**
   * A company announcement was published: title and body as the admin wrote them, and the
   * admin's translations of them, if any (a language without one shows the English text).
   */
  announcement: { title: string; body: string; translations?: Partial<Record<GatewayLanguage, { title: string; body: string }>> };
  /** A seeded company announcement of a known topic. */
  company_news: { topic: NewsTopic };
  /** A commission payment of the pay cycle ending `cycle_end` was deposited. */
  commission_deposited: { amount_cents: number; cycle_end: string };
  /** The weekly commission statement is ready. */
  statement_ready: { policies: number; overrides: number };
  /** A production bonus was credited. */
  bonus_credited: { amount_cents: number };
  /** The reader's upline approved the promotion request of one of the reader's downline. */
  downline_promotion_approved: Record<string, never>;
  /** An agent of the reader's downline asked to be promoted. */
  promotion_requested: Record<string, never>;
  /** A new agent joined the reader's team. */
  team_member_joined: Record<string, never>;
  /** Support changed the status of the reader's ticket number `ticket_id`. */
  ticket_updated: { ticket_id: number; status: TicketStatusCode };
  /** A recurring invoice was paid with the card on file. */
  invoice_paid: { invoice_date: string; amount_cents: number; subscription_type: string };
  /** A recurring invoice could not be charged. */
  invoice_failed: Record<string, never>;
  /** Keep the essential documents up to date. */
  documents_reminder: Record<string, never>;
  /** An industry update with an external link (the NAIC's fraud guidance). */
  fraud_awareness: Record<string, never>;
}

/** A template key: one kind of generated notification. */
export type NotificationKind = keyof NotificationParams;

/** A notification's text in one language. */
export interface NotificationText {
  /** Plain text, 1–200 characters. */
  subject: string;
  /** Plain text, up to 2,000 characters. */
  body: string;
}

/** One template: a text per language. */
export type Template<P> = Readonly<Record<GatewayLanguage, (params: P) => NotificationText>>;

/** Templates of some kinds: kind → language → params → text. */
export type TemplateGroup<K extends NotificationKind> = { readonly [Kind in K]: Template<NotificationParams[Kind]> };

/** A quotation in the language's marks (English writes none around quoted free text). */
export const q = {
  de: (text: string) => `„${text}“`,
  es: (text: string) => `«${text}»`,
  fr: (text: string) => `« ${text} »`,
  it: (text: string) => `«${text}»`,
  ru: (text: string) => `«${text}»`,
};
