import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { SecurityQuestion } from './SecurityQuestion.js';

const meta = {
  title: 'Features/Profile/SecurityQuestion',
  component: SecurityQuestion,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof SecurityQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current question and the change form. */
export const Default: Story = {};
