import { useGetClientPossibleFiltersQuery, useListClientsQuery } from '@agent-portal/api-client';
import type { ClientListParams, ClientSort, ClientSummary } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';
import { LoadErrorAlert, oneOf, PageHeader, positiveId, textParam, useUrlListState } from '@agent-portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { anyFilter, ClientFilters, POLICY_STATUSES, type ClientFilterValues } from '../components/ClientFilters/ClientFilters.js';
import { CLIENT_SORT_COLUMNS, ClientTable } from '../components/ClientTable/ClientTable.js';
import { isForbidden } from '../format/errors.js';
import { CLIENTS_NS } from '../i18n/index.js';
import type { ClientDetailLocationState } from './ClientDetailRoute.js';

/** The search and filters of a `my-clients` query string; unknown or bad values are ignored. */
export function parseClientFilters(params: URLSearchParams): ClientFilterValues {
  return {
    search: textParam(params.get('search')),
    product_type_id: positiveId(params.get('product_type_id')),
    policy_status: oneOf(params.get('policy_status'), POLICY_STATUSES),
  };
}

/**
 * The `my-clients` route module (lazy; spec §2 my-clients, §6 licensed only, §9 default page
 * size 10; issue #11; CONTRACTS "Clients"): the signed-in agent's clients.
 *
 * - `useListClientsQuery({ search, product_type_id, policy_status, page, limit, sort })`, server
 *   paged (10/25/50/100) and sorted, shown by {@link ClientTable}; the product types of the
 *   filter come from `useGetClientPossibleFiltersQuery()`.
 * - Everything lives in the URL (`?search=&product_type_id=&policy_status=&sort=&page=&limit=`),
 *   so Back and a shared link restore the view; a new search, filter, sort or page size goes
 *   back to page 1. The search is applied 500 ms after the last keystroke (§5, §9).
 * - A row (click, Enter, Space) opens `my-clients/{id}`, carrying the list's query string so
 *   the detail's back link returns to the same view.
 * - States: skeleton rows while loading, "No clients yet", "No clients match your search" with
 *   "Clear search and filters", a 403 as "only licensed agents", other errors with "Try again".
 */
export function Component() {
  const { t } = useTranslation(CLIENTS_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const { params, page, pageSize, update, pagination, sort, sortArg, onSortChange } = useUrlListState(useSearchParams(), { sortColumns: CLIENT_SORT_COLUMNS });
  const filters = useMemo(() => parseClientFilters(params), [params]);

  const args: ClientListParams = {
    ...filters,
    page,
    limit: pageSize,
    ...(sortArg ? { sort: sortArg as ClientSort } : {}),
  };
  const list = useListClientsQuery(args);
  const options = useGetClientPossibleFiltersQuery();
  const forbidden = isForbidden(list.error);
  const reset = () => update({ search: undefined, product_type_id: undefined, policy_status: undefined });
  const open = (client: ClientSummary) => {
    const state: ClientDetailLocationState = { listSearch: location.search };
    void navigate(paths.clientDetail(client.id), { state });
  };

  return (
    <>
      <PageHeader title={t('pages.myClients')} subtitle={t('list.subtitle')} />
      <ClientFilters value={filters} options={options.data} onChange={(patch) => update({ ...patch })} onReset={reset} />
      {options.isError && !forbidden ? (
        <LoadErrorAlert text={t('list.filters.loadError')} onRetry={options.refetch} sx={{ mb: 2 }} />
      ) : null}
      <ClientTable
        rows={list.currentData?.data}
        pagination={{ ...pagination, total: list.currentData?.count ?? 0 }}
        sort={sort}
        onSortChange={onSortChange}
        loading={list.isFetching}
        error={list.isError}
        errorText={forbidden ? t('common.forbidden') : undefined}
        onRetry={forbidden ? undefined : list.refetch}
        filtered={anyFilter(filters)}
        onResetFilters={reset}
        onOpen={open}
      />
    </>
  );
}
