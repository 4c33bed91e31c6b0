import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { bareClient, sampleClient } from '../../test/clientsFixtures.js';
import { ClientSummaryFigures } from './ClientSummaryFigures.js';

const meta = {
  title: 'Features/Clients/ClientSummaryFigures',
  component: ClientSummaryFigures,
  parameters: { layout: 'padded' },
  args: { client: sampleClient },
} satisfies Meta<typeof ClientSummaryFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three policies, one active: $1,481.40 a year, next due Dec 1, 2026. */
export const Typical: Story = {};
/** No policies: zeros and "—". */
export const NoPolicies: Story = { args: { client: bareClient } };
/** A phone (390 px): two cards a row. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
