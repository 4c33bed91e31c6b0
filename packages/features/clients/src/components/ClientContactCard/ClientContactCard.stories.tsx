import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { bareClient, sampleClient } from '../../test/clientsFixtures.js';
import { ClientContactCard } from './ClientContactCard.js';

const meta = {
  title: 'Features/Clients/ClientContactCard',
  component: ClientContactCard,
  parameters: { layout: 'padded' },
  args: { client: sampleClient },
} satisfies Meta<typeof ClientContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sofía Hernández: email and phone links, a two-line address, date of birth, client since. */
export const Typical: Story = {};
/** Nothing known but the name and client since: "—" for each. */
export const Unknowns: Story = { args: { client: bareClient } };
/** A phone (390 px): one column. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
