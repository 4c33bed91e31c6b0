import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import '../../i18n/index.js';
import { POLICY_STATUSES } from '../ClientFilters/ClientFilters.js';
import { PolicyStatusChip } from './PolicyStatusChip.js';

const meta = {
  title: 'Features/Clients/PolicyStatusChip',
  component: PolicyStatusChip,
  parameters: { layout: 'padded' },
  args: { status: 'ACTIVE' },
} satisfies Meta<typeof PolicyStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active policy: green. */
export const Active: Story = {};
/** Every status side by side: active green, pending amber, lapsed red, cancelled grey. */
export const AllStatuses: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {POLICY_STATUSES.map((status) => (
        <PolicyStatusChip key={status} status={status} />
      ))}
    </Box>
  ),
};
