import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TEAM_NS } from '../../i18n/index.js';
import { ProblemBadges } from './ProblemBadges.js';

const meta = {
  title: 'Features/Team/ProblemBadges',
  component: ProblemBadges,
  args: { problems: ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'] },
} satisfies Meta<typeof ProblemBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, TEAM_NS)(key);

/** Every problem: blocked (red), documents (amber), licence pending (blue), each with its icon. */
export const AllProblems: Story = {};

/** One problem. */
export const Blocked: Story = { args: { problems: ['BLOCKED'] } };

/** No problems: nothing is rendered. */
export const NoProblems: Story = {
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-problem]')).toBeNull();
  },
};

/** Hovering a badge shows the full label as a tooltip (it is also the badge's name). */
export const WithTooltip: Story = {
  args: { problems: ['DOCUMENTS'] },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByLabelText(t('common.problems.DOCUMENTS')));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(t('common.problems.DOCUMENTS'));
  },
};
