import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { V1, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { BankAccount } from './BankAccount.js';

const saved = { account_holder: 'Leo Brandt', routing_number: '021000021', account_last4: '6789', account_type: 'SAVINGS', created_at: '2026-01-01T00:00:00.000Z' };
let current: typeof saved | null = null;
const server = setupMyProfileTests(
  http.get(`${V1}/agent-bank-account`, () => HttpResponse.json({ data: current })),
  http.post(`${V1}/agent-bank-account`, async ({ request }) => {
    const body = (await request.json()) as { account_number: string };
    current = { ...saved, account_last4: body.account_number.slice(-4) };
    return HttpResponse.json({ data: current });
  }),
  http.put(`${V1}/agent-bank-account`, () => {
    current = null;
    return HttpResponse.json({ data: null });
  }),
);

describe('BankAccount (issue #4: masked, ABA checksum, remove with confirmation)', () => {
  it('validates, adds, shows masked and removes after confirming', async () => {
    current = null;
    const user = userEvent.setup();
    renderWithProviders(<BankAccount userId={13} />, { route: '/my-profile' });
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await user.type(screen.getByLabelText(/Account holder/), 'Leo Brandt');
    await user.type(screen.getByLabelText(/Routing number/), '123456789');
    await user.type(screen.getByLabelText(/Account number/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the 9 digits of a valid US routing number.')).toBeInTheDocument();
    expect(screen.getByText('Enter 4 to 17 digits.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Routing number/));
    await user.type(screen.getByLabelText(/Routing number/), '021000021');
    await user.type(screen.getByLabelText(/Account number/), '3456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const view = await screen.findByTestId('bank-account-view');
    expect(view).toHaveTextContent('•••• 6789');
    expect(view).not.toHaveTextContent('123456789');
    // Issue #28 item 3: the account type and the routing number each under their own label.
    expect(within(view).getByText('Account type').nextElementSibling).toHaveTextContent(/^Savings$/);
    expect(within(view).getByText('Routing number').nextElementSibling).toHaveTextContent('021000021');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this bank account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
  });

  it('keeps the typed values and shows the server message on a 409', async () => {
    current = null;
    server.use(
      http.post(`${V1}/agent-bank-account`, () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'You already have a bank account.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BankAccount userId={13} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/Account holder/), 'Leo Brandt');
    await user.type(screen.getByLabelText(/Routing number/), '011000015');
    await user.type(screen.getByLabelText(/Account number/), '987654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a bank account.');
    await waitFor(() => expect(screen.getByLabelText(/Account number/)).toHaveValue('987654321'));
  });
});
