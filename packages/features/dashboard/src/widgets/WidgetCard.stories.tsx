import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { MemoryRouter } from 'react-router';
import '../i18n/index.js';
import { WidgetCard } from './WidgetCard.js';

const ok = { isLoading: false, isError: false, refetch: () => undefined };

/** The frame every dashboard widget uses (issue #12): its own loading, error and content states. */
const meta = {
  title: 'Features/Dashboard/WidgetCard',
  component: WidgetCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Reminders',
    state: ok,
    errorText: 'Your reminders could not be loaded.',
    link: { to: '/help/announcements', label: 'All announcements' },
    children: <Typography variant="body2">You’re all caught up.</Typography>,
  },
} satisfies Meta<typeof WidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the content and the link. */
export const Loaded: Story = {};

/** While its own call runs: a placeholder, nothing else waits for it. */
export const Loading: Story = { args: { state: { ...ok, isLoading: true } } };

/** Loading at about its loaded height (`loadingMinHeight`), so the cards below do not move when the data arrives. */
export const LoadingAtLoadedHeight: Story = { args: { state: { ...ok, isLoading: true }, loadingMinHeight: 220 } };

/** Its call failed: its message and Retry; the other widgets are unaffected. */
export const Failed: Story = { args: { state: { ...ok, isError: true } } };
