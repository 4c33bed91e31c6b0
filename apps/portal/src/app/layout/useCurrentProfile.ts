import { useGetProfileQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';

/** The signed-in agent's profile (§3), from the shared gateway cache. */
export function useCurrentProfile() {
  const userId = useSelector(selectUserId);
  return useGetProfileQuery(userId ?? skipToken);
}

/**
 * Whether the signed-in agent is a licensed contractor (§6), from the same cache entry as
 * {@link useCurrentProfile}: `false` until the profile has loaded. The component re-renders only
 * when this answer changes, not at each state of the profile's request (RTK Query's
 * `selectFromResult`), so the shell does not render again while the profile loads.
 */
export function useIsLicensed(): boolean {
  const userId = useSelector(selectUserId);
  return useGetProfileQuery(userId ?? skipToken, { selectFromResult: ({ data }) => ({ isLicensed: data?.is_licensed ?? false }) }).isLicensed;
}
