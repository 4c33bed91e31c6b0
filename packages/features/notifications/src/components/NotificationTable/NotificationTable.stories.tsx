import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n';
import { NotificationTable } from './NotificationTable';
import { sampleNotifications } from './fixtures';

const meta = {
  title: 'Features/Notifications/NotificationTable',
  component: NotificationTable,
  args: {
    rows: sampleNotifications,
    total: 130,
    page: 1,
    pageSize: 10,
    onPageChange: () => undefined,
    onPageSizeChange: () => undefined,
    onOpen: () => undefined,
  },
} satisfies Meta<typeof NotificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 13: three unseen rows highlighted, ten page links with first/last. */
export const FirstPage: Story = {};
/** Deep in the list: the window of 10 page links slides. */
export const MiddlePage: Story = { args: { page: 7 } };
/** While the first page loads. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No notifications: the no-data image. */
export const Empty: Story = { args: { rows: [], total: 0 } };
/** The list failed to load. */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
