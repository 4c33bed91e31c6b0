import type { ClientSortColumn, ClientSummary } from '@agent-portal/api-client/wire';
import { formatPhone, useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, TruncatedText, usePagedListTexts, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
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

/**
 * Props of {@link ClientTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging with
 * `limit` 10/25/50/100, the sort — `undefined` for the server's default `name:asc` —, loading, the error and its
 * text — default `list.loadError` —, whether a search or filter is set and its reset).
 */
export interface ClientTableProps extends PagedListProps<ClientSummary> {
  /** Opens a client's detail (row click, Enter or Space). */
  onOpen?: (client: ClientSummary) => void;
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
export function ClientTable({ onOpen, ...list }: ClientTableProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const texts = usePagedListTexts(CLIENTS_NS, 'list', { reset: 'list.filters.clear' });
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

  return (
    <PagedDataTable
      {...list}
      aria-label={t('list.table')}
      columns={columns}
      onRowClick={onOpen ? (c) => onOpen(c) : undefined}
      getRowLabel={(c) => t('list.openClient', { name: clientName(c) })}
      getRowProps={(c) => ({ 'data-client-id': c.id })}
      minWidth={960}
      texts={texts}
    />
  );
}
