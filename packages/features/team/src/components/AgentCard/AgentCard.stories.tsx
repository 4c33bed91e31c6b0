import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { hierarchyAgentOf, makeMember, me, myChain } from '../../test/myTeamFixtures.js';
import { AgentCard } from './AgentCard.js';

const meta = {
  title: 'Features/Team/AgentCard',
  component: AgentCard,
  args: { agent: hierarchyAgentOf(makeMember(1)) },
} satisfies Meta<typeof AgentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A downline agent: status, email and phone buttons. */
export const Downline: Story = {};
/** A blocked downline agent. */
export const Blocked: Story = { args: { agent: hierarchyAgentOf(makeMember(2)) } };
/** An upline's public card: no phone, no status. */
export const UplinePublic: Story = { args: { agent: myChain[1]! } };
/** The signed-in agent's own card, marked "You". */
export const Self: Story = { args: { agent: me, self: true } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
