import { gatewayApi } from '../gatewayApi.js';
import type { UserProfile } from '../types/index.js';

/** Users endpoints (integration v1, §7). */
export const usersApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/users/{id}` → the agent's {@link UserProfile} (§3, §7).
     * Only the caller's own id is allowed (403 otherwise). Tag `Profile`/id.
     */
    getProfile: build.query<UserProfile, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/users/${encodeURIComponent(String(id))}` }),
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
  }),
});

/**
 * Hook of {@link usersApi}'s `getProfile`: `useGetProfileQuery(userId, options?)`
 * → `{ data?: UserProfile, error?: GatewayError, isLoading, ... }`.
 */
export const { useGetProfileQuery } = usersApi;
