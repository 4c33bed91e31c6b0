import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { BankAccount } from './BankAccount.js';

const meta = {
  title: 'Features/Profile/MyProfile/BankAccount',
  component: BankAccount,
  args: { userId: 12 },
} satisfies Meta<typeof BankAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved account, masked. */
export const Masked: Story = {
  decorators: [withProfileData()],
};

/** No account: Add opens the form. */
export const None: Story = {
  decorators: [withProfileData({ bank: null })],
};
