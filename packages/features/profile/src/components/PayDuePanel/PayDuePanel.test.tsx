import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dueCharge, dueTaxes } from './fixtures.js';
import { PayDuePanel } from './PayDuePanel.js';

// Issue #4 recurring-payment; spec §4 Blocked, §7 `payment`.
function gateway(payResponses: Array<() => Response | Promise<Response>>) {
  let paid = false;
  const keys: string[] = [];
  const bodies: unknown[] = [];
  let dueReads = 0;
  server.use(
    http.get(`${TEST_ORIGIN}/integration/v1/payment/charge-recurring`, () => {
      dueReads += 1;
      return HttpResponse.json({ data: paid ? { ...dueCharge, invoices: [], subtotal_cents: 0 } : dueCharge });
    }),
    http.get(`${TEST_ORIGIN}/integration/v1/payment/charge-recurring-taxes`, () =>
      HttpResponse.json({ data: paid ? { ...dueTaxes, lines: [], subtotal_cents: 0, tax_cents: 0, total_cents: 0 } : dueTaxes }),
    ),
    http.post(`${TEST_ORIGIN}/integration/v1/payment/braintree/pay`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      bodies.push(await request.clone().json());
      const next = payResponses.shift();
      if (!next) throw new Error('unexpected pay request');
      const response = await next();
      if (response.status === 200) paid = true;
      return response;
    }),
  );
  return { keys, bodies, dueReads: () => dueReads };
}

/** The confirmation dialog "Pay $105.11 now" opens. */
const confirmDialog = () => screen.findByRole('dialog', { name: 'Pay what is due now?' });

/** "Pay $105.11 now", then the dialog's "Pay $105.11" (the only button that pays). */
async function payAndConfirm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Pay $105.11' }));
}

const success = async () => {
  await delay(50);
  return HttpResponse.json({
    data: { payment: { id: 1, total_cents: 10511, status: 'SUCCEEDED' }, paid_invoice_ids: [101, 102] },
    message: 'Payment received.',
  });
};

describe('PayDuePanel', () => {
  it('shows what is due with taxes and the total', async () => {
    gateway([]);
    renderWithProviders(<PayDuePanel userId={14} />);
    expect(await screen.findByRole('button', { name: 'Pay $105.11 now' })).toBeEnabled();
    expect(screen.getAllByText('Carrier portal utilization')).toHaveLength(2);
    expect(screen.getByText('State sales tax (6.25 %)')).toBeInTheDocument();
    expect(screen.getByTestId('due-total')).toHaveTextContent('$105.11');
  });

  it('"Pay $105.11 now" only asks: the dialog shows the total; Cancel and Escape send nothing', async () => {
    const calls = gateway([]);
    renderWithProviders(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    // A double click on the trigger opens one dialog and pays nothing.
    await user.dblClick(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('Total to pay $105.11');
    expect(dialog).toHaveAccessibleDescription(/The payment card on file is charged once.*Total to pay \$105\.11/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Pay $105.11 now' }));
    // Paying is the action asked for: its button has the focus (primary tone).
    expect(within(await confirmDialog()).getByRole('button', { name: 'Pay $105.11' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(calls.keys).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay $105.11 now' })).toBeEnabled();
  });

  it('confirming sends ONE POST (double click on confirm) with an Idempotency-Key, then refetches and calls onPaid', async () => {
    const calls = gateway([success]);
    const onPaid = vi.fn();
    renderWithProviders(<PayDuePanel userId={14} onPaid={onPaid} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    await user.dblClick(within(await confirmDialog()).getByRole('button', { name: 'Pay $105.11' }));
    expect(await screen.findByText('Nothing is due: all your recurring invoices are paid.')).toBeInTheDocument();
    expect(await screen.findByText('Payment received: $105.11. Thank you!')).toBeInTheDocument();
    expect(calls.keys).toHaveLength(1);
    expect(calls.keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // The gateway charges what is due (the $105.11 shown): the body names the payer only.
    expect(calls.bodies).toEqual([{ user_id: 14 }]);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(calls.dueReads()).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the dialog is busy while paying', async () => {
    gateway([success]);
    renderWithProviders(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await payAndConfirm(user);
    const dialog = screen.getByRole('dialog', { name: 'Pay what is due now?' });
    expect(within(dialog).getByRole('progressbar', { name: 'Paying…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Pay \$105\.11$/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await screen.findByText('Nothing is due: all your recurring invoices are paid.');
  });

  it('a retry after a server error reuses the same key (never charges twice)', async () => {
    const calls = gateway([() => HttpResponse.json({ statusCode: 502, error: 'Bad Gateway', message: 'Provider timeout.' }, { status: 502 }), success]);
    renderWithProviders(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await payAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be completed: Provider timeout.');
    // Opening the dialog and cancelling in between does not start a new attempt.
    await user.click(screen.getByRole('button', { name: 'Pay $105.11 now' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await payAndConfirm(user);
    await screen.findByText('Nothing is due: all your recurring invoices are paid.');
    expect(calls.keys).toHaveLength(2);
    expect(calls.keys[1]).toBe(calls.keys[0]);
  });

  it('a decline (402) shows the message; the next click is a new attempt with a new key', async () => {
    const calls = gateway([
      () => HttpResponse.json({ statusCode: 402, error: 'Payment Required', message: 'The card was declined by its issuer.' }, { status: 402 }),
      success,
    ]);
    renderWithProviders(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await payAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined: The card was declined by its issuer.');
    await payAndConfirm(user);
    await waitFor(() => expect(calls.keys).toHaveLength(2));
    expect(calls.keys[1]).not.toBe(calls.keys[0]);
  });

  it('shows an error with a retry when what is due cannot be loaded', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/payment/charge-recurring`, () => HttpResponse.json({ message: 'nope' }, { status: 403 })),
      http.get(`${TEST_ORIGIN}/integration/v1/payment/charge-recurring-taxes`, () => HttpResponse.json({ data: dueTaxes })),
    );
    renderWithProviders(<PayDuePanel userId={14} />);
    expect(await screen.findByText('What is due could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
