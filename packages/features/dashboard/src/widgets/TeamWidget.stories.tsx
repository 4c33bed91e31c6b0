import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { STORY_USER, storyTelemetry, withDashboardData } from '../test/storyStore.js';
import { TeamWidget } from './TeamWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/TeamWidget',
  component: TeamWidget,
  args: { userId: STORY_USER },
} satisfies Meta<typeof TeamWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/** An upline's figures: downline, licensed split, recruits, production and its change. */
export const Loaded: Story = {
  decorators: [withDashboardData({ telemetry: storyTelemetry })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('team-total')).toHaveTextContent('54');
    await expect(canvas.getByRole('link', { name: t('team.link') })).toBeInTheDocument();
  },
};

/** Production so far fell against the same days of the last cycle: the change reads as a loss. */
export const ProductionDown: Story = {
  decorators: [withDashboardData({ telemetry: { ...storyTelemetry, production_this_cycle_cents: 120_000, production_previous_cycle_same_days_cents: 400_000 } })],
};

/** No downline: the widget is not shown at all. */
export const NoDownline: Story = {
  decorators: [withDashboardData({ telemetry: { ...storyTelemetry, direct_count: 0, total_count: 0, licensed_count: 0, unlicensed_count: 0 } })],
  play: async ({ canvasElement }) => {
    // The seeded cache entry settles a tick after the first render (a placeholder until then).
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument());
  },
};

/** While the call runs: the widget's placeholder. */
export const Loading: Story = {
  decorators: [withDashboardData({ loading: ['getUplineTelemetry'] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('team.title') })).toBeInTheDocument();
  },
};

/** The call failed (nothing cached, no gateway in Storybook): the message and Retry. */
export const Failed: Story = {
  decorators: [withDashboardData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('team.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeInTheDocument();
  },
};
