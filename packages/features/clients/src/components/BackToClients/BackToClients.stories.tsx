import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { BackToClients } from './BackToClients.js';

const meta = {
  title: 'Features/Clients/BackToClients',
  component: BackToClients,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BackToClients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the global search or a link: back to the list's first page. */
export const ToList: Story = {};
/** Opened from a searched, paged list: back to that view. */
export const ToSearchedList: Story = { args: { listSearch: '?search=sofia&page=2' } };
