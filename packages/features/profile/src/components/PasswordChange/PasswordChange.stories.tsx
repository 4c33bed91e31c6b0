import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { PasswordChange } from './PasswordChange.js';

const meta = {
  title: 'Features/Profile/PasswordChange',
  component: PasswordChange,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof PasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the live rules checklist. */
export const Default: Story = {};
