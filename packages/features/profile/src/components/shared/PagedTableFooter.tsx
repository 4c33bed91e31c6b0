import TablePagination from '@mui/material/TablePagination';
import type { Paging } from './usePaging';

/** Props of {@link PagedTableFooter}. */
export interface PagedTableFooterProps {
  /** The paging state ({@link usePaging}). */
  paging: Paging;
  /** Rows in all pages. */
  count: number;
  /** Page sizes offered. */
  rowsPerPageOptions: readonly number[];
  /** The "rows per page" label. */
  labelRowsPerPage: string;
  /** The "1–10 of 14" text; MUI's default when omitted. */
  labelDisplayedRows?: (range: { from: number; to: number; count: number }) => string;
  /**
   * The plain MUI footer (no first/last buttons, toolbar not wrapping); default `false`:
   * first/last buttons and a toolbar that wraps on a phone.
   */
  compact?: boolean;
}

const WRAPPING = { overflow: 'visible', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } } as const;

/** The pagination bar under a paged table, wired to {@link usePaging}. */
export function PagedTableFooter({ paging, count, rowsPerPageOptions, labelRowsPerPage, labelDisplayedRows, compact = false }: PagedTableFooterProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      onPageChange={(_event, next) => paging.setPage(next)}
      rowsPerPage={paging.rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onRowsPerPageChange={(event) => paging.setRowsPerPage(Number(event.target.value))}
      labelRowsPerPage={labelRowsPerPage}
      {...(labelDisplayedRows ? { labelDisplayedRows } : {})}
      {...(compact ? {} : { showFirstButton: true, showLastButton: true, sx: WRAPPING })}
    />
  );
}
