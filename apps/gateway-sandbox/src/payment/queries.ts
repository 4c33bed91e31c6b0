import type { ChargeableSettings, ChargeableSubscription, GatewayEnvelope, GatewayErrorBody, Payment, PayRecurringResult, RecurringInvoice } from '@agent-portal/api-client/wire';
import { cardBrandName } from '@agent-portal/api-client/wire';
import { chargeCardToken } from '../card-provider/provider.js';
import type { Queryable } from '../db/db.js';
import { errorBody, HttpError } from '../errors.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import type { Paging } from '../http/paging.js';
import { computeTaxes } from './taxes.js';

/**
 * Recurring invoices and their card payments (spec §3, §4 Blocked, §7 `payment`; issue #4
 * recurring-payment): the SQL, the row mapping and paying what is due, once per idempotency key.
 * The routes (`routes/integration/payment.ts`) check the input and the policy and call these.
 */

const INVOICE_COLUMNS = `i.id, i.user_id, i.subscription_type, i.status, i.amount_cents, i.currency,
  to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_date,
  to_char(i.created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at,
  to_char(i.paid_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS paid_at`;

const PAYMENT_COLUMNS = `p.id, p.user_id, p.status, p.amount_cents, p.tax_cents, p.total_cents, p.currency,
  p.card_brand, p.card_last4, p.transaction_id, p.failure_message,
  to_char(p.created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at,
  coalesce((SELECT array_agg(pi.invoice_id ORDER BY pi.invoice_id) FROM payment_invoices pi WHERE pi.payment_id = p.id), '{}') AS invoice_ids`;

/** A card brand code of the card provider (`visa`) as shown to agents (`Visa`). */
export function brandName(code: string | null): string | null {
  if (!code) return null;
  return cardBrandName(code) ?? 'Card';
}

/**
 * The agent's unpaid recurring invoices (FAILED or PENDING), oldest first.
 * @param lock - `FOR UPDATE` (inside the pay transaction) so concurrent payers serialise.
 */
export async function listDueInvoices(q: Queryable, userId: number, lock = false): Promise<RecurringInvoice[]> {
  return q.query<RecurringInvoice>(
    `SELECT ${INVOICE_COLUMNS} FROM recurring_invoices i
      WHERE i.user_id = $1 AND i.status IN ('FAILED', 'PENDING')
      ORDER BY i.invoice_date, i.id ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
}

async function readPayment(q: Queryable, id: number): Promise<Payment> {
  const rows = await q.query<Payment>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = $1`, [id]);
  return rows[0]!;
}

/** The chargeable settings of agent `userId` with their subscriptions (CP, CRM seat, E&O), or null. */
export async function chargeableSettings(db: Queryable, userId: number): Promise<ChargeableSettings | null> {
  const settings = await db.query<Omit<ChargeableSettings, 'subscriptions'>>(
    `SELECT user_id, billing_day, currency, auto_pay, to_char(updated_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS updated_at
       FROM chargeable_settings WHERE user_id = $1`,
    [userId],
  );
  if (!settings[0]) return null;
  const subscriptions = await db.query<ChargeableSubscription>(
    `SELECT subscription_type, charged, amount_cents, billing_interval FROM chargeable_subscriptions
      WHERE user_id = $1
      ORDER BY array_position(ARRAY['CP_UTILIZATION', 'CRM_SEAT', 'E_AND_O_INSURANCE'], subscription_type)`,
    [userId],
  );
  return { ...settings[0], subscriptions };
}

/** One page of agent `userId`'s payments, newest first, with their count. */
export async function paymentPage(db: Queryable, userId: number, paging: Paging): Promise<{ data: Payment[]; count: number }> {
  const [rows, counts] = await Promise.all([
    db.query<Payment>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.user_id = $1
        ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [userId, paging.limit, paging.offset],
    ),
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments WHERE user_id = $1', [userId]),
  ]);
  return { data: rows, count: counts[0]?.count ?? 0 };
}

/** A stored (or fresh) answer of the pay route. */
export interface PayOutcome {
  statusCode: number;
  body: GatewayEnvelope<PayRecurringResult> | GatewayErrorBody;
  replayed: boolean;
}

