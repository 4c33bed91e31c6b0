import { announcementsApi, earningsApi, gatewayApi, remindersApi, teamApi } from '@agent-portal/api-client';
import type { AnnouncementPage, Earnings, ProgressTracker, Reminders, UplineTelemetry } from '@agent-portal/api-client/wire';
import { createStoryStore, wrapStory } from '@agent-portal/test-utils/stories';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { sameDaysWidgetArgs } from '../widgets/widgetData.js';

// Story-only helpers of the dashboard widgets, without MSW: stories import this file in the browser.

/** The agent of the stories. */
export const STORY_USER = 12;

/** The widgets' calls, by endpoint name, with the arguments the widgets pass. */
const ARGS = {
  getEarnings: {},
  getReminders: STORY_USER,
  getProgressTracker: STORY_USER,
  listAnnouncements: { page: 1, limit: 3 },
  getUplineTelemetry: STORY_USER,
} as const;

/** A widget's call. */
export type WidgetEndpoint = keyof typeof ARGS;

/**
 * What the story store's cache holds. A call that is neither seeded nor `loading` fails at once
 * (Storybook has no gateway): the widget's error state.
 */
export interface DashboardStoryData {
  earnings?: Earnings;
  /**
   * The like-for-like earnings (issue #27 §4): the answer of `GET /commissions/earnings` with
   * `through_day`, cached under `sameDaysWidgetArgs(today)`.
   */
  earningsSoFar?: { today: string; data: Earnings };
  reminders?: Reminders;
  progress?: ProgressTracker;
  announcements?: AnnouncementPage;
  telemetry?: UplineTelemetry;
  /** Calls left pending for good: the widget's loading state. */
  loading?: WidgetEndpoint[];
}

/**
 * The action RTK Query dispatches when a query starts: the cache entry is then `pending`, so the
 * widget's hook shows its loading state and does not start another request.
 */
function pending(endpointName: WidgetEndpoint) {
  const originalArgs = ARGS[endpointName];
  return {
    type: `${gatewayApi.reducerPath}/executeQuery/pending`,
    payload: undefined,
    meta: {
      arg: {
        type: 'query',
        subscribe: false,
        endpointName,
        originalArgs,
        queryCacheKey: defaultSerializeQueryArgs({ endpointName, queryArgs: originalArgs, endpointDefinition: undefined as never }),
      },
      requestId: `story-${endpointName}`,
      requestStatus: 'pending',
      startedTimeStamp: Date.now(),
    },
  };
}

function seededStore(data: DashboardStoryData) {
  const store = createStoryStore();
  const put = store.dispatch as (action: unknown) => unknown;
  if (data.earnings) put(earningsApi.util.upsertQueryData('getEarnings', ARGS.getEarnings, data.earnings));
  if (data.earningsSoFar) put(earningsApi.util.upsertQueryData('getEarnings', sameDaysWidgetArgs(data.earningsSoFar.today), data.earningsSoFar.data));
  if (data.reminders) put(remindersApi.util.upsertQueryData('getReminders', STORY_USER, data.reminders));
  if (data.progress) put(remindersApi.util.upsertQueryData('getProgressTracker', STORY_USER, data.progress));
  if (data.announcements) put(announcementsApi.util.upsertQueryData('listAnnouncements', ARGS.listAnnouncements, data.announcements));
  if (data.telemetry) put(teamApi.util.upsertQueryData('getUplineTelemetry', STORY_USER, data.telemetry));
  for (const endpoint of data.loading ?? []) put(pending(endpoint));
  return store;
}

/** A store whose cache holds {@link DashboardStoryData}, a router, and the width of a dashboard column. */
export function DashboardStoryProviders({ data, children }: { data: DashboardStoryData; children: ReactNode }) {
  const [store] = useState(() => seededStore(data));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <div style={{ width: 380, maxWidth: '100%' }}>{children}</div>
      </MemoryRouter>
    </Provider>
  );
}

/** A story decorator rendering the story inside {@link DashboardStoryProviders}. */
export function withDashboardData(data: DashboardStoryData = {}): Decorator {
  return wrapStory(DashboardStoryProviders, { data });
}

const cycle = (start: string, end: string, net: number) => ({
  start_date: start,
  end_date: end,
  commissions_cents: net + 1_500,
  overrides_cents: 500,
  bonuses_cents: 0,
  charge_backs_cents: 2_000,
  net_cents: net,
});
const zero = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 };

