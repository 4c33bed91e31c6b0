import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PasswordChange } from './PasswordChange.js';

// Issue #4 account-setting; spec §5 (invalid submit), §7 `PUT /password/change`.
const rule = (id: string) => document.querySelector(`[data-rule="${id}"]`)!;

describe('PasswordChange', () => {
  it('shows the new-password rules live while typing', async () => {
    renderWithProviders(<PasswordChange />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Sandbox!2026');
    const field = screen.getByLabelText('New password');
    await user.type(field, 'abc');
    expect(rule('lower')).toHaveAttribute('data-met', 'true');
    expect(rule('upper')).toHaveAttribute('data-met', 'false');
    expect(rule('length')).toHaveTextContent('At least 12 characters (not met)');
    await user.type(field, 'DEF-123456');
    for (const id of ['length', 'upper', 'lower', 'digit', 'symbol', 'different']) expect(rule(id)).toHaveAttribute('data-met', 'true');
    await user.clear(field);
    await user.type(field, 'Sandbox!2026');
    expect(rule('different')).toHaveAttribute('data-met', 'false');
  });

  it('an invalid submit marks every field, focuses the first invalid one and sends nothing', async () => {
    let calls = 0;
    server.use(http.put(`${TEST_ORIGIN}/sso/v1/password/change`, () => ((calls += 1), HttpResponse.json({ data: null }))));
    renderWithProviders(<PasswordChange />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('The new password does not follow every rule below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await user.type(screen.getByLabelText('Current password'), 'Sandbox!2026');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh-Sandbox#2027');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Fresh-Sandbox#2028');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('a wrong current password shows the server message on that field and keeps what was typed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${TEST_ORIGIN}/sso/v1/password/change`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The current password is not correct.' }, { status: 400 });
      }),
    );
    renderWithProviders(<PasswordChange />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Wrong-password#1');
    await user.type(screen.getByLabelText('New password'), 'Fresh-Sandbox#2027');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Fresh-Sandbox#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(bodies).toEqual([{ current_password: 'Wrong-password#1', new_password: 'Fresh-Sandbox#2027' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong-password#1');
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh-Sandbox#2027');
  });

  // Two whole forms typed key by key took over 15 s on the loaded 2-core CI machine (yup checks the
  // password on each key): the values are pasted here; typing is proved by the tests above.
  it('success clears the form; another failure shows an alert', { timeout: 30_000 }, async () => {
    server.use(http.put(`${TEST_ORIGIN}/sso/v1/password/change`, () => HttpResponse.json({ data: null, message: 'Changed.' })));
    renderWithProviders(<PasswordChange />);
    const user = userEvent.setup();
    const fill = async (label: string, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill('Current password', 'Sandbox!2026');
    await fill('New password', 'Fresh-Sandbox#2027');
    await fill('Confirm the new password', 'Fresh-Sandbox#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    // The success toast (the server's message) stays 5 s, so it is on screen with the next alert.
    expect(await screen.findByText('Changed.')).toBeInTheDocument();

    server.use(
      http.put(`${TEST_ORIGIN}/sso/v1/password/change`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The new password needs a symbol.' }, { status: 400 }),
      ),
    );
    await fill('Current password', 'Sandbox!2026');
    await fill('New password', 'Fresh-Sandbox#2027');
    await fill('Confirm the new password', 'Fresh-Sandbox#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const form = screen.getByLabelText('Current password').closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your password could not be changed: The new password needs a symbol.');
  });
});
