import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpdateToast } from './UpdateToast.js';

const meta = {
  title: 'Portal/UpdateToast',
  component: UpdateToast,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new release waits (issue #32 §2): "A new version is ready — Reload", until the agent reloads or dismisses it. */
export const Default: Story = {};
