import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { PaymentCard } from './PaymentCard.js';

const meta = {
  title: 'Features/Profile/MyProfile/PaymentCard',
  component: PaymentCard,
  args: { userId: 12 },
} satisfies Meta<typeof PaymentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved card: brand, last four, expiry. */
export const Saved: Story = {
  decorators: [withProfileData()],
};

/** No card: Add opens the form. */
export const None: Story = {
  decorators: [withProfileData({ card: null })],
};
