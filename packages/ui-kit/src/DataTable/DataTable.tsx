import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { Key, KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { UI_KIT_NS } from '../i18n/index.js';
import { LoadErrorAlert } from '../QueryState/LoadErrorAlert.js';
import { DataTableHead, headerLabel } from './DataTableHead.js';
import { Pager } from './Pager.js';
import { MAX_PAGE_LINKS } from './pagination.js';
import { dataTableSx } from './tableSx.js';
import type { DataTableColumn, DataTableProps } from './types.js';
import { useHorizontalOverflow } from './useHorizontalOverflow.js';

export type {
  DataAttributes,
  DataTableCellProps,
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowProps,
  DataTableSort,
  SortDirection,
} from './types.js';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"]';

/** Whether an event started on a control inside the row (that control handles it). */
function fromInnerControl(event: { target: EventTarget; currentTarget: Element }): boolean {
  const target = event.target as Element | null;
  if (!target || target === event.currentTarget || typeof target.closest !== 'function') return false;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
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

  const tableSx = dataTableSx({ stackBelow, minWidth, layout });

  const head = (
    <DataTableHead
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      sortedAscending={text.sortedAscending}
      sortedDescending={text.sortedDescending}
    />
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
        key={getRowId ? getRowId(row, index) : (row as { id: Key }).id}
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
