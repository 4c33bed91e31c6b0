import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/storyStore';
import { SecurityQuestion } from './SecurityQuestion';

const meta = {
  title: 'Features/Profile/SecurityQuestion',
  component: SecurityQuestion,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  
} satisfies Meta<typeof SecurityQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current question and the change form. */
export const Default: Story = {};
