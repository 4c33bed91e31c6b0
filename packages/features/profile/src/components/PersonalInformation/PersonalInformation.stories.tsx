import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from './storyData.js';
import { PersonalInformation } from './PersonalInformation.js';

const meta = {
  title: 'Features/Profile/MyProfile/PersonalInformation',
  component: PersonalInformation,
  args: { userId: 12 },
} satisfies Meta<typeof PersonalInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The read-only view (Edit opens the form). */
export const View: Story = {
  decorators: [withProfileData()],
};

/** Optional fields not set. */
export const NoPhone: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, phone: null, date_of_birth: null } })],
};
