/**
 * Paging of the gateway's lists (spec §7: `page` from 1, `limit`, answers `{data, count}`).
 */

/** Largest `page`. */
export const PAGE_MAX = 100_000;
/** Largest `limit` of a list page (money lists, tickets, announcements, clients, forms…). */
export const LIST_MAX_LIMIT = 100;
/** `limit` when absent. */
export const DEFAULT_LIMIT = 10;

/** A validated page: 1-based `page`, rows per page, rows skipped before it. */
export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/** The {@link Paging} of a `page` (from 1) of `limit` rows. */
export const pagingOf = (page: number, limit: number): Paging => ({ page, limit, offset: (page - 1) * limit });

/**
 * Fastify querystring schema of `?page&limit` read by Ajv (page 1 … {@link PAGE_MAX}, default 1;
 * limit 1 … {@link LIST_MAX_LIMIT}, default {@link DEFAULT_LIMIT}).
 */
export const PAGE_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT, default: DEFAULT_LIMIT },
  },
} as const;
