/** Most numbered page links a pager shows (spec §2, §9: "up to 10 page links"). */
export const MAX_PAGE_LINKS = 10;

/** The page sizes offered by default (spec §2 notification page, §9: 10/25/50/100). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A page size of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The default page size (spec §9: 10). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The first page: pages are 1-based everywhere (spec §9 "first page 1"). */
export const FIRST_PAGE = 1;

/** The largest page number {@link parsePage} accepts from a URL. */
const MAX_PAGE = 1_000_000;

/**
 * How many pages `total` rows make at `pageSize` per page.
 * @returns 0 when there are no rows.
 */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The 1-based positions of the first and last row shown on `page` (for "1–10 of 42").
 * @returns `{ from: 0, to: 0 }` when there are no rows.
 */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (!(total > 0) || !(pageSize > 0)) return { from: 0, to: 0 };
  const from = Math.min((Math.max(FIRST_PAGE, page) - 1) * pageSize + 1, total);
  return { from, to: Math.min(total, from + pageSize - 1) };
}

/**
 * The numbered pages to link: a window of at most `max` consecutive pages that
 * holds `page`, centred on it where possible (first/previous/next/last are separate
 * boundary controls).
 * @param page current page, 1-based (clamped into `1..pageCount`).
 * @param pageCount number of pages (0 when there are no rows).
 * @param max most links, default {@link MAX_PAGE_LINKS} (10).
 * @returns the page numbers, ascending; empty when `pageCount` is 0.
 * @example pageWindow(12, 40) // [8, 9, …, 17]
 */
export function pageWindow(page: number, pageCount: number, max: number = MAX_PAGE_LINKS): number[] {
  if (pageCount <= 0 || max <= 0) return [];
  const size = Math.min(max, pageCount);
  const current = Math.min(Math.max(FIRST_PAGE, page), pageCount);
  const start = Math.min(Math.max(FIRST_PAGE, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Read a page size from a URL query value (`?limit=`).
 * @param value the raw query value (`searchParams.get('limit')`).
 * @param sizes the sizes allowed, default {@link PAGE_SIZES} (10/25/50/100).
 * @param fallback what anything else gives, default the first allowed size (10, spec §9).
 */
export function parsePageSize<S extends number = PageSize>(
  value: string | null | undefined,
  sizes: readonly S[] = PAGE_SIZES as readonly number[] as readonly S[],
  fallback: S = sizes[0] as S,
): S {
  const n = Number(value);
  return value != null && value !== '' && (sizes as readonly number[]).includes(n) ? (n as S) : fallback;
}

/**
 * Read a 1-based page number from a URL query value (`?page=`): a positive integer
 * up to 1 000 000, anything else → 1 (spec §9 first page 1).
 */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return value != null && Number.isInteger(n) && n >= FIRST_PAGE && n <= MAX_PAGE ? n : FIRST_PAGE;
}

/**
 * The rows of one page of a list held whole on the client (paging without a server).
 * @param page 1-based.
 * @returns at most `pageSize` rows; empty past the end.
 */
export function slicePage<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(FIRST_PAGE, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
