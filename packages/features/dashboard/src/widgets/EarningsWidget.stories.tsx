import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { STORY_TODAY, storyEarnings, storyEarningsEmptyCycle, storyEarningsSoFar, withDashboardData } from '../test/storyStore.js';
import { EarningsWidget } from './EarningsWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/EarningsWidget',
  component: EarningsWidget,
  args: { today: STORY_TODAY },
} satisfies Meta<typeof EarningsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/** This cycle's net so far, the change from the same days of the last one (issue #27 §4), the split and the trend. */
export const Loaded: Story = {
  decorators: [withDashboardData({ earnings: storyEarnings, earningsSoFar: { today: STORY_TODAY, data: storyEarningsSoFar } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('earnings-net')).toBeInTheDocument();
    await expect(canvas.getByTestId('earnings-change')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('earnings.link') })).toHaveAttribute('href', '/reports');
  },
};

/** The current cycle (Nov 24 – 30) has nothing yet: the latest cycle with earnings, said so, against the whole cycle before it. */
export const LatestCycle: Story = {
  args: { today: '2026-11-26' },
  decorators: [withDashboardData({ earnings: storyEarnings })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('earnings-net')).toBeInTheDocument();
    await expect(canvas.getByTestId('earnings-change')).toBeInTheDocument();
    await expect(canvas.queryByTestId('earnings-empty')).not.toBeInTheDocument();
  },
};

/** No earnings in any cycle: the empty state, not zeros. */
export const EmptyCycle: Story = {
  decorators: [withDashboardData({ earnings: storyEarningsEmptyCycle })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('earnings.empty'))).toBeInTheDocument();
    await expect(canvas.queryByTestId('earnings-net')).not.toBeInTheDocument();
  },
};

/** While the call runs: the widget's placeholder. */
export const Loading: Story = {
  decorators: [withDashboardData({ loading: ['getEarnings'] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('earnings.title') })).toBeInTheDocument();
  },
};

/** The call failed (nothing cached, no gateway in Storybook): the message and Retry, no link. */
export const Failed: Story = {
  decorators: [withDashboardData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('earnings.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('earnings.link') })).not.toBeInTheDocument();
  },
};
