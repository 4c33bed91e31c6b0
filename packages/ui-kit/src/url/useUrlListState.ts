import { useCallback, useMemo } from 'react';
import { parsePage, parsePageSize } from '../DataTable/pagination.js';
import type { DataTableSort } from '../DataTable/types.js';
import { patchListParams, sortParam, sortValue, type ParamPatch } from './listParams.js';

/**
 * Writes the query string from the previous one, as a new history entry — the setter of
 * react-router's `useSearchParams()` fits (ui-kit does not depend on a router).
 */
export type SetListParams = (next: (previous: URLSearchParams) => URLSearchParams) => void;

/** The query string and its setter: pass react-router's `useSearchParams()` as is. */
export type ListParamsState = readonly [URLSearchParams, SetListParams];

/** Options of {@link useUrlListState}. */
export interface UrlListStateOptions {
  /**
   * Parameters a patch may change without going back to page 1 because they do not change
   * the list (e.g. `agent`, the agent whose side panel is open; `preview`, the form shown).
   */
  keepPageFor?: readonly string[];
  /**
   * The columns the server sorts the list by (the wire's sort columns): `?sort=column:dir` is then
   * read into {@link UrlListState.sort} ({@link sortParam}: another column is ignored).
   */
  sortColumns?: readonly string[];
}

/** The paging part of {@link UrlListState}: spread into DataTable's `pagination` with the list's `total`. */
export interface UrlListPagination {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Goes to a page, keeping the page size in the URL. */
  onPageChange: (page: number) => void;
  /** Sets the page size and goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
}

/** What {@link useUrlListState} returns. */
export interface UrlListState {
  /** The query string as it is (read the list's own filters from it). */
  params: URLSearchParams;
  /** `?page`, 1-based ({@link parsePage}: default and fallback 1). */
  page: number;
  /** `?limit` ({@link parsePageSize}: one of 10/25/50/100, default 10, spec §9). */
  pageSize: number;
  /** Writes parameters ({@link patchListParams}: back to page 1 unless the patch sets `page` or only touches `keepPageFor`). */
  update: (patch: ParamPatch) => void;
  /** The page and size with their handlers, stable while they do not change. */
  pagination: UrlListPagination;
  /** `?sort` as a table sort when it names one of the `sortColumns`, else `undefined` (the server's default). */
  sort: DataTableSort | undefined;
  /** `sort` as the gateway's `column:dir` argument, or `undefined`. */
  sortArg: string | undefined;
  /** Writes a new sort (`?sort=column:dir`) and goes back to page 1: DataTable's `onSortChange`. */
  onSortChange: (sort: DataTableSort) => void;
}

/**
 * The state of a list page kept in the URL's query string, so a view can be bookmarked or
 * shared and Back restores it (spec §9 paging: first page 1, default size 10): the 1-based
 * `page` and the `limit`, the raw `params` for the page's own filters, and `update(patch)`,
 * which writes parameters as a new history entry and goes back to page 1 unless the patch
 * sets `page` (or only sets `keepPageFor` parameters); with `sortColumns`, the `sort` of
 * `?sort=column:dir` and its `onSortChange` (a new sort goes back to page 1).
 * @param searchParams - the query string and its setter: react-router's `useSearchParams()`.
 * @example
 * const { params, update, pagination, sort, onSortChange } = useUrlListState(useSearchParams(), { keepPageFor: ['agent'], sortColumns: TEAM_SORT_COLUMNS });
 * <PagedDataTable pagination={{ ...pagination, total: data.count }} sort={sort} onSortChange={onSortChange} … />
 */
export function useUrlListState(
  [params, setParams]: ListParamsState,
  { keepPageFor = [], sortColumns = [] }: UrlListStateOptions = {},
): UrlListState {
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('limit'));
  // A caller's inline array is new every render; its content is what matters.
  const keep = keepPageFor.join(',');
  const update = useCallback(
    (patch: ParamPatch) => {
      const kept = keep ? keep.split(',') : [];
      setParams((previous) => patchListParams(previous, patch, kept));
    },
    [setParams, keep],
  );
  const pagination = useMemo(
    () => ({
      page,
      pageSize,
      onPageChange: (next: number) => update({ page: next, limit: pageSize }),
      onPageSizeChange: (size: number) => update({ limit: size }),
    }),
    [page, pageSize, update],
  );
  const sort = sortParam(params.get('sort'), sortColumns);
  const onSortChange = useCallback((next: DataTableSort) => update({ sort: sortValue(next) }), [update]);
  return { params, page, pageSize, update, pagination, sort, sortArg: sort ? sortValue(sort) : undefined, onSortChange };
}
