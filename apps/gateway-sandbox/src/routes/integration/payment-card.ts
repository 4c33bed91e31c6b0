import type { AgentPaymentCard, CreatePaymentCardRequest, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { deletePaymentCard, readPaymentCard, savePaymentCard } from '../../payment/card.js';
import { profileRoute, scoped } from '../../policy/policy.js';
import { errorResponses, ok, okNull, okOrNull } from '../../contract/responses.js';

/** Body keys that would carry card data the gateway must never receive. */
const FORBIDDEN = ['number', 'card_number', 'cvv', 'cvc'];

const createSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'brand', 'last4', 'exp_month', 'exp_year'],
  properties: {
    token: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[A-Za-z0-9_.:-]+$' },
    brand: { type: 'string', minLength: 2, maxLength: 40 },
    last4: { type: 'string', pattern: '^[0-9]{4}$' },
    exp_month: { type: 'integer', minimum: 1, maximum: 12 },
    exp_year: { type: 'integer', minimum: 2000, maximum: 2100 },
  },
} as const;

/**
 * integration v1 payment card routes (spec §7 `agent-payment-card`; issue #4). One card per
 * agent, the caller's own. The gateway never sees a card number or CVV: it gets a token
 * from the card provider (sandbox provider or Braintree) and keeps token, brand, last four
 * and expiry.
 * - `GET /agent-payment-card` → `AgentPaymentCard` or `null`;
 * - `POST /agent-payment-card` `{ token, brand, last4, exp_month, exp_year }` → the card; 400 when the
 *   provider never issued the token, the details do not match it, or another agent uses it;
 *   409 when a card is already saved;
 * - `PUT /agent-payment-card` deletes it → `{ data: null }`; 404 when there is none.
 */
export const paymentCardRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get(
    '/agent-payment-card',
    {
      schema: { response: { 200: okOrNull('AgentPaymentCard') } },
      config: { policy: profileRoute(scoped), openapi: { summary: "The caller's payment card for recurring charges (brand, last four, expiry), or null." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const body: GatewayEnvelope<AgentPaymentCard | null> = { data: await readPaymentCard(db, auth.user_id) };
    return body;
  });

  app.post<{ Body: CreatePaymentCardRequest }>(
    '/agent-payment-card',
    {
      schema: { body: createSchema, response: { 200: ok('AgentPaymentCard'), ...errorResponses(409) } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Saves the caller's one payment card from a card provider's token (never a card number)." } },
      // Refused outright rather than silently stripped: a client sending these is broken.
      preValidation: async (request) => {
        const body = request.body as unknown as Record<string, unknown> | null;
        if (body && typeof body === 'object' && FORBIDDEN.some((key) => key in body)) {
          throw new HttpError(400, 'Card numbers and security codes must never be sent to the gateway: send a provider token.');
        }
      },
    },
    async (request) => {
    const auth = requireAuth(request);
    const data = await db.transaction((tx) => savePaymentCard(tx, auth.user_id, request.body));
    const body: GatewayEnvelope<AgentPaymentCard> = { data, message: 'Payment card added.' };
    return body;
    },
  );

  app.put(
    '/agent-payment-card',
    {
      schema: { response: { 200: okNull, ...errorResponses(404) } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Deletes the caller's payment card." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    if (!(await deletePaymentCard(db, auth.user_id))) throw new HttpError(404, 'You have no payment card to delete.');
    const body: GatewayEnvelope<null> = { data: null, message: 'Payment card deleted.' };
    return body;
  });
};
