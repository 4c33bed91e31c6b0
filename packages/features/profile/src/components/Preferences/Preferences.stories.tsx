import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { Preferences } from './Preferences.js';

const meta = {
  title: 'Features/Profile/Preferences',
  component: Preferences,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof Preferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Language and theme (the theme follows Storybook's toolbar). */
export const Default: Story = {};
