import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { STORY_USER, storyProgress, withDashboardData } from '../test/storyStore.js';
import { ProgressWidget } from './ProgressWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/ProgressWidget',
  component: ProgressWidget,
  args: { userId: STORY_USER },
} satisfies Meta<typeof ProgressWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/** Three of seven steps done: the bar, done steps ticked, the others link to where they are done. */
export const InProgress: Story = {
  decorators: [withDashboardData({ progress: storyProgress })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: t('progress.label') })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('link', { name: t('progress.steps.BANK_ACCOUNT') })).toHaveAttribute('href', '/my-profile#bank-account');
    await expect(canvas.queryByRole('link', { name: t('progress.steps.PROFILE_PICTURE') })).not.toBeInTheDocument();
  },
};

/** Nothing done yet. */
export const NothingDone: Story = {
  decorators: [
    withDashboardData({ progress: { ...storyProgress, steps: storyProgress.steps.map((step) => ({ ...step, done: false })), done_count: 0, percent: 0 } }),
  ],
};

/** Every step done: the widget is not shown at all. */
export const Complete: Story = {
  decorators: [
    withDashboardData({ progress: { ...storyProgress, steps: storyProgress.steps.map((step) => ({ ...step, done: true })), done_count: 7, percent: 100, complete: true } }),
  ],
  play: async ({ canvasElement }) => {
    // The seeded cache entry settles a tick after the first render (a placeholder until then).
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument());
  },
};

/** While the call runs: the widget's placeholder. */
export const Loading: Story = {
  decorators: [withDashboardData({ loading: ['getProgressTracker'] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('progress.title') })).toBeInTheDocument();
  },
};

/** The call failed (nothing cached, no gateway in Storybook): the message and Retry. */
export const Failed: Story = {
  decorators: [withDashboardData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('progress.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeInTheDocument();
  },
};
