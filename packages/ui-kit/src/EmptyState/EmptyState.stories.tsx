import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.js';
import { NoDataImage } from './NoDataImage.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No data found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification page with nothing to show (spec §2). */
export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No notifications yet',
    description: 'Announcements and updates about your team will appear here.',
    action: <Button variant="contained">Back to Dashboard</Button>,
  },
};

export const WithoutImage: Story = { args: { image: null, title: 'Nothing matches your search' } };

/** The illustration alone, large. */
export const Illustration: Story = { render: () => <NoDataImage width={320} height={240} /> };
