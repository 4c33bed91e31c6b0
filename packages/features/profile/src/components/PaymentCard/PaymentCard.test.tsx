import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CardProviderError, type CardProviderAdapter } from '../../card-provider/index.js';
import { V1, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { PaymentCard } from './PaymentCard.js';

let posted: unknown[] = [];
const server = setupMyProfileTests(
  http.get(`${V1}/agent-payment-card`, () => HttpResponse.json({ data: null })),
  http.post(`${V1}/agent-payment-card`, async ({ request }) => {
    const body = await request.json();
    posted.push(body);
    return HttpResponse.json({ data: { ...(body as object), created_at: '2026-01-01T00:00:00.000Z' } });
  }),
);

function fakeProvider(): CardProviderAdapter & { tokenize: ReturnType<typeof vi.fn> } {
  return {
    kind: 'sandbox',
    usesHostedFields: false,
    tokenize: vi.fn(async () => ({ token: 'tok_sandbox_abc', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })),
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '12/30', cvv = '123') {
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry/), expiry);
  await user.type(screen.getByLabelText(/Security code/), cvv);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('PaymentCard (issue #4: card-validator, tokens only)', () => {
  it('a bad number shows the error and sends nothing', async () => {
    posted = [];
    const provider = fakeProvider();
    const user = userEvent.setup();
    renderWithProviders(<PaymentCard userId={13} provider={provider} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await fill(user, '4111111111111112', '01/20', '1');
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Enter a future expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3-digit security code.')).toBeInTheDocument();
    expect(provider.tokenize).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('formats as typed, tokenises, and posts only the token and display details', async () => {
    posted = [];
    const provider = fakeProvider();
    const user = userEvent.setup();
    renderWithProviders(<PaymentCard userId={13} provider={provider} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await fill(user, '4242424242424242', '1230');
    expect(screen.queryByText('This card number is not valid.')).toBeNull();
    await waitFor(() => expect(provider.tokenize).toHaveBeenCalledWith({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvv: '123' }));
    await waitFor(() => expect(posted).toEqual([{ token: 'tok_sandbox_abc', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }]));
  });

  it('asks for 4 digits for American Express', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentCard userId={13} provider={fakeProvider()} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await fill(user, '378282246310005', '12/30', '123');
    expect(await screen.findByText('Enter the 4-digit security code.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('3782 822463 10005');
  });

  it('shows the provider refusal and keeps the form', async () => {
    posted = [];
    const provider = fakeProvider();
    provider.tokenize.mockRejectedValueOnce(new CardProviderError('The card has expired.'));
    const user = userEvent.setup();
    renderWithProviders(<PaymentCard userId={13} provider={provider} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await fill(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent('The card could not be checked by the payment provider: The card has expired.');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(posted).toEqual([]);
  });

  it('shows the saved card and deletes it after confirming', async () => {
    let card: object | null = { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031, created_at: '2026-01-01T00:00:00.000Z' };
    server.use(
      http.get(`${V1}/agent-payment-card`, () => HttpResponse.json({ data: card })),
      http.put(`${V1}/agent-payment-card`, () => {
        card = null;
        return HttpResponse.json({ data: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentCard userId={14} provider={fakeProvider()} />, { route: '/my-profile' });
    expect(await screen.findByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(screen.getByText('Expires 08/2031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No payment card yet.')).toBeInTheDocument();
  });
});
