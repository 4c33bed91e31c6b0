import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo.js';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { height: 32 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { height: 64 } };

/** On a paper surface, as in the top bar. */
export const InTopBar: Story = {
  render: (args) => (
    <Box sx={{ p: 1.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Logo {...args} />
    </Box>
  ),
};
