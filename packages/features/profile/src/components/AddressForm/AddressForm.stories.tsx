import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from '../PersonalInformation/storyData.js';
import { AddressForm } from './AddressForm.js';

const meta = {
  title: 'Features/Profile/MyProfile/AddressForm',
  component: AddressForm,
  args: { userId: 12 },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved address (Edit opens the cascade form). */
export const Saved: Story = {
  decorators: [withProfileData()],
};

/** No address yet: create mode. */
export const Empty: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, address: null } })],
};
