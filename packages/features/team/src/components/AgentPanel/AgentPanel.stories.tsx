import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { chainOf, downlinePreview, hierarchyAgentOf, makeMember, MY_CODE } from '../../test/myTeamFixtures.js';
import { AgentPanel } from './AgentPanel.js';

const member = makeMember(2);

const meta = {
  title: 'Features/Team/AgentPanel',
  component: AgentPanel,
  parameters: { layout: 'padded' },
  args: {
    agent: { data: hierarchyAgentOf(member) },
    upline: { data: chainOf(member) },
    downline: { data: downlinePreview(14) },
    selfCode: MY_CODE,
    onClose: () => undefined,
  },
} satisfies Meta<typeof AgentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blocked level-2 agent: problems, the upline from "You" down, the first 10 of 14 children and "and 4 more". */
export const Typical: Story = {};
/** An agent without a downline. */
export const NoDownline: Story = { args: { downline: { data: downlinePreview(0) } } };
/** Everything loading: skeletons. */
export const Loading: Story = { args: { agent: { isLoading: true }, upline: { isLoading: true }, downline: { isLoading: true } } };
/** The agent is outside the downline (403). */
export const Forbidden: Story = { args: { agent: { isError: true }, agentErrorText: 'This agent is not in your downline.' } };
/** The previews failed: errors with "Try again". */
export const PreviewsFailed: Story = { args: { upline: { isError: true, refetch: () => undefined }, downline: { isError: true, refetch: () => undefined } } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
