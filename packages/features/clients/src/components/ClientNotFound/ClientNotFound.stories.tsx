import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { ClientNotFound } from './ClientNotFound.js';

const meta = {
  title: 'Features/Clients/ClientNotFound',
  component: ClientNotFound,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClientNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown id, another agent's client or a non-numeric id. */
export const NotFound: Story = {};
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
