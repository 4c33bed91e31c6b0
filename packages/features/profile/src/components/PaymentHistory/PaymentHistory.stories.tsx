import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { PaymentHistory } from './PaymentHistory.js';

const meta = {
  title: 'Features/Profile/PaymentHistory',
  component: PaymentHistory,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof PaymentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a 14-payment history, with one declined attempt. */
export const Default: Story = {};
