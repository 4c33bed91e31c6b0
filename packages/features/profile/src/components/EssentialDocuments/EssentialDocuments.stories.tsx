import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileData } from '../../test/storyDecorators.js';
import { EssentialDocuments } from './EssentialDocuments.js';

const meta = {
  title: 'Features/Profile/MyProfile/EssentialDocuments',
  component: EssentialDocuments,
  args: { userId: 12 },
} satisfies Meta<typeof EssentialDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Documents with the drop zone. */
export const List: Story = {
  decorators: [withProfileData()],
};

/** No documents yet. */
export const Empty: Story = {
  decorators: [withProfileData({ documents: [] })],
};
