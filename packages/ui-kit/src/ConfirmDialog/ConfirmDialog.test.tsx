import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import type { ConfirmDialogProps } from './ConfirmDialog.js';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = renderWithTheme(
    <ConfirmDialog
      open
      title="Pay now?"
      description="Your card ending 4242 will be charged for the two failed invoices."
      amount="$105.11"
      amountLabel="Total"
      confirmLabel="Pay $105.11"
      tone="primary"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onConfirm, onClose };
}

describe('ConfirmDialog (irreversible actions, ARCHITECTURE §7)', () => {
  it('is labelled by its title and described by what will happen and the amount', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay now?' });
    expect(dialog).toHaveAccessibleDescription('Your card ending 4242 will be charged for the two failed invoices. Total $105.11');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('$105.11');
    // primary tone: the confirm button is focused first
    expect(within(dialog).getByRole('button', { name: 'Pay $105.11' })).toHaveFocus();
  });

  it('confirms, and cancels with the button or Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $105.11' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: buttons disabled, a progress indicator, and Escape does not close', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onConfirm, onClose } = renderDialog({ busy: true });
    const dialog = await screen.findByRole('dialog', { name: 'Pay now?' });
    expect(within(dialog).getByRole('button', { name: /Pay \$105\.11/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Working…' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: /Pay \$105\.11/ }));
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('danger tone (remove, archive): default labels, Cancel focused first, red confirm button', async () => {
    const { rerender, onClose, onConfirm } = renderDialog({ tone: 'danger', title: 'Remove bank account?', description: 'Commissions will not be paid until you add one.', amount: undefined, amountLabel: undefined, confirmLabel: undefined });
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank account?' });
    expect(dialog).toHaveAccessibleDescription('Commissions will not be paid until you add one.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' }).className).toMatch(/colorError/);
    rerender(<ConfirmDialog open={false} title="Remove bank account?" onConfirm={onConfirm} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders nothing until first opened, then the dialog (its code loads on first open); focus returns to the opener on close', async () => {
    const user = userEvent.setup();
    function Flow() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Remove account
          </button>
          <ConfirmDialog open={open} title="Remove bank account?" confirmLabel="Remove" onConfirm={() => setOpen(false)} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithTheme(<Flow />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('.MuiDialog-root')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Remove account' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank account?' });
    // danger tone: Cancel is focused first, then the confirm button
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // a second open shows it at once (the code is there)
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Remove bank account?' })).toBeInTheDocument();
  });

  it('a closed dialog that was never opened loads nothing and renders nothing', () => {
    const { container } = renderWithTheme(<ConfirmDialog open={false} title="Pay now?" onConfirm={() => undefined} onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.body.querySelector('[role="presentation"]')).toBeNull();
  });
});
