import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentAvatar } from './AgentAvatar.js';

/** An inline picture, so the story needs no network. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4c7a1"/><circle cx="32" cy="26" r="12" fill="#7a4a2a"/><path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="#0b5c73"/></svg>',
  );

const meta = {
  title: 'Data display/AgentAvatar',
  component: AgentAvatar,
  args: { name: 'Ava Licensed', size: 64 },
} satisfies Meta<typeof AgentAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { src: PICTURE, alt: 'Profile picture of Ava Licensed' } };

/** spec §3: "a default image when empty". */
export const NoPicture: Story = { args: { src: null } };

/** The picture fails to load: the default image replaces it. */
export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,broken' } };

export const Sizes: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {[24, 32, 40, 64, 96].map((size) => (
        <AgentAvatar key={size} {...args} size={size} src={size % 2 ? null : PICTURE} />
      ))}
    </Box>
  ),
};
