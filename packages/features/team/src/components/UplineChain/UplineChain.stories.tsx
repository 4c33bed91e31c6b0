import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { chainOf, makeMember, MY_CODE, myChain } from '../../test/myTeamFixtures.js';
import { UplineChain } from './UplineChain.js';

const meta = {
  title: 'Features/Team/UplineChain',
  component: UplineChain,
  parameters: { layout: 'padded' },
  args: { chain: myChain, selfCode: MY_CODE, 'aria-label': 'Upline chain' },
} satisfies Meta<typeof UplineChain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upline page: the top first, down to "You". */
export const Cards: Story = {};
/** The side panel's preview: from the signed-in agent down to a level-2 agent, compact. */
export const CompactUpToSelf: Story = { args: { chain: chainOf(makeMember(2)), upToSelf: true, variant: 'compact' } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
