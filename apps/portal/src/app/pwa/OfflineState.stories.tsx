import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineState } from './OfflineState.js';

const meta = {
  title: 'Portal/OfflineState',
  component: OfflineState,
} satisfies Meta<typeof OfflineState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's place while the browser has no network (issue #32 §5): the shell stays, no stale data shows. */
export const Default: Story = {};
