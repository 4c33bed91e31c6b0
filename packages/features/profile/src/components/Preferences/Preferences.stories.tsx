import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/storyStore';
import { Preferences } from './Preferences';

const meta = {
  title: 'Features/Profile/Preferences',
  component: Preferences,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  
} satisfies Meta<typeof Preferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Language and theme (the theme follows Storybook's toolbar). */
export const Default: Story = {};
