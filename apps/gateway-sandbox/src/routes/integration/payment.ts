import { createHash } from 'node:crypto';
import type {
  ChargeableSettings,
  GatewayEnvelope,
  Payment,
  RecurringCharge,
  RecurringChargeTaxes,
} from '@agent-portal/api-client/wire';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { ID_PARAMS, MAX_ID } from '../../http/ids.js';
import { PAGE_QUERY, pagingOf } from '../../http/paging.js';
import { templatedNotification, templateRef } from '../../notify/index.js';
import { declineReason } from '../../notify/templates/money.js';
import { chargeableSettings, listDueInvoices, payDue, paymentPage, type PayOutcome } from '../../payment/queries.js';
import { computeTaxes } from '../../payment/taxes.js';
import { ownPathId, ownQueryUserId, profileRoute, scoped } from '../../policy/policy.js';
import { body, errorResponses, ok } from '../../contract/responses.js';
import { wireRef } from '../../contract/wireSchemas.js';

/** Header carrying the client's idempotency key of `POST /payment/braintree/pay`. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Response header set to `true` when a stored result is returned for a known key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

const userIdQuery = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

const optionalUserIdQuery = {
  type: 'object',
  properties: { user_id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

const payBody = {
  type: 'object',
  required: ['user_id'],
  additionalProperties: false,
  properties: { user_id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

/** The 402 of `POST /payment/braintree/pay` (not among the gateway's usual error statuses): the error body, the decline reason as `message`. */
const DECLINED_RESPONSE = {
  description: 'The card was declined (or has expired): a DECLINED payment is recorded, the invoices stay due; `message` is the reason.',
  ...wireRef('GatewayErrorBody'),
};

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
      schema: { params: ID_PARAMS, response: { 200: ok('ChargeableSettings') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "The caller's chargeable settings: billing day, auto-pay and the subscriptions charged to their card (own id only)." } },
    },
    async (request) => {
      const settings = await chargeableSettings(db, request.params.id);
      if (!settings) throw new HttpError(404, 'No chargeable settings exist for this agent.');
      const body: GatewayEnvelope<ChargeableSettings> = { data: settings };
      return body;
    },
  );

  app.get<{ Querystring: { user_id: number } }>(
    '/payment/charge-recurring',
    {
      schema: { querystring: userIdQuery, response: { 200: ok('RecurringCharge') } },
      config: {
        policy: profileRoute(ownQueryUserId()),
        openapi: { summary: "What the caller owes now: their FAILED and PENDING recurring invoices, oldest first, and the subtotal.", query: 'RecurringChargeParams' },
      },
    },
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
    {
      schema: { querystring: optionalUserIdQuery, response: { 200: ok('RecurringChargeTaxes') } },
      config: {
        policy: profileRoute(ownQueryUserId(true)),
        openapi: { summary: 'The taxes of what the caller owes now and the total a payment charges.', query: 'RecurringChargeTaxesParams' },
      },
    },
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
    {
      schema: { querystring: PAGE_QUERY, response: { 200: body('PaymentPage') } },
      config: { policy: profileRoute(scoped), openapi: { summary: "A page of the caller's card payments of recurring invoices, newest first.", query: 'ListPaymentsParams' } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit } = request.query;
      const body: GatewayEnvelope<Payment[]> = await paymentPage(db, auth.user_id, pagingOf(page, limit));
      return body;
    },
  );

  app.post<{ Body: { user_id: number } }>(
    '/payment/braintree/pay',
    {
      schema: { body: payBody, response: { 200: ok('PayRecurringResult'), 402: DECLINED_RESPONSE, ...errorResponses(409, 422) } },
      config: {
        policy: profileRoute({ kind: 'self', in: 'body', field: 'user_id' }),
        openapi: { summary: "Pays everything the caller owes with their stored card, once per Idempotency-Key header (a blocked agent is unblocked at once)." },
      },
    },
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
