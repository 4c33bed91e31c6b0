import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { storyEarnings, storyEarningsEmptyCycle, withDashboardData } from '../test/storyStore.js';
import { EarningsWidget } from './EarningsWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/EarningsWidget',
  component: EarningsWidget,
} satisfies Meta<typeof EarningsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/** This cycle's net, the change from the last one, the split and (once the page is idle) the trend. */
export const Loaded: Story = {
  decorators: [withDashboardData({ earnings: storyEarnings })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('earnings-net')).toBeInTheDocument();
    await expect(canvas.getByTestId('earnings-change')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('earnings.link') })).toHaveAttribute('href', '/reports');
  },
};

/** Nothing earned yet this cycle: the empty state and last cycle's amount, not zeros. */
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
