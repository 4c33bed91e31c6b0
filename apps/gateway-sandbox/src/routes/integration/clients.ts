import type { ClientDetail, ClientPossibleFilters, ClientSortColumn, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { POLICY_STATUSES } from '@agent-portal/api-client/wire';
import { clientDetail, clientPossibleFilters, listClients } from '../../clients/queries.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { requireAuth } from '../../auth/bearer.js';
import { licensedRoute, scoped } from '../../policy/policy.js';
import { readQuery } from '../../http/query.js';
import { readSearch, readSort } from '../../http/list.js';
import { readPathId, MAX_ID } from '../../http/ids.js';
import { body, ok } from '../../contract/responses.js';

/** Sortable columns of the client list (`column:asc|desc`, default `name:asc`). */
export const CLIENT_SORT_COLUMNS: readonly ClientSortColumn[] = ['name', 'created_at', 'policy_count', 'annual_premium_cents', 'next_premium_due'];

const LIST_PARAMS = ['search', 'product_type_id', 'policy_status', 'page', 'limit', 'sort'] as const;

/**
 * integration v1 client routes (issue #11; spec §2 my-clients and my-clients/{id}, §6 licensed
 * contractors only, §9 page size 10; docs/CONTRACTS.md "Clients"). Policy: licensed contractors,
 * not blocked (403 `UNLICENSED` / `BLOCKED`, issue #26); each reads the caller's own clients only:
 * - `GET /clients?search&product_type_id&policy_status&page&limit&sort` → `ClientPage` `{data, count}`:
 *   `limit` 1–100 (10), `sort` `name|created_at|policy_count|annual_premium_cents|next_premium_due`
 *   `:asc|:desc` (`name:asc`);
 * - `GET /clients/possible-filters` → `{data: ClientPossibleFilters}`;
 * - `GET /clients/{id}` → `{data: ClientDetail}`; another agent's client or an unknown id → 404.
 * Unknown or repeated parameters, bad values, NUL characters → 400.
 */
export const clientsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const policy = licensedRoute(scoped);
  app.get(
    '/clients',
    {
      schema: { response: { 200: body('ClientPage') } },
      config: { policy, openapi: { summary: "A page of the caller's clients, searched, filtered and sorted.", query: 'ClientListParams' } },
    },
    async (request) => {
    const agentId = requireAuth(request).user_id;
    const q = readQuery(request, LIST_PARAMS);
    const search = readSearch(q);
    const productTypeId = q.int('product_type_id', 1, MAX_ID);
    const policyStatus = q.oneOf('policy_status', POLICY_STATUSES);
    const { limit, offset } = q.paging();
    const sort = readSort(q, CLIENT_SORT_COLUMNS, 'name:asc');
    return listClients(db, agentId, { search, product_type_id: productTypeId, policy_status: policyStatus, sort, limit, offset });
  });

  app.get(
    '/clients/possible-filters',
    {
      schema: { response: { 200: ok('ClientPossibleFilters') } },
      config: { policy, openapi: { summary: "The values the client list's filters take: the product types of the caller's clients' policies, the policy statuses." } },
    },
    async (request) => {
    const agentId = requireAuth(request).user_id;
    readQuery(request, []);
    const body: GatewayEnvelope<ClientPossibleFilters> = { data: await clientPossibleFilters(db, agentId) };
    return body;
  });

  app.get<{ Params: { id: string } }>(
    '/clients/:id',
    {
      schema: { response: { 200: ok('ClientDetail') } },
      config: { policy, openapi: { summary: 'One client of the caller with contact, address and every policy.' } },
    },
    async (request) => {
    const agentId = requireAuth(request).user_id;
    readQuery(request, []);
    const id = readPathId(request.params.id, 'client');
    const client = id === null ? null : await clientDetail(db, agentId, id);
    if (!client) throw new HttpError(404, 'No such client among yours.');
    const body: GatewayEnvelope<ClientDetail> = { data: client };
    return body;
  });
};
