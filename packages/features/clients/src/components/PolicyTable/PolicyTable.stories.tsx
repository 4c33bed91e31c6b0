import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { sampleClient } from '../../test/clientsFixtures.js';
import { PolicyTable } from './PolicyTable.js';

const meta = {
  title: 'Features/Clients/PolicyTable',
  component: PolicyTable,
  parameters: { layout: 'padded' },
  args: { policies: sampleClient.policies },
} satisfies Meta<typeof PolicyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active monthly Term Life, pending quarterly Whole Life, lapsed annual Annuity without a face amount. */
export const Typical: Story = {};
/** A client without policies. */
export const Empty: Story = { args: { policies: [] } };
/** A phone (390 px): each policy a stacked card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