/**
 * Pays everything that is due for `userId`, once per idempotency key, in ONE transaction:
 * claims the key (primary key `(user_id, idempotency_key)`: a concurrent request with the same
 * key waits for this one and then replays its stored answer), locks the unpaid invoices,
 * charges the stored card through the card provider (same transaction, provider key
 * `pay:{userId}:{key}`), and on success marks the invoices PAID and writes the payment; on a
 * decline writes a DECLINED payment and answers 402. The answer is stored with the key.
 * Nothing due, no card, or a provider refusal other than a decline → 409 and nothing is kept
 * (the key stays free).
 */
export async function payDue(q: Queryable, userId: number, key: string, requestHash: string): Promise<PayOutcome> {
  const claimed = await q.query(
    `INSERT INTO payment_idempotency (user_id, idempotency_key, request_hash, status_code, response)
     VALUES ($1, $2, $3, 0, '{}'::jsonb) ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING user_id`,
    [userId, key, requestHash],
  );
  if (claimed.length === 0) {
    const rows = await q.query<{ request_hash: string; status_code: number; response: PayOutcome['body'] }>(
      'SELECT request_hash, status_code, response FROM payment_idempotency WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    );
    const stored = rows[0]!;
    if (stored.request_hash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request. Use a new key.');
    }
    return { statusCode: stored.status_code, body: stored.response, replayed: true };
  }

  const invoices = await listDueInvoices(q, userId, true);
  if (invoices.length === 0) throw new HttpError(409, 'Nothing is due: all your recurring invoices are paid.');
  const cards = await q.query<{ token: string; brand: string; last4: string }>(
    'SELECT token, brand, last4 FROM agent_payment_cards WHERE user_id = $1',
    [userId],
  );
  const card = cards[0];
  if (!card) throw new HttpError(409, 'There is no payment card on file. Add a card on My Profile, then pay.');
  const taxes = computeTaxes(invoices);
  const charge = await chargeCardToken(card.token, taxes.total_cents, `pay:${userId}:${key}`, q);
  if (!charge.ok && charge.code !== 'card_declined' && charge.code !== 'expired_card') {
    throw new HttpError(409, charge.message);
  }
  const paymentRows = await q.query<{ id: number }>(
    `INSERT INTO payments (user_id, status, amount_cents, tax_cents, total_cents, currency, card_brand, card_last4,
                           transaction_id, failure_message)
     VALUES ($1, $2, $3, $4, $5, 'USD', $6, $7, $8, $9) RETURNING id`,
    [
      userId,
      charge.ok ? 'SUCCEEDED' : 'DECLINED',
      taxes.subtotal_cents,
      taxes.tax_cents,
      taxes.total_cents,
      brandName(card.brand),
      card.last4,
      charge.ok ? `sandbox_ch_${charge.charge_id}` : null,
      charge.ok ? null : charge.message,
    ],
  );
  const paymentId = paymentRows[0]!.id;
  const invoiceIds = invoices.map((invoice) => invoice.id);
  let outcome: PayOutcome;
  if (charge.ok) {
    await q.query(
      'INSERT INTO payment_invoices (payment_id, invoice_id) SELECT $1, unnest($2::int[])',
      [paymentId, invoiceIds],
    );
    await q.query(
      `UPDATE recurring_invoices SET status = 'PAID', paid_at = now() WHERE id = ANY($1::int[]) AND user_id = $2`,
      [invoiceIds, userId],
    );
    const payment = await readPayment(q, paymentId);
    outcome = {
      statusCode: 200,
      body: { data: { payment, paid_invoice_ids: invoiceIds }, message: 'Payment received. Your recurring invoices are paid.' },
      replayed: false,
    };
  } else {
    outcome = { statusCode: 402, body: errorBody(402, charge.message), replayed: false };
  }
  await q.query(
    `UPDATE payment_idempotency SET status_code = $3, response = $4::jsonb, payment_id = $5
      WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key, outcome.statusCode, JSON.stringify(outcome.body), paymentId],
  );
  return outcome;
}

