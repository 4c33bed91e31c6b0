import { hubFileUrl, useGetProfileQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import { useWhenIdle } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { DashboardGreeting } from '../components/DashboardGreeting/DashboardGreeting.js';

// The widgets are a chunk of their own (issue #12), off the first paint's path.
const DashboardWidgets = lazy(() => import('../widgets/DashboardWidgets.js'));

/**
 * When the widgets start (issue #12, issue #8 first load): a second after the page's `load` event,
 * at an idle moment (at most 2 s later) — the greeting, the largest paint, and the shell's own
 * requests go first; the widgets' code and five calls follow.
 */
export const WIDGETS_START = { delayMs: 1000, idleTimeoutMs: 2000, afterLoad: true } as const;

/** The `dashboard` route module (lazy): greets the signed-in agent (§2), then the agent's day (issue #12). */
export function Component() {
  const userId = useSelector(selectUserId);
  const { data: profile, isLoading } = useGetProfileQuery(userId ?? skipToken);
  const widgetsReady = useWhenIdle(WIDGETS_START);
  return (
    <>
      <DashboardGreeting profile={profile} avatarSrc={hubFileUrl(profile?.avatar_url)} loading={isLoading} />
      {/* Room kept for the widgets, so the footer does not jump when they arrive. */}
      <Box sx={{ minHeight: 360 }} data-testid="dashboard-widgets">
        {widgetsReady && userId != null && (
          <Suspense fallback={null}>
            <DashboardWidgets userId={userId} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
