import type { ReactNode } from 'react';
import { ListEmptyState } from '../EmptyState/ListEmptyState.js';
import { DataTable } from './DataTable.js';
import type { DataTablePagination } from './Pager.js';
import type { DataTableProps, DataTableSort } from './types.js';

/**
 * The state of one server-paged list as its page hands it to the list's table: the current
 * page's rows, the paging, the sort, the query's loading and error, and whether a search or
 * filter is set. A feature's table props extend it (`interface ClientTableProps extends
 * PagedListProps<ClientSummary> { onOpen… }`) and pass it on to {@link PagedDataTable} as is.
 */
export interface PagedListProps<Row> {
  /** The rows of the current page; `undefined` until the first load has finished. */
  rows: readonly Row[] | undefined;
  /** Server paging: 1-based `page`, `pageSize` (10/25/50/100, spec §9), the list's `total` (its `count`) and the handlers. */
  pagination: DataTablePagination;
  /** The server sort (column id and direction); `undefined` for the server's default. */
  sort?: DataTableSort;
  /** A sortable header was activated (write it to the URL, e.g. `useUrlListState`'s `onSortChange`). */
  onSortChange?: (sort: DataTableSort) => void;
  /** A load is running (RTK Query `isFetching`): skeleton rows on the first load, a progress bar over the rows after. */
  loading?: boolean;
  /** The last load failed: an error alert ("Try again" with {@link PagedListProps.onRetry}). */
  error?: boolean;
  /** The error text when it is not the list's usual one (e.g. a 403's); default {@link PagedListTexts.loadError}. */
  errorText?: string;
  /** The retry action (RTK Query `refetch`); without it the error has no button. */
  onRetry?: () => unknown;
  /** Whether a search or filter is set: an empty page then says "nothing matches" with the reset button. */
  filtered?: boolean;
  /** Clears the search and filters (the no-match state's button). */
  onResetFilters?: () => void;
}

/** The texts of a {@link PagedDataTable}, in the list's own words (its namespace). */
export interface PagedListTexts {
  /** The error alert's text, e.g. "The clients could not be loaded." */
  loadError: string;
  /** Title when the list has nothing at all, e.g. "No clients yet". */
  empty: string;
  /** Second line when the list has nothing at all. */
  emptyHint?: ReactNode;
  /**
   * Title when nothing matches the search and filters, e.g. "No clients match your search". Without it the list
   * has no filters: an empty page always says {@link PagedListTexts.empty}.
   */
  noMatch?: string;
  /** Second line when nothing matches (what to try). */
  noMatchHint?: ReactNode;
  /** The no-match state's button, e.g. "Clear search and filters" (shown with {@link PagedListProps.onResetFilters}). */
  reset?: string;
  /** Accessible name of the pager's navigation, e.g. "Client pages". */
  pagination: string;
  /** Accessible name of a numbered page link; default the ui-kit's "Page N". */
  goToPage?: (page: number) => string;
}

/** Props of {@link PagedDataTable}: the list's state, its texts and the DataTable props that describe its rows. */
export type PagedDataTableProps<Row> = PagedListProps<Row> &
  Omit<
    DataTableProps<Row>,
    keyof PagedListProps<Row> | 'empty' | 'emptyTitle' | 'emptyDescription' | 'emptyAction' | 'labels'
  > & {
    /** The list's texts: empty, no-match, error, pager. */
    texts: PagedListTexts;
  };

/**
 * A server-paged list on one page (spec §2 list pages, §9 paging), as react-admin's `List`
 * composes its `Datagrid`, `Pagination` and `Empty`: a {@link DataTable} (outlined by default)
 * with the pager, the sort headers, skeleton rows while loading, the error with "Try again",
 * and the empty state — "nothing matches" with a reset button when a search or filter is set
 * (`filtered`), else "nothing yet" ({@link ListEmptyState}). The page keeps the state in the URL
 * (`useUrlListState`) and passes it in as {@link PagedListProps}.
 *
 * @example
 * <PagedDataTable
 *   {...list}
 *   aria-label={t('list.table')}
 *   columns={columns}
 *   getRowId={(c) => c.id}
 *   texts={{ loadError: t('list.loadError'), empty: t('list.empty'), noMatch: t('list.noMatch'), reset: t('list.clear'), pagination: t('list.pagination') }}
 * />
 */
export function PagedDataTable<Row>({
  texts,
  filtered = false,
  onResetFilters,
  errorText,
  variant = 'outlined',
  ...table
}: PagedDataTableProps<Row>) {
  const empty = (
    <ListEmptyState
      filtered={filtered && texts.noMatch !== undefined}
      noMatchTitle={texts.noMatch ?? texts.empty}
      noMatchDescription={texts.noMatchHint}
      emptyTitle={texts.empty}
      emptyDescription={texts.emptyHint}
      resetLabel={texts.reset ?? ''}
      onReset={onResetFilters}
    />
  );
  return (
    <DataTable
      {...table}
      variant={variant}
      errorText={errorText ?? texts.loadError}
      empty={empty}
      labels={texts.goToPage ? { pagination: texts.pagination, goToPage: texts.goToPage } : { pagination: texts.pagination }}
    />
  );
}
