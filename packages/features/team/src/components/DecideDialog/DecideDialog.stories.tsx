import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEAM_NS } from '../../i18n/index.js';
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
/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, TEAM_NS)(key);
/** The note's label: its text plus an asterisk when required. */
const noteLabel = () => new RegExp(t('promotion.decide.note').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Declining without a note (§5): the note is required, nothing is sent; with a note the decision is sent trimmed. */
export const DeclineNeedsANote: Story = {
  args: { decision: 'DECLINED', onSubmit: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    // The dialog renders in a portal, outside the story's canvas.
    const dialog = within(document.body);
    await userEvent.click(await dialog.findByRole('button', { name: t('promotion.toDecide.decline') }));
    await expect(await dialog.findByText(t('promotion.decide.noteRequired'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(noteLabel()), '  Two more cycles of production first.  ');
    await userEvent.click(dialog.getByRole('button', { name: t('promotion.toDecide.decline') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Two more cycles of production first.');
  },
};

/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
