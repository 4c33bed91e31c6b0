import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from '../PersonalInformation/storyData.js';
import { ProfileHeader } from './ProfileHeader.js';

const meta = {
  title: 'Features/Profile/MyProfile/ProfileHeader',
  component: ProfileHeader,
  args: { userId: 12 },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ava, licensed, with her picture. */
export const Licensed: Story = {
  decorators: [withProfileData()],
};

/** An unlicensed agent whose licence request is pending, default image. */
export const UnlicensedPending: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, first_name: 'Leo', last_name: 'Brandt', avatar_url: '', is_licensed: false, license_requested_at: '2026-03-02T10:00:00.000Z' } })],
};
