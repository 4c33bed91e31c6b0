import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { NotificationTable } from './NotificationTable.js';
import { sampleNotifications } from './fixtures.js';

const meta = {
  title: 'Features/Notifications/NotificationTable',
  component: NotificationTable,
  args: {
    rows: sampleNotifications,
    pagination: { page: 1, pageSize: 10, total: 130, onPageChange: () => undefined, onPageSizeChange: () => undefined },
    onOpen: () => undefined,
  },
} satisfies Meta<typeof NotificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const paged = (page: number, total = 130) => ({ ...meta.args.pagination, page, total });

/** Page 1 of 13: three unseen rows highlighted, ten page links with first/last. */
export const FirstPage: Story = {};
/** Deep in the list: the window of 10 page links slides, S.No continues at 61. */
export const MiddlePage: Story = { args: { pagination: paged(7) } };
/** While the first page loads: skeleton rows, no pager. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No notifications: the no-data image. */
export const Empty: Story = { args: { rows: [], pagination: paged(1, 0) } };
/** The list failed to load: an error with "Try again". */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined, pagination: paged(1, 0) } };
/** A phone (390 px): every row a stacked card, the column names as labels; nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
