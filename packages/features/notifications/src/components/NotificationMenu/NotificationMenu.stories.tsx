import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { sampleNotifications } from '../NotificationTable/fixtures.js';
import { NotificationMenuView } from './NotificationMenu.js';

const meta = {
  title: 'Features/Notifications/NotificationMenu',
  component: NotificationMenuView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    anchorEl: typeof document === 'undefined' ? null : document.body,
    onClose: () => undefined,
    items: sampleNotifications,
    unseen: 3,
    onOpen: () => undefined,
    onMarkAll: () => undefined,
  },
} satisfies Meta<typeof NotificationMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest five, three unseen. */
export const Latest: Story = {};
/** Nothing unseen, nothing at all. */
export const Empty: Story = { args: { items: [], unseen: 0 } };
/** While loading. */
export const Loading: Story = { args: { items: undefined } };
