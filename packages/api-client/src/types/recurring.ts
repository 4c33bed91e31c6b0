/** Every {@link SubscriptionType}, as the gateway sends it (spec §7). */
export const SUBSCRIPTION_TYPES = ['CP_UTILIZATION', 'CRM_SEAT', 'E_AND_O_INSURANCE'] as const;
/** Subscription types of recurring invoices. CP_UTILIZATION decides blocking (§4, §9). */
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Every {@link RecurringInvoiceStatus}, as the gateway sends it (spec §7). */
export const RECURRING_INVOICE_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
/** Status of a recurring invoice. */
export type RecurringInvoiceStatus = (typeof RECURRING_INVOICE_STATUSES)[number];

/** A recurring invoice, `GET /integration/v1/recurring/invoices` (§3). */
export interface RecurringInvoice {
  id: number;
  user_id: number;
  subscription_type: SubscriptionType;
  status: RecurringInvoiceStatus;
  /** Amount in cents (USD). */
  amount_cents: number;
  /** ISO 4217 currency code, e.g. `USD`. */
  currency: string;
  /** Billing date, ISO 8601 date (`YYYY-MM-DD`). */
  invoice_date: string;
  /** Creation time, ISO 8601. */
  created_at: string;
  /** Payment time, ISO 8601, or null when not paid. */
  paid_at: string | null;
}

/**
 * Query of `GET /integration/v1/recurring/invoices`: results are newest first
 * (by `invoice_date`, then `id`). `user_id` must be the caller's own id (403 otherwise).
 */
export interface ListRecurringInvoicesParams {
  user_id: number;
  subscription_type?: SubscriptionType;
  status?: RecurringInvoiceStatus;
  /** Maximum rows, 1..100; default 10. */
  limit?: number;
}
