import type { DataTableSort } from '../DataTable/types.js';

/**
 * Values to write into a list's query string: a string or number sets the parameter,
 * `undefined` or `''` removes it.
 */
export type ParamPatch = Record<string, string | number | undefined>;

/**
 * The query string after `patch` (pure; `previous` is not changed). Every key of `patch` is
 * set (`String(value)`) or, for `undefined`/`''`, removed. A patch that does not set `page`
 * also removes `page` — back to page 1 after a new search, filter, sort or page size (spec §9
 * first page 1) — unless every key it sets is in `keepPageFor` (parameters that do not change
 * the list, e.g. the agent whose side panel is open, or the form being previewed).
 * @param previous - the current query string.
 * @param patch - the parameters to set or remove.
 * @param keepPageFor - parameter names a patch may change without going back to page 1.
 */
export function patchListParams(
  previous: URLSearchParams,
  patch: ParamPatch,
  keepPageFor: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const keys = Object.keys(patch);
  if (!('page' in patch) && !keys.every((key) => keepPageFor.includes(key))) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** `value` when it is one of `allowed`, else `undefined` (an unknown value from the URL is ignored). */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A non-empty string from the URL, trimmed and cut to at most `max` characters (default 100,
 * the gateway's longest search/filter text), else `undefined`.
 */
export function textParam(value: string | null | undefined, max = 100): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * A positive integer id (1–999,999,999, decimal digits only) from the URL or a route
 * parameter (`?client_id=21`, `?highlight=14`, `/my-clients/:id`), else `undefined`.
 */
export function positiveId(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** An integer (decimal digits, at most 4) from the URL between `min` and `max` inclusive, else `undefined`. */
export function intIn(value: string | null | undefined, min: number, max: number): number | undefined {
  if (value == null || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** `true` for `'true'`, `false` for `'false'`, else `undefined`. */
export function boolParam(value: string | null | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/**
 * `?sort=column:dir` (e.g. `name:asc`, `joined_at:desc`) as a table sort, when the column is one
 * of `columns` (the ones the server sorts the list by); else `undefined` (the server's default).
 * @param value - the `sort` parameter.
 * @param columns - the sortable column ids (the wire's sort columns, e.g. `CLIENT_SORT_COLUMNS`).
 */
export function sortParam(value: string | null | undefined, columns: readonly string[]): DataTableSort | undefined {
  const match = value ? /^([a-z_]+):(asc|desc)$/.exec(value) : null;
  if (!match || !columns.includes(match[1]!)) return undefined;
  return { by: match[1]!, direction: match[2] as 'asc' | 'desc' };
}

/** A table sort as the `sort` parameter's value, `column:dir` (the gateway's `sort` argument too). */
export function sortValue(sort: DataTableSort): string {
  return `${sort.by}:${sort.direction}`;
}
