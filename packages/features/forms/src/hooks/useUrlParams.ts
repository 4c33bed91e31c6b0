import { parsePage, parsePageSize } from '@agent-portal/ui-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Values to write into the URL: a string or number sets the parameter, `undefined` or `''` removes it. */
export type ParamPatch = Record<string, string | number | undefined>;

/**
 * The query string of a forms page (spec §9 paging; issue #11: the list's state lives in the
 * URL, so a view can be bookmarked, Back works and the global search can link to a form):
 * the 1-based `page` and the `limit` (ui-kit `parsePage`/`parsePageSize`, defaults 1 and 10),
 * and `update(patch)` writing parameters (a new history entry). A patch that does not set
 * `page` goes back to page 1 (a new filter, sort or page size), unless every key it sets is
 * in `keepPageFor`.
 * @param keepPageFor - parameters that do not change the list (e.g. `preview`).
 */
export function useUrlParams(keepPageFor: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('limit'));
  const keep = keepPageFor.join(',');
  const update = useCallback(
    (patch: ParamPatch) => {
      const kept = keep ? keep.split(',') : [];
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in patch) && !Object.keys(patch).every((key) => kept.includes(key))) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
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
  return { params, page, pageSize, update, pagination };
}

/** `value` when it is one of `allowed`, else `undefined` (an unknown value from the URL is ignored). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A non-empty string from the URL (trimmed, at most `max` characters), else `undefined`. */
export function text(value: string | null, max = 100): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** A positive integer id from the URL (e.g. `?highlight=14`), else `undefined`. */
export function idParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
