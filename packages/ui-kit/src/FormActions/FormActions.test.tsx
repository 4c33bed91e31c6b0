import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { FormActions } from './FormActions.js';

describe('FormActions', () => {
  it('a submit button with default labels and a pending state', () => {
    const { rerender } = renderWithTheme(<FormActions submitting={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    rerender(<FormActions submitting />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('a cancel button before the submit button when onCancel is given', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = renderWithTheme(<FormActions submitting={false} submitLabel="Change password" onCancel={onCancel} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Change password']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<FormActions submitting submitLabel="Change password" pendingLabel="Changing…" onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Changing…' })).toBeDisabled();
    rerender(<FormActions submitting={false} submitDisabled />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
