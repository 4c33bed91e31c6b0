import { useGetProfileQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';

/** The signed-in agent's profile (§3), from the shared gateway cache. */
export function useCurrentProfile() {
  const userId = useSelector(selectUserId);
  return useGetProfileQuery(userId ?? skipToken);
}
