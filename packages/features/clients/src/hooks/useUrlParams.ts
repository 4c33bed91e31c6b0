import { parsePage, parsePageSize } from '@agent-portal/ui-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Values to write into the URL: a string or number sets the parameter, `undefined` or `''` removes it. */
export type ParamPatch = Record<string, string | number | undefined>;

/**
 * The query string of the `my-clients` list (spec §9 paging; issue #11: the list state lives in
 * the URL so a view can be bookmarked or shared and Back restores it; the team and reports
 * pattern): the 1-based `page` and the `limit` (ui-kit `parsePage`/`parsePageSize`, defaults 1
 * and 10), and `update(patch)` writing parameters as a new history entry. A patch that does not
 * set `page` goes back to page 1 (a new search, filter, sort or page size).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('limit'));
  const update = useCallback(
    (patch: ParamPatch) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
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
  return { params, page, pageSize, update, pagination };
}

/** `value` when it is one of `allowed`, else `undefined` (an unknown value from the URL is ignored). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A positive integer id (1–999,999,999) from the URL or a route parameter, else `undefined`. */
export function positiveId(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** A non-empty string from the URL (trimmed, at most `max` characters), else `undefined`. */
export function text(value: string | null, max = 100): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}
