import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { TableCellProps } from '@mui/material/TableCell';
import type { TableRowProps } from '@mui/material/TableRow';
import type { Key, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { DataTablePagination, PagerLabels } from './Pager.js';

/** A sort direction: ascending or descending. */
export type SortDirection = 'asc' | 'desc';

/** The sort of a {@link DataTable} (controlled): the column id and the direction. */
export interface DataTableSort {
  /** The {@link DataTableColumn.id} sorted by. */
  by: string;
  direction: SortDirection;
}

/** `data-*` attributes (e.g. `{ 'data-unseen': true }`), for tests and styling hooks. */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

/** Extra props of one body cell (`title`, `sx`, `data-*` …), from {@link DataTableColumn.getCellProps}. */
export type DataTableCellProps = Omit<TableCellProps, 'children' | 'align' | 'variant'> & DataAttributes;

/**
 * Extra props of one body row, from {@link DataTableProps.getRowProps}: `sx` (merged after the
 * table's own row styles), `data-*`, `aria-description`, `className`… e.g. an unseen notification:
 * `{ 'data-unseen': true, sx: { bgcolor: 'action.selected' } }`.
 */
export type DataTableRowProps = Omit<TableRowProps, 'children' | 'onClick' | 'onKeyDown'> &
  DataAttributes & {
    /** A longer accessible description of the row (e.g. what activating it does). */
    'aria-description'?: string;
  };

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Unique within the table; the sort key (`sort.by`) of a sortable column. */
  id: string;
  /** The header cell's content. */
  header: ReactNode;
  /**
   * Plain-text name of the column, shown before each value on a phone (`data-label`);
   * default `header` when it is a string. Give it when `header` is not a string.
   */
  label?: string;
  /**
   * The cell's content for a row. `index` is the row's 0-based position on the current
   * page (a serial number is `(page - 1) * pageSize + index + 1`). Render server text as
   * text (never HTML).
   */
  render: (row: Row, index: number) => ReactNode;
  /** Text alignment of header and cells; default `'left'` (numbers: `'right'`). */
  align?: 'left' | 'center' | 'right';
  /** Column width from `sm` up: px number or CSS length (e.g. `'30%'`). */
  width?: number | string;
  /** The header is a sort button (needs the table's `onSortChange`). */
  sortable?: boolean;
  /** Direction of the first click on this column's header; default `'asc'` (dates: `'desc'`). */
  firstSortDirection?: SortDirection;
  /** Keep the values on one line from `sm` up (dates, amounts); the header still wraps between words. */
  nowrap?: boolean;
  /** Styles of every body cell of the column (e.g. `{ color: 'text.secondary' }`). */
  cellSx?: SxProps<Theme>;
  /** Extra props of one body cell (e.g. `{ title: row.user_agent }`). */
  getCellProps?: (row: Row, index: number) => DataTableCellProps;
}

/** The texts of a {@link DataTable}: its pager's plus its own; each defaults to the `uiKit` namespace. */
export interface DataTableLabels extends PagerLabels {
  /** Announced after an active sort header's name; default "sorted ascending". */
  sortedAscending: string;
  /** Default "sorted descending". */
  sortedDescending: string;
  /** Announced while loading; default "Loading…". */
  loading: string;
  /** The error alert's text; default "The data could not be loaded.". */
  loadError: string;
  /** The retry button; default "Try again". */
  retry: string;
  /** The empty state's title; default "No data found". */
  noData: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The columns, in order. On a phone none is hidden: each becomes a labelled line of the row's card. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page; `undefined` until the first load has finished. */
  rows: readonly Row[] | undefined;
  /** A stable key of a row; default the row's `id` (as MUI X's DataGrid), so give it when the rows have none. */
  getRowId?: (row: Row, index: number) => Key;
  /** Server paging; without it the table is unpaged (a small fixed table). */
  pagination?: DataTablePagination;
  /** The current sort (controlled). */
  sort?: DataTableSort;
  /** Called with the next sort when a sortable header is activated: same column → the other direction. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * A load is running (RTK Query `isFetching`): skeleton rows while there are no rows yet;
   * with rows (refetching another page) the rows stay at full contrast under a progress bar, and the table is `aria-busy`.
   */
  loading?: boolean;
  /** Skeleton rows on first load; default the page size up to 10, else 5. */
  skeletonRows?: number;
  /** The last load failed: an error alert with a retry button (above the rows when there are rows). */
  error?: boolean;
  /** The error alert's text; default `uiKit:loadError`. */
  errorText?: ReactNode;
  /** The retry action (RTK Query `refetch`); without it the alert has no button. */
  onRetry?: () => unknown;
  /** Title of the empty state (ui-kit `EmptyState` with the no-data image); default `uiKit:noData`. */
  emptyTitle?: string;
  /** Second line of the empty state. */
  emptyDescription?: ReactNode;
  /** A call to action in the empty state. */
  emptyAction?: ReactNode;
  /** Replaces the whole empty state. */
  empty?: ReactNode;
  /**
   * Makes rows clickable: each is focusable (`tabIndex` 0) with a visible focus ring, and
   * click, Enter or Space call this. Clicks on links, buttons and inputs inside a row are theirs.
   */
  onRowClick?: (row: Row, event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>) => void;
  /** Accessible name of a row (`aria-label`), e.g. `"Unseen: Commission paid"`. */
  getRowLabel?: (row: Row) => string;
  /** Extra props of a row: highlighting (`sx`), `data-*`, `aria-description`. */
  getRowProps?: (row: Row, index: number) => DataTableRowProps;
  /** Accessible name of the table. Give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** Id of the element naming the table (e.g. a `SectionCard`'s heading). */
  'aria-labelledby'?: string;
  /** Id of the element describing the table. */
  'aria-describedby'?: string;
  /** Id of the `<table>`. */
  id?: string;
  /** Cell padding; default `'small'`. */
  size?: 'small' | 'medium';
  /** `'outlined'`: an outlined Paper around table and pager (a table on its own on a page); default `'plain'` (inside a card). */
  variant?: 'plain' | 'outlined';
  /** Minimum table width from `stackBelow` up (the container scrolls sideways below it); none on a phone. */
  minWidth?: number | string;
  /** `'fixed'`: column widths are kept from `stackBelow` up (CSS `table-layout`); default `'auto'`. */
  layout?: 'auto' | 'fixed';
  /** Below this breakpoint every row is a stacked card; default `'sm'` (600 px). */
  stackBelow?: Breakpoint;
  /** Overrides of the translated texts. */
  labels?: Partial<DataTableLabels>;
  /** Extra styles of the outer box. */
  sx?: SxProps<Theme>;
}
