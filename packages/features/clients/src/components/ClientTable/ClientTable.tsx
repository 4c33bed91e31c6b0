import type { ClientSortColumn, ClientSummary } from '@agent-portal/api-client/wire';
import { formatPhone, useFormatters } from '@agent-portal/i18n';
import { DataTable, ListEmptyState, TruncatedText, type DataTableColumn, type DataTablePagination, type DataTableSort } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientName } from '../../format/name.js';
import { useProductTypeList } from '../../format/productTypes.js';

import { CLIENTS_NS } from '../../i18n/index.js';
import { DueDate } from '../DueDate/DueDate.js';
import { CURRENCY } from '../../money.js';

/** The columns the server sorts the clients by (api-client `ClientSortColumn`) that the table shows; the column ids are these. */
export const CLIENT_SORT_COLUMNS: readonly ClientSortColumn[] = ['name', 'policy_count', 'annual_premium_cents', 'next_premium_due'];

/** Props of {@link ClientTable}. */
export interface ClientTableProps {
  /** The rows of the current page; `undefined` until the page has loaded. */
  rows: readonly ClientSummary[] | undefined;
  /** Server paging (1-based page, `limit` 10/25/50/100, the list's `count`). */
  pagination: DataTablePagination;
  /** The server sort; `undefined` for the server's default (`name:asc`). */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  loading?: boolean;
  error?: boolean;
  /** The error text (e.g. a 403's); default `list.loadError`. */
  errorText?: string;
  /** "Try again"; without it the error has no button. */
  onRetry?: () => unknown;
  /** Opens a client's detail (row click, Enter or Space). */
  onOpen?: (client: ClientSummary) => void;
  /** Whether a search or filter is set: an empty page then says "No clients match your search" with a clear button. */
  filtered?: boolean;
  /** Clears the search and filters (the no-match state's button). */
  onResetFilters?: () => void;
}

/**
 * The client list of `my-clients` (issue #11; CONTRACTS "Clients" `GET /clients`) on the ui-kit
 * `DataTable`: client (name, email below), phone, location (city, state), products (the product
 * type titles in the page's language, issue #29), policies, annual premium (ACTIVE policies over a year, from cents) and next
 * premium due. Client (name), policies, annual premium and next premium due sort on the server.
 * Rows open the client (click, Enter, Space). Empty: "No clients match your search" with
 * "Clear search and filters" when filtered, else "No clients yet". Below 600 px each row is a
 * stacked card. Names and places are marked `translate="no"` (issue #29: the same in every language).
 */
export function ClientTable({
  rows,
  pagination,
  sort,
  onSortChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onOpen,
  filtered = false,
  onResetFilters,
}: ClientTableProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatMoney } = useFormatters();
  const productTypes = useProductTypeList();
  const none = t('common.none');

  const columns = useMemo<DataTableColumn<ClientSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('list.columns.client'),
        sortable: true,
        render: (c) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: { sm: 'nowrap' } }} data-testid="client-name" translate="no">
              {clientName(c)}
            </Typography>
            {c.email ? <TruncatedText text={c.email} translate="no" variant="caption" color="text.secondary" maxWidth="24ch" sx={{ display: 'block' }} data-testid="client-email" /> : null}
          </Box>
        ),
      },
      { id: 'phone', header: t('list.columns.phone'), nowrap: true, render: (c) => (c.phone ? formatPhone(c.phone) : none) },
      {
        id: 'location',
        header: t('list.columns.location'),
        render: (c) => {
          const location = [c.city, c.state_code].filter(Boolean).join(', ');
          return location ? <span translate="no">{location}</span> : none;
        },
      },
      {
        id: 'products',
        header: t('list.columns.products'),
        render: (c) =>
          c.product_types.length > 0 ? (
            <Typography variant="body2" component="span">
              {productTypes(c.product_types)}
            </Typography>
          ) : (
            none
          ),
      },
      { id: 'policy_count', header: t('list.columns.policies'), sortable: true, firstSortDirection: 'desc', align: 'right', render: (c) => c.policy_count },
      {
        id: 'annual_premium_cents',
        header: t('list.columns.annualPremium'),
        sortable: true,
        firstSortDirection: 'desc',
        align: 'right',
        nowrap: true,
        render: (c) => formatMoney(c.annual_premium_cents, CURRENCY),
      },
      {
        id: 'next_premium_due',
        header: t('list.columns.nextPremiumDue'),
        sortable: true,
        nowrap: true,
        render: (c) => (c.next_premium_due ? <DueDate due={c.next_premium_due} /> : none),
      },
    ],
    [t, formatMoney, none, productTypes],
  );

  const empty = (
    <ListEmptyState
      filtered={filtered}
      noMatchTitle={t('list.noMatch')}
      noMatchDescription={t('list.noMatchHint')}
      emptyTitle={t('list.empty')}
      emptyDescription={t('list.emptyHint')}
      resetLabel={t('list.filters.clear')}
      onReset={onResetFilters}
    />
  );

  return (
    <DataTable
      aria-label={t('list.table')}
      variant="outlined"
      columns={columns}
      rows={rows}
      getRowId={(c) => c.id}
      pagination={pagination}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      error={error}
      errorText={errorText ?? t('list.loadError')}
      onRetry={onRetry}
      empty={empty}
      onRowClick={onOpen ? (c) => onOpen(c) : undefined}
      getRowLabel={(c) => t('list.openClient', { name: clientName(c) })}
      getRowProps={(c) => ({ 'data-client-id': c.id })}
      minWidth={960}
      labels={{ pagination: t('list.pagination'), goToPage: (n) => t('list.goToPage', { page: n }) }}
    />
  );
}
