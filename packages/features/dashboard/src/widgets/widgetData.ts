import {
  announcementsApi,
  earningsApi,
  remindersApi,
  teamApi,
  useGetEarningsQuery,
  useGetProgressTrackerQuery,
  useGetRemindersQuery,
  useGetUplineTelemetryQuery,
  useListAnnouncementsQuery,
} from '@agent-portal/api-client';
import { useEffect } from 'react';

/** Announcements the dashboard shows, the newest (pinned first). */
export const LATEST_ANNOUNCEMENTS = 3;

/** The arguments of the widgets' five calls, shared by the prefetch and the widgets (one cache entry each). */
export const widgetArgs = {
  earnings: {},
  announcements: { page: 1, limit: LATEST_ANNOUNCEMENTS },
} as const;

/**
 * Name of the `performance.mark` set once every widget of the dashboard shows its data or its
 * error (issue #27 "dashboard complete"); its `startTime` is ms since navigation start. Read by
 * `e2e/budget` and `pnpm bench:lighthouse`.
 */
export const DASHBOARD_COMPLETE_MARK = 'agent-portal:dashboard-complete';

/**
 * Starts the widgets' five calls (issue #12: earnings, reminders, progress tracker, announcements,
 * upline telemetry) from the dashboard route, in parallel with the widgets' own code (issue #27):
 * the widgets then find their data in the cache, or the request already on its way.
 * @param userId - the signed-in agent (nothing is requested before it is known).
 */
export function usePrefetchWidgetData(userId: number | null | undefined): void {
  const earnings = earningsApi.usePrefetch('getEarnings');
  const reminders = remindersApi.usePrefetch('getReminders');
  const progress = remindersApi.usePrefetch('getProgressTracker');
  const announcements = announcementsApi.usePrefetch('listAnnouncements');
  const telemetry = teamApi.usePrefetch('getUplineTelemetry');
  useEffect(() => {
    if (userId == null) return;
    earnings(widgetArgs.earnings);
    reminders(userId);
    progress(userId);
    announcements(widgetArgs.announcements);
    telemetry(userId);
  }, [userId, earnings, reminders, progress, announcements, telemetry]);
}

/**
 * Sets {@link DASHBOARD_COMPLETE_MARK} once, after the commit in which the last of the widgets'
 * five calls has settled (data or error), i.e. when every widget shows its data or its error.
 * @param userId - the signed-in agent.
 */
export function useMarkDashboardComplete(userId: number): void {
  const settled = [
    useGetEarningsQuery(widgetArgs.earnings),
    useGetRemindersQuery(userId),
    useGetProgressTrackerQuery(userId),
    useListAnnouncementsQuery(widgetArgs.announcements),
    useGetUplineTelemetryQuery(userId),
  ].every((query) => query.isSuccess || query.isError);
  useEffect(() => {
    if (!settled || typeof performance === 'undefined' || performance.getEntriesByName(DASHBOARD_COMPLETE_MARK).length > 0) return;
    performance.mark(DASHBOARD_COMPLETE_MARK);
  }, [settled]);
}
