import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { PayDuePanel } from './PayDuePanel.js';

const meta = {
  title: 'Features/Profile/PayDuePanel',
  component: PayDuePanel,
  args: { userId: 14 },
} satisfies Meta<typeof PayDuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blocked agent: two FAILED invoices, taxes and the total to pay. */
export const Due: Story = {
  decorators: [withStoryProviders({ due: true })],
};

/** Everything paid. */
export const NothingDue: Story = {
  decorators: [withStoryProviders({ due: false })],
};
