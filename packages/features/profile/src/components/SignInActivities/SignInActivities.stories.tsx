import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { SignInActivities } from './SignInActivities.js';

const meta = {
  title: 'Features/Profile/SignInActivities',
  component: SignInActivities,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof SignInActivities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Successful and failed sign-ins (local network, another IP, unknown device). */
export const Default: Story = {};
