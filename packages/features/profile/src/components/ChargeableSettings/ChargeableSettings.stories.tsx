import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { ChargeableSettings } from './ChargeableSettings.js';

const meta = {
  title: 'Features/Profile/ChargeableSettings',
  component: ChargeableSettings,
  decorators: [withStoryProviders()],
  args: { userId: 14 },
} satisfies Meta<typeof ChargeableSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A licensed agent's chargeable subscriptions (E&O not charged). */
export const Default: Story = {};
