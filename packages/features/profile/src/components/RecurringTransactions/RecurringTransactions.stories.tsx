import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { RecurringTransactions } from './RecurringTransactions.js';

const meta = {
  title: 'Features/Profile/MyProfile/RecurringTransactions',
  component: RecurringTransactions,
  args: { userId: 12 },
} satisfies Meta<typeof RecurringTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid invoices, not blocked. */
export const Paid: Story = {
  decorators: [withProfileData()],
};

/** No invoices yet. */
export const Empty: Story = {
  decorators: [withProfileData({ invoices: [] })],
};
