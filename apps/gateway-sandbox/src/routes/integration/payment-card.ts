import type { AgentPaymentCard, CreatePaymentCardRequest, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { profileRoute, scoped } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';

const COLUMNS = `brand, last4, exp_month, exp_year, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

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
  app.get('/agent-payment-card', { config: { policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await db.query<AgentPaymentCard>(`SELECT ${COLUMNS} FROM agent_payment_cards WHERE user_id = $1`, [auth.user_id]);
    const body: GatewayEnvelope<AgentPaymentCard | null> = { data: rows[0] ?? null };
    return body;
  });

  app.post<{ Body: CreatePaymentCardRequest }>(
    '/agent-payment-card',
    {
      schema: { body: createSchema },
      config: { policy: profileRoute(scoped) },
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
    const { token, brand, last4, exp_month, exp_year } = request.body;
    const data = await db.transaction(async (tx) => {
      const tokens = await tx.query<{ brand: string; last4: string; exp_month: number; exp_year: number }>(
        'SELECT brand, last4, exp_month, exp_year FROM card_tokens WHERE token = $1',
        [token],
      );
      const known = tokens[0];
      if (!known) throw new HttpError(400, 'The card token is unknown to the payment provider. Enter the card again.');
      if (known.brand !== brand || known.last4 !== last4 || known.exp_month !== exp_month || known.exp_year !== exp_year) {
        throw new HttpError(400, 'The card details do not match the card token. Enter the card again.');
      }
      const used = await tx.query('SELECT 1 FROM agent_payment_cards WHERE token = $1', [token]);
      if (used.length > 0) throw new HttpError(400, 'This card token is already in use. Enter the card again.');
      const rows = await tx.query<AgentPaymentCard>(
        `INSERT INTO agent_payment_cards (user_id, token, brand, last4, exp_month, exp_year)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [auth.user_id, token, brand, last4, exp_month, exp_year],
      );
      if (!rows[0]) throw new HttpError(409, 'You already have a payment card. Delete it before adding another one.');
      return rows[0];
    });
    const body: GatewayEnvelope<AgentPaymentCard> = { data, message: 'Payment card added.' };
    return body;
    },
  );

  app.put('/agent-payment-card', { config: { policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await db.query('DELETE FROM agent_payment_cards WHERE user_id = $1 RETURNING user_id', [auth.user_id]);
    if (rows.length === 0) throw new HttpError(404, 'You have no payment card to delete.');
    const body: GatewayEnvelope<null> = { data: null, message: 'Payment card deleted.' };
    return body;
  });
};
