import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { STORY_USER, storyReminders, withDashboardData } from '../test/storyStore.js';
import { RemindersWidget } from './RemindersWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/RemindersWidget',
  component: RemindersWidget,
  args: { userId: STORY_USER },
} satisfies Meta<typeof RemindersWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/**
 * A failed invoice, an expiring document, a ticket awaiting a reply (long subject) and a type the
 * portal does not know, linking off-site: shown in the gateway's words, without a link.
 */
export const Loaded: Story = {
  decorators: [withDashboardData({ reminders: storyReminders })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Something new from the gateway').closest('a')).toBeNull();
  },
};

/** Nothing due: "You’re all caught up". */
export const Empty: Story = {
  decorators: [withDashboardData({ reminders: { ...storyReminders, reminders: [] } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('reminders.none'))).toBeInTheDocument();
  },
};

/** While the call runs: the widget's placeholder. */
export const Loading: Story = {
  decorators: [withDashboardData({ loading: ['getReminders'] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('reminders.title') })).toBeInTheDocument();
  },
};

/** The call failed (nothing cached, no gateway in Storybook): the message and Retry. */
export const Failed: Story = {
  decorators: [withDashboardData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reminders.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeInTheDocument();
  },
};
