import type { Payment } from '@agent-portal/api-client/wire';
import { changeLanguage } from '@agent-portal/i18n';
import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../i18n/payments/index.js';
import { PaymentHistory } from './PaymentHistory.js';

// Issue #4 recurring-payment; spec §7 `GET /payment?page&limit`, §9 (first page 1, default 10).
const payment = (id: number): Payment => ({
  id,
  user_id: 7,
  status: id === 1 ? 'DECLINED' : 'SUCCEEDED',
  amount_cents: 9800,
  tax_cents: 711,
  total_cents: 10511,
  currency: 'USD',
  card_brand: 'Visa',
  card_last4: '1111',
  invoice_ids: [id * 10, id * 10 + 1],
  transaction_id: id === 1 ? null : `tx_${id}`,
  failure_message: id === 1 ? 'Declined by the issuer.' : null,
  created_at: `2026-${String(1 + (id % 12)).padStart(2, '0')}-15T10:00:00.000Z`,
});

/** Serves 23 payments, newest first, paged like the gateway; returns the `page&limit` of each read. */
function servePayments(total = 23): string[] {
  const all = Array.from({ length: total }, (_, i) => payment(total - i));
  const reads: string[] = [];
  server.use(
    http.get(`${TEST_ORIGIN}/integration/v1/payment`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      reads.push(`page=${page}&limit=${limit}`);
      return HttpResponse.json({ data: all.slice((page - 1) * limit, page * limit), count: all.length });
    }),
  );
  return reads;
}

describe('PaymentHistory (a ui-kit DataTable paged on the server)', () => {
  it('asks for page 1 (1-based) with 10 rows, and each pager control asks the server for its page', async () => {
    const reads = servePayments();
    const { user } = renderWithProviders(<PaymentHistory />);
    const table = await screen.findByRole('table', { name: 'Payment history' });
    expect(await within(table).findAllByTestId('payment-row')).toHaveLength(10);
    expect(reads).toEqual(['page=1&limit=10']);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const firstCells = within(within(table).getAllByTestId('payment-row')[0]!).getAllByRole('cell');
    expect(firstCells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Date', 'Amount', 'Tax', 'Total', 'Card', 'Status', 'Invoices']);
    expect(firstCells.slice(1).map((cell) => cell.textContent)).toEqual(['$98.00', '$7.11', '$105.11', 'Visa •••• 1111', 'Paid', '#230, #231']);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(within(table).getAllByTestId('payment-row')).toHaveLength(3);
    expect(within(table).getByTitle('Declined by the issuer.')).toHaveTextContent('Declined');
    expect(reads).toEqual(['page=1&limit=10', 'page=2&limit=10', 'page=3&limit=10']);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByText('1–23 of 23')).toBeInTheDocument();
    expect(reads.at(-1)).toBe('page=1&limit=25');
    // The range label follows the page size at once; the rows follow the server's answer.
    await waitFor(() => expect(within(table).getAllByTestId('payment-row')).toHaveLength(23));
  });

  it('shows money and dates in the active language', async () => {
    servePayments(1);
    renderWithProviders(<PaymentHistory />);
    await screen.findByText('$105.11');
    try {
      await act(() => changeLanguage('de'));
      expect(await screen.findByText(/^105,11\s\$$/)).toBeInTheDocument();
      expect(screen.getByText(/^15\.02\.2026/)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('an empty history shows the empty state; a failed read an alert whose retry reads again', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/payment`, () =>
        fail ? HttpResponse.json({ message: 'Down.' }, { status: 500 }) : HttpResponse.json({ data: [], count: 0 }),
      ),
    );
    const { user } = renderWithProviders(<PaymentHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment history could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
