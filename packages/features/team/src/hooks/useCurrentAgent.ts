import { useGetProfileQuery } from '@agent-portal/api-client';
import type { UserProfile } from '@agent-portal/api-client/wire';
import { selectUserId } from '@agent-portal/auth-session';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';

/**
 * Who the signed-in agent is, for the team pages (spec §1 hierarchy, §4 session, §7
 * `GET /integration/v1/users/{id}`): the user id of the session token and the profile.
 *
 * - `id`: the session's user id (`null` without a session);
 * - `code`: the agent's hierarchy code (e.g. `AG-000004`), `undefined` until the profile has loaded;
 * - `profile`: the `UserProfile` (`is_licensed`, `upline_id`, `level`…), `undefined` until loaded;
 * - `isLoading` / `isError` / `error` / `refetch`: the profile query's state (a failed
 *   profile is a `GatewayError`; the page shows it with a retry).
 *
 * The one place the team feature asks "who am I" (both the downline and the upline pages use it).
 */
export interface CurrentAgent {
  /** The session's user id, `null` when signed out. */
  id: number | null;
  /** Hierarchy code of the agent (`AG-…`), once the profile has loaded. */
  code: string | undefined;
  /** The agent's profile, once loaded. */
  profile: UserProfile | undefined;
  /** The profile is loading (first load). */
  isLoading: boolean;
  /** The profile failed to load. */
  isError: boolean;
  /** The profile query's error, if any. */
  error: unknown;
  /** Loads the profile again. */
  refetch: () => unknown;
}

/**
 * The signed-in agent: session user id (`selectUserId`) and `useGetProfileQuery(id)`
 * (skipped without a session). See {@link CurrentAgent}.
 */
export function useCurrentAgent(): CurrentAgent {
  const id = useSelector(selectUserId);
  const query = useGetProfileQuery(id ?? skipToken);
  return {
    id,
    code: query.data?.code,
    profile: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Whether a query's error is a 403 `GatewayError`: the gateway refuses a code outside the
 * caller's downline subtree or upline chain, and another agent's telemetry (CONTRACTS
 * "Team" who reads what). Pages show it as a clear "not allowed" message, not a retry.
 */
export function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}
