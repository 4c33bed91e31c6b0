import type { CardTokenizeRequest, CardTokenizeResult } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { bearerAuthHook } from '../auth/bearer.js';
import { csrfHook } from '../auth/csrf.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors.js';
import { CardInputError, tokenizeCard } from './provider.js';

const tokenizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'exp_month', 'exp_year', 'cvv'],
  properties: {
    number: { type: 'string', pattern: '^[0-9 -]{12,23}$' },
    exp_month: { type: 'integer', minimum: 1, maximum: 12 },
    exp_year: { type: 'integer', minimum: 2000, maximum: 2100 },
    cvv: { type: 'string', pattern: '^[0-9]{3,4}$' },
  },
} as const;

/**
 * The sandbox card provider's HTTP API (not a gateway path, but authenticated like a gateway call).
 * `POST /card-provider/v1/tokenize` `{ number, exp_month, exp_year, cvv }` →
 * `{ data: { token, brand, last4, exp_month, exp_year } }`; 400 with a message for an invalid
 * number (Luhn), CVV or expiry.
 *
 * Requires a valid session (issue #26 finding 6): `Authorization: Bearer <token>` checked like every
 * gateway call (`bearerAuthHook`: signature, expiry, live session, current generation) → 401
 * `{statusCode, error, message}` otherwise, so the tokenizer is no anonymous card-checking oracle.
 * CSRF-safe: the double-submit header is required (403), and the body is JSON only. The number and
 * CVV are never stored nor logged (the logger only prints method and URL).
 */
export const cardProviderRoutes: FastifyPluginAsync<AppContext> = async (app, { db, jwtKey }) => {
  app.addHook('onRequest', bearerAuthHook(db, jwtKey));
  app.addHook('onRequest', csrfHook);
  app.post<{ Body: CardTokenizeRequest }>(
    '/card-provider/v1/tokenize',
    { schema: { body: tokenizeSchema }, bodyLimit: 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const data: CardTokenizeResult = await tokenizeCard(db, request.body);
        return { data };
      } catch (error) {
        if (error instanceof CardInputError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );
};
