import type { ComplianceCheckStatus } from '@agent-portal/api-client/wire';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../../i18n/index.js';
import { ComplianceStatusChip } from './ComplianceStatusChip.js';

const STATUSES: ComplianceCheckStatus[] = ['OK', 'EXPIRING', 'MISSING', 'EXPIRED', 'NOT_LICENSED', 'LICENSE_PENDING', 'BLOCKED'];

const meta = {
  title: 'Features/Forms/ComplianceChecks/ComplianceStatusChip',
  component: ComplianceStatusChip,
  args: { status: 'OK' },
} satisfies Meta<typeof ComplianceStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check that passes: green, with a tick. */
export const Ok: Story = {};

/** A document expiring soon: amber, with a warning sign. */
export const Expiring: Story = { args: { status: 'EXPIRING' } };

/** Every status: its name in words, an icon and a colour (never colour alone). */
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 640 }}>
      {STATUSES.map((status) => (
        <ComplianceStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(STATUSES.length);
    await expect(canvasElement.querySelectorAll('[data-status] svg')).toHaveLength(STATUSES.length);
  },
};
