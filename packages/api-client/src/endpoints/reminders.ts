import { gatewayApi } from '../gatewayApi.js';
import type { ProgressTracker, Reminders } from '../types/index.js';

/**
 * The agent's day (issue #12, the dashboard; spec §7 `users/{id}/reminders`,
 * `users/{id}/progress-tracker`; own id only, else 403). Both are computed by the gateway from
 * its data: mutations that change that data (a payment, a document, a ticket reply, a profile
 * edit, a promotion decision) invalidate the `Reminder` / `Progress` tags. Silent: each dashboard
 * widget shows its own error and a retry.
 */
export const remindersApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /integration/v1/users/{id}/reminders` → {@link Reminders}, most pressing first. */
    getReminders: build.query<Reminders, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/users/${id}/reminders`, silent: true }),
      providesTags: [{ type: 'Reminder', id: 'MINE' }],
    }),
    /** `GET /integration/v1/users/{id}/progress-tracker` → {@link ProgressTracker}, the onboarding steps. */
    getProgressTracker: build.query<ProgressTracker, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/users/${id}/progress-tracker`, silent: true }),
      providesTags: [{ type: 'Progress', id: 'MINE' }],
    }),
  }),
});

/** Hooks of {@link remindersApi}: `useGetRemindersQuery(userId)`, `useGetProgressTrackerQuery(userId)`. */
export const { useGetRemindersQuery, useGetProgressTrackerQuery } = remindersApi;
