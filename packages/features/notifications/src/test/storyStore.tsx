import { notificationsApi } from '@agent-portal/api-client';
import type { ListNotificationsParams, NotificationPage } from '@agent-portal/api-client/wire';
import { createStoryStore } from '@agent-portal/test-utils/stories';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';

/** One cached page of `GET /intercom/v1/notifications/notify-me` to seed. */
export interface SeededPage {
  args: Required<ListNotificationsParams>;
  page: NotificationPage;
}

function seededStore(pages: SeededPage[]) {
  const store = createStoryStore();
  for (const { args, page } of pages) void store.dispatch(notificationsApi.util.upsertQueryData('listNotifications', args, page));
  return store;
}

/**
 * A store like the portal's whose notification cache is pre-filled (no network in
 * Storybook: a page that is not seeded fails, as the gateway is not configured).
 */
export function StoryStore({ pages, children }: { pages: SeededPage[]; children: ReactNode }) {
  const [store] = useState(() => seededStore(pages));
  return <Provider store={store}>{children}</Provider>;
}
