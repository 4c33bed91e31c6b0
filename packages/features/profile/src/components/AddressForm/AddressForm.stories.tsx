import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileStoryProviders, storyDefaults } from '../PersonalInformation/storyData';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Features/Profile/MyProfile/AddressForm',
  component: AddressForm,
  args: { userId: 12 },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;


/** A saved address (Edit opens the cascade form). */
export const Saved: Story = {
  decorators: [
    (Story) => (
      <ProfileStoryProviders data={{}}>
        <Story />
      </ProfileStoryProviders>
    ),
  ],
};

/** No address yet: create mode. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <ProfileStoryProviders data={{ info: { ...storyDefaults.info, address: null } }}>
        <Story />
      </ProfileStoryProviders>
    ),
  ],
};
