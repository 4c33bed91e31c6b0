import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/storyStore';
import { SignInActivities } from './SignInActivities';

const meta = {
  title: 'Features/Profile/SignInActivities',
  component: SignInActivities,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  
} satisfies Meta<typeof SignInActivities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Successful and failed sign-ins (local network, another IP, unknown device). */
export const Default: Story = {};
