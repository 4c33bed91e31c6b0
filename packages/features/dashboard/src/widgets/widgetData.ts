import {
  announcementsApi,
  earningsApi,
  earningsComparison,
  earningsCycleOf,
  sameDaysEarningsParams,
  remindersApi,
  teamApi,
  useGetEarningsQuery,
  useGetProgressTrackerQuery,
  useGetRemindersQuery,
  useGetUplineTelemetryQuery,
  useListAnnouncementsQuery,
} from '@agent-portal/api-client';
import type { EarningsParams } from '@agent-portal/api-client/wire';
import { useEffect } from 'react';

/** Announcements the dashboard shows, the newest (pinned first). */
export const LATEST_ANNOUNCEMENTS = 3;

/** The arguments of the widgets' five calls, shared by the prefetch and the widgets (one cache entry each). */
export const widgetArgs = {
  earnings: {},
  announcements: { page: 1, limit: LATEST_ANNOUNCEMENTS },
} as const;

/**
 * The earnings widget's like-for-like call (issue #27 §4): `GET /commissions/earnings` over the
 * previous and the current pay cycle, each through today's day of the cycle (`through_day`), so the
 * current cycle so far is compared with the same days of the one before. Its arguments follow from
 * today alone, so the dashboard starts it with the others, before the widget knows it needs it.
 * @param today - a `Date` (local calendar day) or ISO `YYYY-MM-DD`; default now.
 * @returns `{ start_date, end_date, through_day }` (ISO dates, 1–7).
 */
export function sameDaysWidgetArgs(today: Date | string = new Date()): Required<EarningsParams> {
  const cycle = earningsCycleOf(today);
  // The cycle holding today is always in progress: the comparison is `sameDays`.
  return sameDaysEarningsParams(cycle, earningsComparison(cycle, today))!;
}

/**
 * Name of the `performance.mark` set once every widget of the dashboard shows its data or its
 * error (issue #27 "dashboard complete"); its `startTime` is ms since navigation start. Read by
 * `e2e/budget` and `pnpm bench:lighthouse`.
 */
export const DASHBOARD_COMPLETE_MARK = 'agent-portal:dashboard-complete';

/**
 * Starts the widgets' six calls (issue #12: earnings, reminders, progress tracker, announcements,
 * upline telemetry; issue #27 §4: the earnings of this and the previous cycle so far,
 * {@link sameDaysWidgetArgs}) from the dashboard route, in parallel with the widgets' own code
 * (issue #27): the widgets then find their data in the cache, or the request already on its way.
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
    earnings(sameDaysWidgetArgs());
    reminders(userId);
    progress(userId);
    announcements(widgetArgs.announcements);
    telemetry(userId);
  }, [userId, earnings, reminders, progress, announcements, telemetry]);
}

/** Whether a call has settled (data or error): all a completion check needs of its state. */
const settledOnly = { selectFromResult: ({ isSuccess, isError }: { isSuccess: boolean; isError: boolean }) => ({ settled: isSuccess || isError }) };

/**
 * Sets {@link DASHBOARD_COMPLETE_MARK} once, after the commit in which the last of the widgets'
 * six calls has settled (data or error), i.e. when every widget shows its data or its error.
 * Its component re-renders only when a call settles (`selectFromResult`), not at each state of
 * the six requests — render it apart from the widgets ({@link DashboardCompleteMark}), so they do
 * not render again with it.
 * @param userId - the signed-in agent.
 */
export function useMarkDashboardComplete(userId: number): void {
  const settled = [
    useGetEarningsQuery(widgetArgs.earnings, settledOnly),
    useGetEarningsQuery(sameDaysWidgetArgs(), settledOnly),
    useGetRemindersQuery(userId, settledOnly),
    useGetProgressTrackerQuery(userId, settledOnly),
    useListAnnouncementsQuery(widgetArgs.announcements, settledOnly),
    useGetUplineTelemetryQuery(userId, settledOnly),
  ].every((query) => query.settled);
  useEffect(() => {
    if (!settled || typeof performance === 'undefined' || performance.getEntriesByName(DASHBOARD_COMPLETE_MARK).length > 0) return;
    performance.mark(DASHBOARD_COMPLETE_MARK);
  }, [settled]);
}

/**
 * Renders nothing; sets {@link DASHBOARD_COMPLETE_MARK} through {@link useMarkDashboardComplete}.
 * A sibling of the widgets, so its re-renders as the calls settle do not render them again.
 */
export function DashboardCompleteMark({ userId }: { userId: number }): null {
  useMarkDashboardComplete(userId);
  return null;
}
