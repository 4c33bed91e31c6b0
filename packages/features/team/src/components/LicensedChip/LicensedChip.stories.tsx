import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { LicensedChip } from './LicensedChip.js';

const meta = {
  title: 'Features/Team/LicensedChip',
  component: LicensedChip,
  args: { licensed: true },
} satisfies Meta<typeof LicensedChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Licensed: green, with a tick. */
export const Licensed: Story = {};

/** Not licensed: grey, with a dash (never colour alone). */
export const NotLicensed: Story = { args: { licensed: false } };

/** Both side by side. */
export const Both: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      <LicensedChip licensed />
      <LicensedChip licensed={false} />
    </Stack>
  ),
};
