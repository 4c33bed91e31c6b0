import { gatewayApi } from '../gatewayApi.js';
import type { ClientDetail, ClientListParams, ClientPage, ClientPossibleFilters } from '../types/index.js';

/**
 * The signed-in agent's clients (issue #11; spec §2 my-clients, my-clients/{id}; §6 licensed
 * contractors only; paths decided in docs/CONTRACTS.md "Clients"). An unlicensed agent gets a 403
 * `GatewayError` on each; a bad query a 400. Queries provide the `Client` tag.
 */
export const clientsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/clients` with `search`, `product_type_id`, `policy_status`, `page`
     * (1-based), `limit` (≤ 100) and `sort` → {@link ClientPage} `{ data, count }`.
     */
    listClients: build.query<ClientPage, ClientListParams | void>({
      query: (params) => ({ service: 'integration', version: 'v1', path: '/clients', params: { ...params }, envelope: true }),
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    /** `GET /integration/v1/clients/possible-filters` → the product types and policy statuses to filter by. */
    getClientPossibleFilters: build.query<ClientPossibleFilters, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/clients/possible-filters' }),
      providesTags: [{ type: 'Client', id: 'FILTERS' }],
    }),
    /**
     * `GET /integration/v1/clients/{id}` → {@link ClientDetail} with address and every policy.
     * Silent (the page shows the error): 404 for another agent's client or an unknown id.
     */
    getClient: build.query<ClientDetail, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/clients/${id}`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
  }),
});

/**
 * Hooks of {@link clientsApi}: `useListClientsQuery({ search, … })`,
 * `useGetClientPossibleFiltersQuery()`, `useGetClientQuery(id)`.
 */
export const { useListClientsQuery, useGetClientPossibleFiltersQuery, useGetClientQuery } = clientsApi;
