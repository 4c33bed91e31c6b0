import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from '../PersonalInformation/storyData.js';
import { LicenseRequest } from './LicenseRequest.js';

const meta = {
  title: 'Features/Profile/MyProfile/LicenseRequest',
  component: LicenseRequest,
  args: { userId: 12 },
} satisfies Meta<typeof LicenseRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unlicensed agent can request a licence. */
export const Unlicensed: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, is_licensed: false } })],
};

/** The request is pending. */
export const Pending: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, is_licensed: false, license_requested_at: '2026-03-02T10:00:00.000Z' } })],
};
