import { hubFileUrl, useGetProfileQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { DashboardGreeting } from '../components/DashboardGreeting/DashboardGreeting';

/** The `dashboard` route module (lazy): greets the signed-in agent (§2). */
export function Component() {
  const userId = useSelector(selectUserId);
  const { data: profile, isLoading } = useGetProfileQuery(userId ?? skipToken);
  return <DashboardGreeting profile={profile} avatarSrc={hubFileUrl(profile?.avatar_url)} loading={isLoading} />;
}
