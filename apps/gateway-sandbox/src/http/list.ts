import { HttpError } from '../errors.js';
import type { QueryReader } from './query.js';

/**
 * Reading the `search` and `sort` parameters of the gateway's lists (clients, forms, tickets, team,
 * commissions; docs/CONTRACTS.md "Clients", "Forms"), on top of {@link QueryReader} (which refuses
 * unknown and repeated parameters and NUL characters with 400).
 */

/** Longest `search` of the client and form lists, in characters. */
export const LIST_SEARCH_MAX = 100;
/** Words of a search text that are matched (the rest is ignored). */
export const SEARCH_MAX_WORDS = 6;

/** The words of a search text: trimmed, split on white space, at most {@link SEARCH_MAX_WORDS}. */
export function searchWords(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
}

/** `text` with `\`, `%` and `_` escaped, to match literally in a `LIKE` pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * `search`: 1–{@link LIST_SEARCH_MAX} characters with at least one that is not white space.
 * @returns the trimmed text and its words ({@link searchWords}: at most 6), or undefined when absent.
 * @throws {HttpError} 400 otherwise.
 */
export function readSearch(q: QueryReader): { text: string; words: string[] } | undefined {
  const raw = q.text('search');
  if (raw === undefined) return undefined;
  if (raw.length > LIST_SEARCH_MAX) {
    throw new HttpError(400, `"search" must be 1 to ${LIST_SEARCH_MAX} characters; got ${raw.length}.`);
  }
  const text = raw.trim();
  const words = searchWords(text);
  if (words.length === 0) throw new HttpError(400, '"search" must hold at least one character that is not a space.');
  return { text, words };
}

/**
 * `sort`: `<column>:asc` or `<column>:desc` with one of `columns`.
 * @returns the column and direction (`fallback` when absent).
 * @throws {HttpError} 400 with the accepted columns otherwise.
 */
export function readSort<C extends string>(q: QueryReader, columns: readonly C[], fallback: `${C}:${'asc' | 'desc'}`): { column: C; desc: boolean } {
  const text = q.text('sort') ?? fallback;
  const parts = text.split(':');
  const [column, direction] = parts as [C, string | undefined];
  if (parts.length !== 2 || !columns.includes(column) || (direction !== 'asc' && direction !== 'desc')) {
    throw new HttpError(
      400,
      `"sort" must be <column>:asc or <column>:desc with a column of ${columns.join(', ')}; got "${text.slice(0, 60)}".`,
    );
  }
  return { column, desc: direction === 'desc' };
}
