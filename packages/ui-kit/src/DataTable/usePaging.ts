import { useCallback, useMemo, useState } from 'react';
import type { DataTablePagination } from './Pager.js';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from './pagination.js';

/** Options of {@link usePaging}. */
export interface UsePagingOptions {
  /** The initial page size; default {@link DEFAULT_PAGE_SIZE} (10, spec §9). */
  pageSize?: number;
  /** The initial page, 1-based; default 1. */
  page?: number;
  /** The sizes the page-size select offers; default the table's (10/25/50/100). */
  pageSizes?: readonly number[];
}

/** What {@link usePaging} returns. */
export interface Paging {
  /** The current page, 1-based (spec §9 first page 1). */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Go to a page (1-based). */
  setPage: (page: number) => void;
  /** Change the page size and go back to page 1. */
  setPageSize: (pageSize: number) => void;
  /**
   * The {@link DataTable} `pagination` prop for a list of `total` rows, wired to this state.
   * @example <DataTable pagination={paging.pagination(data?.count ?? 0)} … />
   */
  pagination: (total: number) => DataTablePagination;
}

/**
 * Page and page size of a table whose paging lives in component state (when it does
 * not live in the URL — for that, see `parsePage`/`parsePageSize`). Changing the size
 * returns to the first page.
 */
export function usePaging(options: UsePagingOptions = {}): Paging {
  const [page, setPage] = useState(options.page ?? FIRST_PAGE);
  const [pageSize, setSize] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const pageSizes = options.pageSizes;
  const setPageSize = useCallback((next: number) => {
    setSize(next);
    setPage(FIRST_PAGE);
  }, []);
  return useMemo(
    () => ({
      page,
      pageSize,
      setPage,
      setPageSize,
      pagination: (total: number) => ({
        page,
        pageSize,
        total,
        onPageChange: setPage,
        onPageSizeChange: setPageSize,
        ...(pageSizes ? { pageSizes } : {}),
      }),
    }),
    [page, pageSize, pageSizes, setPageSize],
  );
}