/** Eight pay cycles, the current one last (Tuesday to Monday). */
export const storyEarnings: Earnings = {
  cycles: [
    cycle('2026-09-29', '2026-10-05', 84_000),
    cycle('2026-10-06', '2026-10-12', 91_250),
    cycle('2026-10-13', '2026-10-19', 78_400),
    cycle('2026-10-20', '2026-10-26', 102_300),
    cycle('2026-10-27', '2026-11-02', 96_800),
    cycle('2026-11-03', '2026-11-09', 110_000),
    cycle('2026-11-10', '2026-11-16', 100_000),
    cycle('2026-11-17', '2026-11-23', 123_456),
  ],
  total: zero,
  year_to_date: { ...zero, year: 2026 },
};

/** "Today" of the stories: Thursday 2026-11-19, three days into the Nov 17 – 23 cycle, the last of {@link storyEarnings}. */
export const STORY_TODAY = '2026-11-19';

/** The like-for-like answer on {@link STORY_TODAY} (issue #27 §4): the first three days of the previous and the current cycle. */
export const storyEarningsSoFar: Earnings = {
  ...storyEarnings,
  cycles: [cycle('2026-11-10', '2026-11-16', 61_200), cycle('2026-11-17', '2026-11-23', 123_456)],
};

/** No earnings in any cycle of the range: the empty state. */
export const storyEarningsEmptyCycle: Earnings = {
  ...storyEarnings,
  cycles: [
    { ...zero, start_date: '2026-11-10', end_date: '2026-11-16' },
    { ...zero, start_date: '2026-11-17', end_date: '2026-11-23' },
  ],
};

/** Due items, most pressing first, one of an unknown type linking off-site (shown as text). */
export const storyReminders: Reminders = {
  checked_at: '2026-11-24T10:00:00.000Z',
  reminders: [
    { id: 'INVOICE_FAILED:41', type: 'INVOICE_FAILED', severity: 'error', title: 'x', href: '/my-profile#recurring-transactions', due_on: '2026-11-25', params: { invoice_id: 41, amount_cents: 4_900, subscription_type: 'CP_UTILIZATION' } },
    { id: 'DOCUMENT_EXPIRING:E_AND_O_POLICY', type: 'DOCUMENT_EXPIRING', severity: 'warning', title: 'x', href: '/my-profile#essential-documents', due_on: '2026-12-10', params: { document_type: 'E_AND_O_POLICY' } },
    { id: 'TICKET_AWAITING_REPLY:21', type: 'TICKET_AWAITING_REPLY', severity: 'warning', title: 'x', href: '/help/generate-ticket/21', due_on: null, params: { ticket_id: 21, ticket: 'TCK-000021', subject: 'Chargeback dispute on policy TL-000012345 for the October renewal' } },
    { id: 'NEW_KIND:1', type: 'NEW_KIND' as Reminders['reminders'][number]['type'], severity: 'info', title: 'Something new from the gateway', href: 'https://evil.example/phish', due_on: null, params: {} },
  ],
};

/** Three of seven onboarding steps done. */
export const storyProgress: ProgressTracker = {
  steps: (['PROFILE_PICTURE', 'PERSONAL_INFORMATION', 'ADDRESS', 'ESSENTIAL_DOCUMENTS', 'BANK_ACCOUNT', 'PAYMENT_CARD', 'LICENCE'] as const).map((key, i) => ({
    key,
    done: i < 3,
    href: `/my-profile#${key.toLowerCase().replace(/_/g, '-')}`,
  })),
  done_count: 3,
  total: 7,
  percent: 42,
  complete: false,
};

/** The three latest announcements, pinned first; one body is markup (shown as text). */
export const storyAnnouncements: AnnouncementPage = {
  count: 5,
  data: [
    { id: 5, title: 'Holiday payout schedule', body: 'Payouts of the Thanksgiving week are made on Wednesday.\n\nAs usual otherwise.', published_at: '2026-11-15T12:00:00.000Z', pinned: true },
    { id: 4, title: 'Portal maintenance on Sunday night', body: '<b>The portal is closed</b> from 1 to 3 a.m. Eastern time while we upgrade the servers; nothing is lost.', published_at: '2026-11-12T12:00:00.000Z', pinned: false },
    { id: 3, title: 'New carrier: Northwind Life', body: 'Term life products of Northwind Life can be sold from December 1.', published_at: '2026-11-02T12:00:00.000Z', pinned: false },
  ],
};

/** An upline's team figures. */
export const storyTelemetry: UplineTelemetry = {
  pay_cycle_start: '2026-11-17',
  pay_cycle_end: '2026-11-23',
  direct_count: 6,
  total_count: 54,
  licensed_count: 40,
  unlicensed_count: 14,
  by_depth: [],
  new_recruits_this_cycle: 2,
  production_this_cycle_cents: 500_000,
  production_previous_cycle_cents: 900_000,
  cycle_days_elapsed: 3,
  production_previous_cycle_same_days_cents: 400_000,
  problems: { BLOCKED: 0, DOCUMENTS: 0, LICENSE_PENDING: 0 },
};
