import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_NS } from '../i18n/index.js';
import { storyAnnouncements, withDashboardData } from '../test/storyStore.js';
import { AnnouncementsWidget } from './AnnouncementsWidget.js';

const meta = {
  title: 'Features/Dashboard/Widgets/AnnouncementsWidget',
  component: AnnouncementsWidget,
} satisfies Meta<typeof AnnouncementsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, DASHBOARD_NS)(key);

/** The three latest, pinned first; bodies cut after two lines; markup shown as text. */
export const Loaded: Story = {
  decorators: [withDashboardData({ announcements: storyAnnouncements })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText(/<b>The portal is closed<\/b>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('li b')).toBeNull();
  },
};

/** No announcements yet. */
export const Empty: Story = {
  decorators: [withDashboardData({ announcements: { data: [], count: 0 } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('announcements.none'))).toBeInTheDocument();
  },
};

/** While the call runs: the widget's placeholder. */
export const Loading: Story = {
  decorators: [withDashboardData({ loading: ['listAnnouncements'] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('announcements.title') })).toBeInTheDocument();
  },
};

/** The call failed (nothing cached, no gateway in Storybook): the message and Retry. */
export const Failed: Story = {
  decorators: [withDashboardData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('announcements.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeInTheDocument();
  },
};
