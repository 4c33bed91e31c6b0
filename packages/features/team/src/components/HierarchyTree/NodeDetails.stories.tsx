import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { treeNode } from '../../test/treeFixtures.js';
import { NodeDetails } from './NodeDetails.js';

const meta = {
  title: 'Features/Team/NodeDetails',
  component: NodeDetails,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { agent: treeNode('AG-000022', 'Cal', 'Diaz', 3, ['BLOCKED'], false) },
} satisfies Meta<typeof NodeDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blocked, unlicensed agent with a downline: card and "Open in My team". */
export const Typical: Story = {};
/** The signed-in agent: no link to the my-team panel. */
export const Self: Story = { args: { agent: treeNode('AG-000007', 'Ava', 'Martinez', 2), isRoot: true } };
/** Nothing selected. */
export const Empty: Story = { args: { agent: undefined } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
