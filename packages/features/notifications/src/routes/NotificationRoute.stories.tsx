import type { Notification, NotificationPage } from '@agent-portal/api-client/wire';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sampleNotifications } from '../components/NotificationTable/fixtures.js';
import { StoryStore, type SeededPage } from '../test/storyStore.js';
import { Component as NotificationRoute } from './NotificationRoute.js';

const TOTAL = 130;

/** Page `page` of 13 (size 10) of a list of 130, the first three of page 1 unseen. */
function page(n: number): Notification[] {
  return sampleNotifications.map((item, i) => ({
    ...item,
    id: TOTAL - (n - 1) * 10 - i,
    reference: { ...item.reference, seen: n > 1 || item.reference.seen },
  }));
}

/** Where a row click led (stories have no other pages). */
function Elsewhere() {
  const location = useLocation();
  return <Typography>{`Navigated to ${location.pathname}${location.search}`}</Typography>;
}

/** Renders the page at `/notification{search}` with `pages` in the cache. */
const atPage =
  (search: string, pages: SeededPage[]): Decorator =>
  (Story) => (
    <StoryStore pages={pages}>
      <MemoryRouter initialEntries={[`/notification${search}`]}>
        <Routes>
          <Route path="/notification" element={<Story />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </StoryStore>
  );

const seeded = (p: number, data: NotificationPage['data'], count = TOTAL, unseen = 3): SeededPage => ({
  args: { page: p, limit: 10 },
  page: { data, count, unseen },
});

const meta = {
  title: 'Features/Notifications/NotificationPage',
  component: NotificationRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 13: three unseen rows highlighted and announced; ten page links with first/last. */
export const WithRows: Story = { decorators: [atPage('?page=1&limit=10', [seeded(1, page(1))])] };
/** Page 2: S.No continues at 11. */
export const SecondPage: Story = { decorators: [atPage('?page=2&limit=10', [seeded(2, page(2))])] };
/** A notification linking to another website: a click asks first ("Leave Agent Portal?"). */
export const ExternalLink: Story = {
  decorators: [
    atPage('?page=1&limit=10', [
      seeded(1, [{ ...sampleNotifications[0]!, subject: 'Carrier webinar', href: 'https://partner.example.com/webinar' }], 1, 1),
    ]),
  ],
};
/** Subject and body with markup are shown as text. */
export const HtmlAsText: Story = {
  decorators: [
    atPage('?page=1&limit=10', [
      seeded(1, [{ ...sampleNotifications[0]!, subject: '<img src=x onerror=alert(1)>', body: '<b>not bold</b>' }], 1, 1),
    ]),
  ],
};
/** No notifications: the no-data image; "Mark all as seen" disabled. */
export const Empty: Story = { decorators: [atPage('', [seeded(1, [], 0, 0)])] };
/**
 * The list failed to load: an error with "Try again" (nothing is cached and
 * Storybook has no gateway). The loading skeleton is the NotificationTable
 * story "Loading".
 */
export const Failed: Story = { decorators: [atPage('?page=1&limit=10', [])] };
