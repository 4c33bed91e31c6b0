import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { DashboardGreeting } from './DashboardGreeting.js';
import { avaProfile } from './fixtures.js';

const meta = {
  title: 'Features/Dashboard/DashboardGreeting',
  component: DashboardGreeting,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { profile: avaProfile, avatarSrc: undefined },
} satisfies Meta<typeof DashboardGreeting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A licensed agent without a profile picture: the default image. */
export const Licensed: Story = {};

/** An unlicensed contractor. */
export const Unlicensed: Story = { args: { profile: { ...avaProfile, first_name: 'Leo', last_name: 'Brandt', is_licensed: false } } };

/** While the profile loads. */
export const Loading: Story = { args: { profile: undefined, loading: true } };
