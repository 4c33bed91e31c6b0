import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, renderWithStore, server } from '../../test/paymentsTestUtils';
import { dueCharge, dueTaxes } from './fixtures';
import { PayDuePanel } from './PayDuePanel';

// Issue #4 recurring-payment; spec §4 Blocked, §7 `payment`.
function gateway(payResponses: Array<() => Response | Promise<Response>>) {
  let paid = false;
  const keys: string[] = [];
  let dueReads = 0;
  server.use(
    http.get(`${ORIGIN}/integration/v1/payment/charge-recurring`, () => {
      dueReads += 1;
      return HttpResponse.json({ data: paid ? { ...dueCharge, invoices: [], subtotal_cents: 0 } : dueCharge });
    }),
    http.get(`${ORIGIN}/integration/v1/payment/charge-recurring-taxes`, () =>
      HttpResponse.json({ data: paid ? { ...dueTaxes, lines: [], subtotal_cents: 0, tax_cents: 0, total_cents: 0 } : dueTaxes }),
    ),
    http.post(`${ORIGIN}/integration/v1/payment/braintree/pay`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      const next = payResponses.shift();
      if (!next) throw new Error('unexpected pay request');
      const response = await next();
      if (response.status === 200) paid = true;
      return response;
    }),
  );
  return { keys, dueReads: () => dueReads };
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
    renderWithStore(<PayDuePanel userId={14} />);
    expect(await screen.findByRole('button', { name: 'Pay $105.11 now' })).toBeEnabled();
    expect(screen.getAllByText('Carrier portal utilization')).toHaveLength(2);
    expect(screen.getByText('State sales tax (6.25 %)')).toBeInTheDocument();
    expect(screen.getByTestId('due-total')).toHaveTextContent('$105.11');
  });

  it('a double click sends ONE request with an Idempotency-Key, then refetches and calls onPaid', async () => {
    const calls = gateway([success]);
    const onPaid = vi.fn();
    renderWithStore(<PayDuePanel userId={14} onPaid={onPaid} />);
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    expect(await screen.findByText('Nothing is due: all your recurring invoices are paid.')).toBeInTheDocument();
    expect(calls.keys).toHaveLength(1);
    expect(calls.keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(calls.dueReads()).toBe(2);
  });

  it('disables itself while paying', async () => {
    gateway([success]);
    renderWithStore(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    await screen.findByText('Nothing is due: all your recurring invoices are paid.');
  });

  it('a retry after a server error reuses the same key (never charges twice)', async () => {
    const calls = gateway([() => HttpResponse.json({ statusCode: 502, error: 'Bad Gateway', message: 'Provider timeout.' }, { status: 502 }), success]);
    renderWithStore(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be completed: Provider timeout.');
    await user.click(screen.getByRole('button', { name: 'Pay $105.11 now' }));
    await screen.findByText('Nothing is due: all your recurring invoices are paid.');
    expect(calls.keys).toHaveLength(2);
    expect(calls.keys[1]).toBe(calls.keys[0]);
  });

  it('a decline (402) shows the message; the next click is a new attempt with a new key', async () => {
    const calls = gateway([
      () => HttpResponse.json({ statusCode: 402, error: 'Payment Required', message: 'The card was declined by its issuer.' }, { status: 402 }),
      success,
    ]);
    renderWithStore(<PayDuePanel userId={14} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $105.11 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined: The card was declined by its issuer.');
    await user.click(screen.getByRole('button', { name: 'Pay $105.11 now' }));
    await waitFor(() => expect(calls.keys).toHaveLength(2));
    expect(calls.keys[1]).not.toBe(calls.keys[0]);
  });

  it('shows an error with a retry when what is due cannot be loaded', async () => {
    server.use(
      http.get(`${ORIGIN}/integration/v1/payment/charge-recurring`, () => HttpResponse.json({ message: 'nope' }, { status: 403 })),
      http.get(`${ORIGIN}/integration/v1/payment/charge-recurring-taxes`, () => HttpResponse.json({ data: dueTaxes })),
    );
    renderWithStore(<PayDuePanel userId={14} />);
    expect(await screen.findByText('What is due could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
