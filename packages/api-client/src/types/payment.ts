import type { RecurringInvoice, SubscriptionType } from './recurring.js';

/** Every {@link BillingInterval}, as the gateway sends it (spec §7). */
export const BILLING_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
/** How often a chargeable subscription is billed. */
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** One subscription of an agent's chargeable settings (spec §7 `payment`). */
export interface ChargeableSubscription {
  subscription_type: SubscriptionType;
  /** True when this subscription is charged to the agent's stored card. */
  charged: boolean;
  /** Price per interval, in cents. */
  amount_cents: number;
  billing_interval: BillingInterval;
}

/** `GET /integration/v1/payment/settings/chargeable/{id}` → `data` (own id only, 403 otherwise). */
export interface ChargeableSettings {
  user_id: number;
  /** Day of the month (1..28) monthly invoices are issued on. */
  billing_day: number;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  /** True when due invoices are charged automatically on the billing day. */
  auto_pay: boolean;
  subscriptions: ChargeableSubscription[];
  /** Last change, ISO 8601. */
  updated_at: string;
}

/**
 * `GET /integration/v1/payment/charge-recurring?user_id=` → `data`: what is due now,
 * i.e. the agent's FAILED and PENDING recurring invoices (oldest first).
 */
export interface RecurringCharge {
  user_id: number;
  currency: string;
  /** The unpaid invoices (status FAILED or PENDING). */
  invoices: RecurringInvoice[];
  /** Sum of the invoices' `amount_cents`, before tax, in cents. */
  subtotal_cents: number;
}

/** One tax line of what is due. */
export interface RecurringTaxLine {
  /** Stable code, e.g. `STATE_SALES_TAX`. */
  code: string;
  /** English label (the portal translates by `code`). */
  name: string;
  /** Rate in percent, e.g. `6.25`. */
  rate_percent: number;
  /** The taxed part of the subtotal, in cents. */
  taxable_cents: number;
  /** The tax, in cents (rounded half up). */
  amount_cents: number;
}

/** Query of `GET /integration/v1/payment/charge-recurring`: whose dues (spec §7 `payment`). */
export interface RecurringChargeParams {
  /** The caller's own user id (another agent's → 403). */
  user_id: number;
}

/** Query of `GET /integration/v1/payment/charge-recurring-taxes` (spec §7 `payment`). */
export interface RecurringChargeTaxesParams {
  /** The caller's own user id (another agent's → 403); absent = the caller. */
  user_id?: number;
}

/**
 * `GET /integration/v1/payment/charge-recurring-taxes?user_id=` → `data`: the taxes of
 * what is due and the total to pay. E&O insurance is tax exempt.
 */
export interface RecurringChargeTaxes {
  user_id: number;
  currency: string;
  subtotal_cents: number;
  lines: RecurringTaxLine[];
  /** Sum of the lines, in cents. */
  tax_cents: number;
  /** `subtotal_cents + tax_cents`: what `POST /payment/braintree/pay` charges, in cents. */
  total_cents: number;
}

/** Every {@link PaymentStatus}, as the gateway sends it (spec §7). */
export const PAYMENT_STATUSES = ['SUCCEEDED', 'DECLINED'] as const;
/** Outcome of a payment. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment of the history, `GET /integration/v1/payment`. */
export interface Payment {
  id: number;
  user_id: number;
  status: PaymentStatus;
  /** Before tax, in cents. */
  amount_cents: number;
  tax_cents: number;
  /** Charged (or attempted) total, in cents. */
  total_cents: number;
  currency: string;
  /** Card brand, e.g. `Visa`; null when unknown. */
  card_brand: string | null;
  /** Last four digits of the card; null when unknown. */
  card_last4: string | null;
  /** The recurring invoices this payment covers. */
  invoice_ids: number[];
  /** The card provider's transaction id (null for a decline). */
  transaction_id: string | null;
  /** The decline reason for a DECLINED payment, else null. */
  failure_message: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** Query of `GET /integration/v1/payment`: newest first, paged. */
export interface ListPaymentsParams {
  /** 1-based page, default 1. */
  page?: number;
  /** Rows per page, 1..100, default 10 (spec §9). */
  limit?: number;
}

/** Paged answer of `GET /integration/v1/payment` (the envelope: `data` + `count`). */
export interface PaymentPage {
  data: Payment[];
  /** Total number of payments of the agent. */
  count: number;
}

/**
 * Body of `POST /integration/v1/payment/braintree/pay`. The header `Idempotency-Key`
 * (8..100 characters, e.g. a UUID) is required: the same key returns the stored
 * result and never charges twice.
 */
export interface PayRecurringRequest {
  /** Must be the caller's id. */
  user_id: number;
}

/** `data` of a successful `POST /integration/v1/payment/braintree/pay` (200). A decline is 402. */
export interface PayRecurringResult {
  payment: Payment;
  /** The invoices now PAID. */
  paid_invoice_ids: number[];
}
