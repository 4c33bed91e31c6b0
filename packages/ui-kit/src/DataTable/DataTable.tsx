import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import type { TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Key, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { UI_KIT_NS } from '../i18n/index.js';
import { LoadErrorAlert } from '../QueryState/LoadErrorAlert.js';
import { Pager } from './Pager.js';
import type { DataTablePagination, PagerLabels } from './Pager.js';
import { MAX_PAGE_LINKS } from './pagination.js';
import { useHorizontalOverflow } from './useHorizontalOverflow.js';

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
  /** A stable key of a row (its id). */
  getRowId: (row: Row, index: number) => Key;
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

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"]';

/** Whether an event started on a control inside the row (that control handles it). */
function fromInnerControl(event: { target: EventTarget; currentTarget: Element }): boolean {
  const target = event.target as Element | null;
  if (!target || target === event.currentTarget || typeof target.closest !== 'function') return false;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

function headerLabel<Row>(column: DataTableColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

const asArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);

/**
 * A server-paged table (spec §2 notification page, §9) on MUI `Table`, generic over the row type.
 *
 * - Paging (`pagination`, 1-based pages): page-size select (10/25/50/100, default 10), "1–10 of 42"
 *   (`aria-live="polite"`), at most 10 numbered page links around the current page, first/previous/next/last.
 * - Sorting (controlled `sort` + `onSortChange`): sortable headers are `TableSortLabel` buttons; `aria-sort` on the header.
 * - Loading: skeleton rows on the first load; while refetching the rows stay under a progress bar (not dimmed: they keep their contrast, WCAG 1.4.3), and the table is `aria-busy`.
 * - Empty: the ui-kit `EmptyState` (no-data image). Error: an alert with a retry button.
 * - Clickable rows (`onRowClick`): focusable, Enter/Space activate, visible focus ring, `getRowLabel`/`getRowProps`.
 * - Phone (below `stackBelow`, default `sm`, e.g. 390 px): every row is a stacked card, each value preceded by its
 *   column name (`data-label`; the header row is visually hidden but kept for screen readers); nothing is hidden
 *   and nothing scrolls sideways; the pager wraps.
 *
 * @example
 * <DataTable
 *   aria-label={t('page.title')}
 *   columns={[{ id: 'subject', header: t('columns.subject'), render: (n) => n.subject }]}
 *   rows={data?.data}
 *   getRowId={(n) => n.id}
 *   loading={isFetching}
 *   error={isError}
 *   onRetry={refetch}
 *   pagination={{ page, pageSize, total: data?.count ?? 0, onPageChange, onPageSizeChange }}
 * />
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  pagination,
  sort,
  onSortChange,
  loading = false,
  skeletonRows,
  error = false,
  errorText,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyAction,
  empty,
  onRowClick,
  getRowLabel,
  getRowProps,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  id,
  size = 'small',
  variant = 'plain',
  minWidth,
  layout = 'auto',
  stackBelow = 'sm',
  labels = {},
  sx,
}: DataTableProps<Row>) {
  const { t } = useTranslation(UI_KIT_NS);
  // A table wider than its box scrolls inside it: the scroll container then takes focus (arrow keys scroll it).
  const scroll = useHorizontalOverflow();
  const text = {
    sortedAscending: labels.sortedAscending ?? t('sort.ascending'),
    sortedDescending: labels.sortedDescending ?? t('sort.descending'),
    loading: labels.loading ?? t('loading'),
    loadError: labels.loadError ?? t('loadError'),
    retry: labels.retry ?? t('retry'),
    noData: labels.noData ?? t('noData'),
  };

  const firstLoad = rows === undefined || (rows.length === 0 && loading);
  const showSkeleton = firstLoad && !error;
  const isEmpty = rows !== undefined && rows.length === 0 && !loading;
  const refetching = loading && !firstLoad;
  const busy = showSkeleton || refetching;
  const skeletonCount = skeletonRows ?? (pagination ? Math.min(pagination.pageSize, MAX_PAGE_LINKS) : 5);
  const showPager = pagination !== undefined && rows !== undefined && (!isEmpty || pagination.total > 0);

  const tableSx: SxProps<Theme> = (theme) => ({
    '& thead th': { fontWeight: 700 },
    [theme.breakpoints.up(stackBelow)]: {
      minWidth,
      tableLayout: layout,
    },
    // Below 1200 px the cells pad 8 px a side instead of 16 (the outer ones keep 16): a table of
    // eight columns then fits a 1024 px window in every language (issue #28 item 2).
    [theme.breakpoints.between(stackBelow, 'lg')]: {
      '& .MuiTableCell-root': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
      '& .MuiTableCell-root:first-of-type': { paddingLeft: theme.spacing(2) },
      '& .MuiTableCell-root:last-of-type': { paddingRight: theme.spacing(2) },
    },
    // Phone: every row a stacked card, the column name before each value; no column hidden.
    [theme.breakpoints.down(stackBelow)]: {
      '& thead': visuallyHidden,
      '& tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
      '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
      '& tbody tr:last-of-type': { borderBottom: 0 },
      '& tbody td': {
        border: 0,
        py: 0.5,
        px: 2,
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
        gap: 1,
        textAlign: 'start',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: theme.palette.text.secondary },
      // A value that renders nothing (no problems, no badge) leaves no bare label behind (issue #28 item 10).
      '& tbody td:has(> div:empty)': { display: 'none' },
    },
  });

  const toggleSort = (column: DataTableColumn<Row>) => {
    if (!onSortChange) return;
    if (sort?.by === column.id) onSortChange({ by: column.id, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
    else onSortChange({ by: column.id, direction: column.firstSortDirection ?? 'asc' });
  };

  const head = (
    <TableHead>
      <TableRow role="row">
        {columns.map((column) => {
          const active = sort?.by === column.id;
          const canSort = Boolean(column.sortable && onSortChange);
          const direction: SortDirection = active ? sort!.direction : (column.firstSortDirection ?? 'asc');
          return (
            <TableCell
              key={column.id}
              role="columnheader"
              align={column.align}
              sortDirection={active ? sort!.direction : false}
              aria-sort={active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined}
              // A header wraps between its words even over a one-line column ("Next premium / due"):
              // the column is then as wide as its values need, not as its name (issue #28 item 1).
              sx={{ width: column.width }}
            >
              {canSort ? (
                <TableSortLabel active={active} direction={direction} onClick={() => toggleSort(column)}>
                  {column.header}
                  {active ? (
                    <Box component="span" sx={visuallyHidden}>
                      {`, ${direction === 'desc' ? text.sortedDescending : text.sortedAscending}`}
                    </Box>
                  ) : null}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );

  const cellSx = (column: DataTableColumn<Row>, extra?: SxProps<Theme>): SxProps<Theme> => [
    (theme: Theme) => (column.nowrap ? { [theme.breakpoints.up(stackBelow)]: { whiteSpace: 'nowrap' } } : {}),
    ...asArray(column.cellSx),
    ...asArray(extra),
  ];

  const skeletonBody = Array.from({ length: skeletonCount }, (_, i) => (
    <TableRow key={`skeleton-${i}`} role="row" data-testid="data-table-skeleton-row">
      {columns.map((column) => (
        <TableCell key={column.id} role="cell" align={column.align} data-label={headerLabel(column)}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));

  const body = (rows ?? []).map((row, index) => {
    const { sx: rowSx, ...rowProps } = getRowProps?.(row, index) ?? {};
    const clickable = onRowClick !== undefined;
    return (
      <TableRow
        key={getRowId(row, index)}
        role="row"
        hover={clickable}
        tabIndex={clickable ? 0 : undefined}
        aria-label={getRowLabel?.(row)}
        onClick={
          onRowClick
            ? (event: MouseEvent<HTMLTableRowElement>) => {
                if (!fromInnerControl(event)) onRowClick(row, event);
              }
            : undefined
        }
        onKeyDown={
          onRowClick
            ? (event: KeyboardEvent<HTMLTableRowElement>) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onRowClick(row, event);
                }
              }
            : undefined
        }
        {...rowProps}
        sx={[
          clickable
            ? {
                cursor: 'pointer',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
              }
            : {},
          ...asArray(rowSx),
        ]}
      >
        {columns.map((column) => {
          const { sx: extraSx, ...cellProps } = column.getCellProps?.(row, index) ?? {};
          return (
            <TableCell key={column.id} role="cell" align={column.align} data-label={headerLabel(column)} {...cellProps} sx={cellSx(column, extraSx)}>
              {/* one wrapper, so the phone card's grid has exactly two items: the label (::before) and the value */}
              <div style={{ minWidth: 0 }}>{column.render(row, index)}</div>
            </TableCell>
          );
        })}
      </TableRow>
    );
  });

  const content = (
    <>
      {error ? <LoadErrorAlert text={errorText ?? text.loadError} retryLabel={text.retry} onRetry={onRetry} sx={{ m: variant === 'outlined' ? 2 : 0, mb: 2 }} /> : null}
      {isEmpty ? (
        (empty ?? <EmptyState title={emptyTitle ?? text.noData} description={emptyDescription} action={emptyAction} />)
      ) : showSkeleton || (rows !== undefined && rows.length > 0) ? (
        <TableContainer
          ref={scroll.ref}
          {...(scroll.overflowing ? { tabIndex: 0, role: 'region', 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy } : {})}
          sx={(theme) => ({ position: 'relative', [theme.breakpoints.down(stackBelow)]: { overflowX: 'visible' } })}
        >
          {refetching ? (
            <LinearProgress data-testid="data-table-refetching" aria-hidden sx={{ position: 'absolute', insetInline: 0, top: 0, height: 3, zIndex: 1 }} />
          ) : null}
          <Table
            id={id}
            size={size}
            role="table"
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-describedby={ariaDescribedBy}
            aria-busy={busy || undefined}
            sx={tableSx}
          >
            {head}
            <TableBody role="rowgroup">{showSkeleton ? skeletonBody : body}</TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {busy ? text.loading : ''}
      </Box>
      {showPager ? (
        <Pager
          {...pagination}
          labels={labels}
          sx={variant === 'outlined' || !isEmpty ? { borderTop: 1, borderColor: 'divider' } : undefined}
        />
      ) : null}
    </>
  );

  if (variant === 'outlined') {
    return (
      <Paper variant="outlined" data-testid="data-table" sx={[{ overflow: 'hidden' }, ...asArray(sx)]}>
        {content}
      </Paper>
    );
  }
  return (
    <Box data-testid="data-table" sx={[{ minWidth: 0 }, ...asArray(sx)]}>
      {content}
    </Box>
  );
}
