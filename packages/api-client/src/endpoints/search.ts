import { gatewayApi } from '../gatewayApi.js';
import { markBackgroundEndpoint } from '../loader.js';
import type { SearchParams, SearchResult } from '../types/index.js';

/** Seconds an unused search result stays cached (typing back a recent text answers at once). */
export const SEARCH_CACHE_S = 60;

/** Global search endpoint (integration v1, §2 Search modal, §3, §7). */
export const searchApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/analytics/search?search=<text>&limit` → {@link SearchResult}:
     * the caller's clients, the forms catalogue and the caller's tickets, each
     * ranked and cut to `limit` (default 8). The text must be 1…100 characters
     * (the gateway answers 400 otherwise; callers skip empty text).
     *
     * Silent (no error toast: the search modal shows its own error state) and
     * background (the modal shows its own progress bar instead of the global
     * loader, which would cover it while the agent types). Tag `Search`.
     */
    searchEverything: build.query<SearchResult, SearchParams>({
      query: ({ search, limit }) => ({
        service: 'integration',
        version: 'v1',
        path: '/analytics/search',
        params: { search, limit },
        silent: true,
      }),
      keepUnusedDataFor: SEARCH_CACHE_S,
      providesTags: [{ type: 'Search', id: 'LIST' }],
    }),
  }),
});

markBackgroundEndpoint('searchEverything');

/**
 * Hooks of {@link searchApi}'s `searchEverything`:
 * `useSearchEverythingQuery({ search }, { skip })` and the lazy
 * `useLazySearchEverythingQuery()` → `{ data?: SearchResult, isFetching, error?: GatewayError, … }`.
 */
export const { useSearchEverythingQuery, useLazySearchEverythingQuery } = searchApi;
