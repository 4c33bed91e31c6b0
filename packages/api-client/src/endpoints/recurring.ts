import { gatewayApi } from '../gatewayApi.js';
import type { ListRecurringInvoicesParams, RecurringInvoice } from '../types/index.js';

/** Recurring invoice endpoints (integration v1, §7). */
export const recurringApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/recurring/invoices?user_id&subscription_type&status&limit`
     * → newest first {@link RecurringInvoice}[] (§3, §7). `user_id` must be the caller's.
     * Tag `RecurringInvoice`/LIST.
     */
    listRecurringInvoices: build.query<RecurringInvoice[], ListRecurringInvoicesParams>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/recurring/invoices',
        params: {
          user_id: params.user_id,
          subscription_type: params.subscription_type,
          status: params.status,
          limit: params.limit,
        },
      }),
      providesTags: [{ type: 'RecurringInvoice', id: 'LIST' }],
    }),
  }),
});

/**
 * Hook of {@link recurringApi}'s `listRecurringInvoices`:
 * `useListRecurringInvoicesQuery(params, options?)` → `{ data?: RecurringInvoice[], ... }`.
 */
export const { useListRecurringInvoicesQuery } = recurringApi;
