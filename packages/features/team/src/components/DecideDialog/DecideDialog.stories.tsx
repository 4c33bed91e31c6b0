import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { pazRequest } from '../../test/promotionFixtures.js';
import { DecideDialog } from './DecideDialog.js';

const meta = {
  title: 'Features/Team/DecideDialog',
  component: DecideDialog,
  args: { request: pazRequest(), decision: 'APPROVED', onSubmit: () => Promise.resolve(), onClose: () => undefined },
} satisfies Meta<typeof DecideDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approve Paz Lee's promotion: the effect named, an optional note. */
export const Approve: Story = {};
/** Decline: the note is required. */
export const Decline: Story = { args: { decision: 'DECLINED' } };
/** The server refuses (409): its message shows in the dialog, the note stays. */
export const Conflict: Story = {
  args: {
    decision: 'DECLINED',
    onSubmit: async () => {
      throw Object.assign(new Error('This request was already decided.'), { status: 409 });
    },
  },
};
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
