import { LATEST_NOTIFICATIONS_ARGS } from '@agent-portal/api-client';
import type { Notification } from '@agent-portal/api-client/wire';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { StoryStore } from '../../test/storyStore.js';
import { sampleNotifications } from '../NotificationTable/fixtures.js';
import { BADGE_MAX, NotificationBell } from './NotificationBell.js';

/** Seeds the bell's latest-notifications query (page 1, limit 10) with `items`, `unseen` and `count`. */
const withLatest =
  (items: Notification[], unseen: number, count = items.length): Decorator =>
  (Story) => (
    <StoryStore pages={[{ args: LATEST_NOTIFICATIONS_ARGS, page: { data: items, count, unseen } }]}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </StoryStore>
  );

const allSeen = sampleNotifications.map((n) => ({ ...n, reference: { ...n.reference, seen: true } }));
const allUnseen = sampleNotifications.map((n) => ({ ...n, reference: { ...n.reference, seen: false } }));

const meta = {
  title: 'Features/Notifications/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unseen: the badge shows 3; click the bell for the latest five. */
export const WithCount: Story = { decorators: [withLatest(sampleNotifications, 3, 130)] };
/** Nothing unseen: no badge, the button is named "Notifications". */
export const Zero: Story = { decorators: [withLatest(allSeen, 0, 130)] };
/** More unseen than {@link BADGE_MAX}: the badge shows "99+". */
export const Capped: Story = { name: '99+', decorators: [withLatest(allUnseen, BADGE_MAX + 51, 150)] };
/** No notifications at all: the menu says "You are all caught up." */
export const Empty: Story = { decorators: [withLatest([], 0)] };
