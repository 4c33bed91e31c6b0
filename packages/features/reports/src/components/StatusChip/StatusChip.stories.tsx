import { i18n } from '@agent-portal/i18n';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { REPORTS_NS } from '../../i18n/index.js';
import { StatusChip } from './StatusChip.js';

const meta = {
  title: 'Features/Reports/StatusChip',
  component: StatusChip,
  args: { status: 'PAID', label: 'Paid' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels in the story's language (the tables pass them translated). */
const t = (key: string) => i18n.getFixedT(null, REPORTS_NS)(key);

/** Paid: green. */
export const Paid: Story = {};

/** Every status side by side: paid green, pending amber, scheduled blue, charged back red. */
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip status="PAID" label={t('commissions.status.PAID')} />
      <StatusChip status="PENDING" label={t('commissions.status.PENDING')} />
      <StatusChip status="SCHEDULED" label={t('payments.status.SCHEDULED')} />
      <StatusChip status="CHARGED_BACK" label={t('commissions.status.CHARGED_BACK')} />
    </Stack>
  ),
};
