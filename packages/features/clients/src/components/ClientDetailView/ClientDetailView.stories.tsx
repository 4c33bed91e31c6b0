import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { bareClient, sampleClient } from '../../test/clientsFixtures.js';
import { ClientDetailView } from './ClientDetailView.js';

const meta = {
  title: 'Features/Clients/ClientDetailView',
  component: ClientDetailView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { client: sampleClient },
} satisfies Meta<typeof ClientDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sofía Hernández with three policies and the commissions link. */
export const Typical: Story = {};
/** A client with no contact data and no policies. */
export const NoPolicies: Story = { args: { client: bareClient } };
/** A phone (390 px): figures two a row, policies as cards, nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
