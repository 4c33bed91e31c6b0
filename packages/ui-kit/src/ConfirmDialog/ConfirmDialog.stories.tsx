import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { showToast } from '../toast/toast.js';
import { ConfirmDialog } from './ConfirmDialog.js';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Pay now?',
    description: 'The card ending 4242 will be charged for your two failed recurring invoices. This cannot be undone.',
    amount: '$105.11',
    amountLabel: 'Total',
    confirmLabel: 'Pay $105.11',
    tone: 'primary',
    busy: false,
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's code loads on first open: wait for it (then axe checks it). */
const findDialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** Pay an invoice: the amount stands out; the confirm button is focused first. */
export const Pay: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(args.title);
    await expect(within(dialog).getByRole('button', { name: args.confirmLabel })).toHaveFocus();
  },
};

/** Remove the bank account: a red confirm button; Cancel is focused first. */
export const Remove: Story = {
  args: {
    title: 'Remove bank account?',
    description: 'Commissions cannot be paid out until you add an account again.',
    amount: undefined,
    amountLabel: undefined,
    confirmLabel: 'Remove',
    tone: 'danger',
  },
  play: async ({ args }) => {
    const dialog = await findDialog(args.title);
    // Cancel (the first button) is focused first
    await expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
  },
};

/** The action is running: buttons disabled, a spinner, Escape does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await findDialog(args.title);
    for (const button of within(dialog).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

function Flow() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Archive document
      </Button>
      <ConfirmDialog
        open={open}
        title="Archive “driver-license.pdf”?"
        description="The document leaves your essential documents. Upload it again to restore it."
        confirmLabel="Archive"
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setOpen(false);
            showToast('Document archived', 'success');
          }, 1200);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Open, confirm (1.2 s of work), close. */
export const Interactive: Story = { render: () => <Flow /> };
