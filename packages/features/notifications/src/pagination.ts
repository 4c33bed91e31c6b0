/** Most numbered page links the notification page shows (§2, §9: "up to 10 page links"). */
export const MAX_PAGE_LINKS = 10;

/** Page sizes of the notification page (§2, §9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A page size of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * The numbered pages to link: a window of at most `max` consecutive pages that
 * holds `page`, centred on it where possible (the first and last links are
 * separate boundary controls).
 * @param page - current page, 1-based.
 * @param pageCount - number of pages (0 when there are no rows).
 * @returns the page numbers, ascending; empty when `pageCount` is 0.
 */
export function pageWindow(page: number, pageCount: number, max: number = MAX_PAGE_LINKS): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(max, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Reads a page size from a query value; anything else → the default 10 (§9). */
export function parsePageSize(value: string | null): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : PAGE_SIZES[0];
}

/** Reads a 1-based page number from a query value; anything else → 1 (§9 first page 1). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}
