/**
 * Wire types of the agent's day (issue #12, the dashboard): `GET /integration/v1/users/{id}/reminders`
 * and `GET /integration/v1/users/{id}/progress-tracker` (spec §7; own id only, else 403). Both are
 * computed by the gateway from the data it holds, never stored as flags: paying an invoice, uploading
 * a document or replying to a ticket changes them on the next read. Rules: docs/CONTRACTS.md "Reminders".
 */

/** Every {@link ReminderType}, as the gateway sends it (spec §7). */
export const REMINDER_TYPES = [
  'INVOICE_FAILED',
  'INVOICE_DUE',
  'LICENCE_PENDING',
  'DOCUMENT_MISSING',
  'DOCUMENT_EXPIRED',
  'DOCUMENT_EXPIRING',
  'TICKET_AWAITING_REPLY',
  'PROMOTION_TO_DECIDE',
] as const;
/**
 * What a reminder is about:
 * - `INVOICE_FAILED` / `INVOICE_DUE`: a recurring invoice FAILED / PENDING (one per invoice);
 * - `LICENCE_PENDING`: the agent's licence request waits for the back office;
 * - `DOCUMENT_MISSING` / `DOCUMENT_EXPIRED` / `DOCUMENT_EXPIRING`: an essential document type
 *   (compliance rules of docs/CONTRACTS.md "Compliance");
 * - `TICKET_AWAITING_REPLY`: support replied last on an OPEN or IN_PROGRESS ticket;
 * - `PROMOTION_TO_DECIDE`: a pending promotion request the agent may decide.
 */
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** Every {@link ReminderSeverity}, as the gateway sends it (spec §7). */
export const REMINDER_SEVERITIES = ['error', 'warning', 'info'] as const;
/** How pressing a reminder is: `error` blocks or soon will, `warning` needs action, `info` is a heads-up. */
export type ReminderSeverity = (typeof REMINDER_SEVERITIES)[number];

/** One thing that is due for the agent. */
export interface Reminder {
  /** Stable while the cause lasts, e.g. `INVOICE_FAILED:41`, `DOCUMENT_MISSING:ID_CARD`. */
  id: string;
  type: ReminderType;
  severity: ReminderSeverity;
  /** English sentence for portals without translations (plain text); the Agent Portal words it from `type` + `params`. */
  title: string;
  /** Portal path that resolves it, e.g. `/my-profile#recurring-transactions`, `/help/generate-ticket/12`. */
  href: string;
  /** ISO date it is due or expires, or null. */
  due_on: string | null;
  /**
   * Values to word it, by type: invoices `{ invoice_id, amount_cents, subscription_type }`;
   * documents `{ document_type }`; tickets `{ ticket_id, ticket, subject }`;
   * promotions `{ request_id, requester_name, requested_rank_title }`; licence `{}`.
   */
  params: Record<string, string | number>;
}

/** `data` of `GET /users/{id}/reminders`: `error` first, then `warning`, then `info`; then earliest `due_on` (null last). */
export interface Reminders {
  reminders: Reminder[];
  /** ISO 8601 of the computation. */
  checked_at: string;
}

/** Every {@link OnboardingStepKey}, as the gateway sends it (spec §7). */
export const ONBOARDING_STEP_KEYS = [
  'PROFILE_PICTURE',
  'PERSONAL_INFORMATION',
  'ADDRESS',
  'ESSENTIAL_DOCUMENTS',
  'BANK_ACCOUNT',
  'PAYMENT_CARD',
  'LICENCE',
] as const;
/** An onboarding step, in the order the tracker shows them. */
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/** One onboarding step and whether the data shows it done. */
export interface OnboardingStep {
  key: OnboardingStepKey;
  done: boolean;
  /** Where the portal completes it, e.g. `/my-profile#essential-documents`. */
  href: string;
}

/**
 * `data` of `GET /users/{id}/progress-tracker`. Done when: a profile picture is set; first and last
 * name, phone and date of birth are set; an address with city and zip is set; every essential
 * document type has an ACTIVE, unexpired document; a bank account exists; a payment card exists;
 * the agent is licensed.
 */
export interface ProgressTracker {
  /** In {@link OnboardingStepKey} order. */
  steps: OnboardingStep[];
  done_count: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
  /** Every step done: the dashboard hides the tracker. */
  complete: boolean;
}
