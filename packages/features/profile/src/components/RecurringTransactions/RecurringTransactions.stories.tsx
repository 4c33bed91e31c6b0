import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileStoryProviders } from '../PersonalInformation/storyData';
import { RecurringTransactions } from './RecurringTransactions';

const meta = {
  title: 'Features/Profile/MyProfile/RecurringTransactions',
  component: RecurringTransactions,
  args: { userId: 12 },
} satisfies Meta<typeof RecurringTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Paid invoices, not blocked. */
export const Paid: Story = {
  decorators: [
    (Story) => (
      <ProfileStoryProviders data={{}}>
        <Story />
      </ProfileStoryProviders>
    ),
  ],
};

/** No invoices yet. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <ProfileStoryProviders data={{ invoices: [] }}>
        <Story />
      </ProfileStoryProviders>
    ),
  ],
};
