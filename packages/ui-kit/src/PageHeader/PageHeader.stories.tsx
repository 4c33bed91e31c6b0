import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './PageHeader.js';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'My Clients' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithSubtitleAndActions: Story = {
  args: {
    title: 'Support Tickets',
    subtitle: 'Questions and requests you sent to the back office.',
    actions: (
      <>
        <Button variant="outlined">Export</Button>
        <Button variant="contained">New ticket</Button>
      </>
    ),
  },
};
