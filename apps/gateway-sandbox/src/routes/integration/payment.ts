import { createHash } from 'node:crypto';
import type {
  ChargeableSettings,
  ChargeableSubscription,
  GatewayEnvelope,
  GatewayErrorBody,
  Payment,
  PayRecurringResult,
  RecurringCharge,
  RecurringChargeTaxes,
  RecurringInvoice,
} from '@agent-portal/api-client/wire';
import { cardBrandName } from '@agent-portal/api-client/wire';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { chargeCardToken } from '../../card-provider/provider.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { errorBody, HttpError } from '../../errors.js';
import { templatedNotification, templateRef } from '../../notify/index.js';
import { declineReason } from '../../notify/templates.js';
import { computeTaxes } from './payment-taxes.js';
import { ownPathId, ownQueryUserId, profileRoute, scoped } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';
import { ID_PARAMS } from '../../http/ids.js';
import { PAGE_QUERY } from '../../http/paging.js';

/** Header carrying the client's idempotency key of `POST /payment/braintree/pay`. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Response header set to `true` when a stored result is returned for a known key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

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

const userIdQuery = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const optionalUserIdQuery = {
  type: 'object',
  properties: { user_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const payBody = {
  type: 'object',
  required: ['user_id'],
  additionalProperties: false,
  properties: { user_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * Tells the agent, through a notification pushed to their room (issue #3: the sandbox
 * creates notifications from its own events), that an invoice payment went through or
 * was declined. Runs after the payment committed; a failed notification is logged and
 * never undoes the payment.
 */
async function notifyPaymentOutcome(app: FastifyInstance, userId: number, outcome: PayOutcome): Promise<void> {
  if (typeof app.notify !== 'function') return;
  try {
    if (outcome.statusCode === 200 && 'data' in outcome.body) {
      const { payment, paid_invoice_ids } = outcome.body.data;
      await app.notify(
        userId,
        templatedNotification(templateRef('payment_received', { total_cents: payment.total_cents, invoice_count: paid_invoice_ids.length }), {
          href: '/recurring-payment',
        }),
      );
    } else if (outcome.statusCode === 402 && 'message' in outcome.body) {
      const message = outcome.body.message ?? '';
      await app.notify(
        userId,
        templatedNotification(templateRef('payment_declined', { reason: declineReason(message), message }), {
          href: '/my-profile#recurring-transactions',
        }),
      );
    }
  } catch (error) {
    app.log.error({ err: error }, 'payment notification failed');
  }
}

/** A stored (or fresh) answer of the pay route. */
interface PayOutcome {
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

/**
 * integration v1 payment routes (spec §3, §4 Blocked, §7 `payment`; issue #4 recurring-payment).
 * Every route reads or writes the caller's own records only (403 otherwise); bad input → 400.
 *
 * | route | answer |
 * |---|---|
 * | `GET /payment/settings/chargeable/{id}` | {@link ChargeableSettings} |
 * | `GET /payment/charge-recurring?user_id` | {@link RecurringCharge}: the FAILED/PENDING invoices, oldest first |
 * | `GET /payment/charge-recurring-taxes?user_id?` | {@link RecurringChargeTaxes} (user_id defaults to the caller) |
 * | `GET /payment?page&limit` | `{ data: Payment[], count }`, newest first (page ≥ 1, limit 1..100, default 10) |
 * | `POST /payment/braintree/pay` body `{ user_id }`, header `Idempotency-Key` (8..100 of `A-Za-z0-9._:-`) | 200 {@link PayRecurringResult}; 402 declined; 409 nothing due / no card; 422 key reused for another body |
 *
 * Paying is idempotent: the same key returns the stored answer (with `Idempotent-Replayed: true`)
 * and never charges twice, also for two concurrent requests (see {@link payDue}). A successful
 * payment marks the invoices PAID in the same transaction, so a blocked agent (§4) is unblocked at once.
 */
export const paymentRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/payment/settings/chargeable/:id',
    {
      schema: {
        params: ID_PARAMS,
      },
      config: { policy: profileRoute(ownPathId) },
    },
    async (request) => {
      const settings = await db.query<Omit<ChargeableSettings, 'subscriptions'>>(
        `SELECT user_id, billing_day, currency, auto_pay, to_char(updated_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS updated_at
           FROM chargeable_settings WHERE user_id = $1`,
        [request.params.id],
      );
      if (!settings[0]) throw new HttpError(404, 'No chargeable settings exist for this agent.');
      const subscriptions = await db.query<ChargeableSubscription>(
        `SELECT subscription_type, charged, amount_cents, billing_interval FROM chargeable_subscriptions
          WHERE user_id = $1
          ORDER BY array_position(ARRAY['CP_UTILIZATION', 'CRM_SEAT', 'E_AND_O_INSURANCE'], subscription_type)`,
        [request.params.id],
      );
      const body: GatewayEnvelope<ChargeableSettings> = { data: { ...settings[0], subscriptions } };
      return body;
    },
  );

  app.get<{ Querystring: { user_id: number } }>(
    '/payment/charge-recurring',
    { schema: { querystring: userIdQuery }, config: { policy: profileRoute(ownQueryUserId()) } },
    async (request) => {
      const invoices = await listDueInvoices(db, request.query.user_id);
      const body: GatewayEnvelope<RecurringCharge> = {
        data: {
          user_id: request.query.user_id,
          currency: 'USD',
          invoices,
          subtotal_cents: invoices.reduce((sum, invoice) => sum + invoice.amount_cents, 0),
        },
        count: invoices.length,
      };
      return body;
    },
  );

  app.get<{ Querystring: { user_id?: number } }>(
    '/payment/charge-recurring-taxes',
    { schema: { querystring: optionalUserIdQuery }, config: { policy: profileRoute(ownQueryUserId(true)) } },
    async (request) => {
      const userId = request.query.user_id ?? requireAuth(request).user_id;
      const invoices = await listDueInvoices(db, userId);
      const body: GatewayEnvelope<RecurringChargeTaxes> = {
        data: { user_id: userId, currency: 'USD', ...computeTaxes(invoices) },
      };
      return body;
    },
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/payment',
    { schema: { querystring: PAGE_QUERY }, config: { policy: profileRoute(scoped) } },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit } = request.query;
      const [rows, counts] = await Promise.all([
        db.query<Payment>(
          `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.user_id = $1
            ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
          [auth.user_id, limit, (page - 1) * limit],
        ),
        db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments WHERE user_id = $1', [auth.user_id]),
      ]);
      const body: GatewayEnvelope<Payment[]> = { data: rows, count: counts[0]?.count ?? 0 };
      return body;
    },
  );

  app.post<{ Body: { user_id: number } }>(
    '/payment/braintree/pay',
    { schema: { body: payBody }, config: { policy: profileRoute({ kind: 'self', in: 'body', field: 'user_id' }) } },
    async (request, reply) => {
      const raw = request.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key) throw new HttpError(400, 'The Idempotency-Key header is required to pay (one key per payment attempt).');
      if (!KEY_PATTERN.test(key)) {
        throw new HttpError(400, 'The Idempotency-Key header must be 8 to 100 letters, digits or . _ : -.');
      }
      const hash = createHash('sha256').update(JSON.stringify({ user_id: request.body.user_id })).digest('hex');
      const outcome = await db.transaction((tx) => payDue(tx, request.body.user_id, key, hash));
      if (outcome.replayed) void reply.header(REPLAYED_HEADER, 'true');
      else await notifyPaymentOutcome(app, request.body.user_id, outcome);
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
};
