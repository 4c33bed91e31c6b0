import { hubFileUrl, useGetProfileQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { DashboardGreeting } from '../components/DashboardGreeting/DashboardGreeting.js';
import { usePrefetchWidgetData } from '../widgets/widgetData.js';

// The widgets are a chunk of their own (issue #12), requested as the route renders, while their
// five calls are already on their way (issue #27: cheap instead of late).
const DashboardWidgets = lazy(() => import('../widgets/DashboardWidgets.js'));

/**
 * The `dashboard` route module (lazy): greets the signed-in agent (§2), then the agent's day
 * (issue #12). The widgets' code and their data load together as soon as the route renders
 * (issue #27): no idle wait; each widget shows its placeholder until its data arrives.
 */
export function Component() {
  const userId = useSelector(selectUserId);
  const { data: profile, isLoading } = useGetProfileQuery(userId ?? skipToken);
  usePrefetchWidgetData(userId);
  return (
    <>
      <DashboardGreeting profile={profile} avatarSrc={hubFileUrl(profile?.avatar_url)} loading={isLoading} />
      {/* Room kept for the widgets, so the footer does not jump when they arrive. */}
      <Box sx={{ minHeight: 360 }} data-testid="dashboard-widgets">
        {userId != null && (
          <Suspense fallback={null}>
            <DashboardWidgets userId={userId} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
