import type {
  GatewayEnvelope,
  ListRecurringInvoicesParams,
  RecurringInvoice,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { listRecurringInvoices } from '../../db/recurring-invoices.js';
import { ownQueryUserId, profileRoute } from '../../policy/policy.js';
import { MAX_ID } from '../../http/ids.js';
import { okList } from '../../contract/responses.js';

const querySchema = {
  type: 'object',
  required: ['user_id'],
  properties: {
    user_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    subscription_type: { type: 'string', enum: ['CP_UTILIZATION', 'CRM_SEAT', 'E_AND_O_INSURANCE'] },
    status: { type: 'string', enum: ['PENDING', 'PAID', 'FAILED'] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

/**
 * integration v1 recurring routes (spec §3, §4, §7):
 * `GET /recurring/invoices?user_id&subscription_type&status&limit` →
 * `{ data: RecurringInvoice[], count }`, newest first (invoice_date, then id).
 * `user_id` must be the caller's (403); bad values → 400. `count` is the
 * number of invoices matching the filters (before `limit`).
 */
export const recurringRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: ListRecurringInvoicesParams & { limit: number } }>(
    '/recurring/invoices',
    {
      schema: { querystring: querySchema, response: { 200: okList('RecurringInvoice', { count: true }) } },
      config: { policy: profileRoute(ownQueryUserId()), openapi: { summary: "The agent's recurring invoices (subscriptions), newest first." } },
    },
    async (request) => {
      const { user_id, subscription_type, status, limit } = request.query;
      const { rows, count } = await listRecurringInvoices(db, {
        userId: user_id,
        subscriptionType: subscription_type,
        status,
        limit,
      });
      const body: GatewayEnvelope<RecurringInvoice[]> = { data: rows, count };
      return body;
    },
  );
};
