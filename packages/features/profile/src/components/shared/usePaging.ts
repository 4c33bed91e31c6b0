import { useState } from 'react';

/** What {@link usePaging} returns. */
export interface Paging {
  /** Zero-based page index (as MUI's `TablePagination` counts). */
  page: number;
  /** Rows per page. */
  rowsPerPage: number;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to the first page. */
  setRowsPerPage: (rowsPerPage: number) => void;
}

/** Page index and page size of a paged table; changing the size returns to the first page. */
export function usePaging(initialRowsPerPage: number): Paging {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setSize] = useState(initialRowsPerPage);
  return {
    page,
    rowsPerPage,
    setPage,
    setRowsPerPage: (next) => {
      setSize(next);
      setPage(0);
    },
  };
}
