import { RouteGuard } from '@agent-portal/auth-session';
import { renderWithProviders, samplePayload } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { V1, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { RecurringTransactions } from './RecurringTransactions.js';

const invoice = (id: number, status: string, type = 'CP_UTILIZATION', date = `2026-${String(13 - id).padStart(2, '0')}-13`) => ({
  id,
  user_id: 14,
  subscription_type: type,
  status,
  amount_cents: 4999,
  currency: 'USD',
  invoice_date: date,
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
});
let rows = [invoice(1, 'FAILED'), invoice(2, 'FAILED'), invoice(3, 'PAID', 'CRM_SEAT')];
/** Reads of the whole list (the block check's own filtered reads are not counted). */
let listReads = 0;

setupMyProfileTests(
  http.get(`${V1}/recurring/invoices`, ({ request }) => {
    const url = new URL(request.url);
    const type = url.searchParams.get('subscription_type');
    if (!type) listReads += 1;
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const list = rows.filter((r) => !type || r.subscription_type === type).slice(0, limit);
    return HttpResponse.json({ data: list, count: list.length });
  }),
  http.get(`${V1}/payment/charge-recurring`, () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'n/a' }, { status: 404 })),
  http.get(`${V1}/payment/charge-recurring-taxes`, () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'n/a' }, { status: 404 })),
);

describe('RecurringTransactions (issue #4, §4 Blocked)', () => {
  it('lists invoices with status, type, dollars and date, and explains a block', async () => {
    rows = [invoice(1, 'FAILED'), invoice(2, 'FAILED'), invoice(3, 'PAID', 'CRM_SEAT')];
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithProviders(<RecurringTransactions userId={14} />, { route: '/my-profile#recurring-transactions' });
    expect(await screen.findByText('Your account is blocked')).toBeInTheDocument();
    expect(screen.getByText(/The last two carrier portal utilization invoices could not be charged/)).toBeInTheDocument();
    expect(await screen.findAllByText('$49.99')).toHaveLength(3);
    expect(screen.getAllByText('Failed')).toHaveLength(2);
    expect(screen.getByText('CRM seat')).toBeInTheDocument();
    expect(screen.getByText('Dec 13, 2026')).toBeInTheDocument();
    expect(document.getElementById('recurring-transactions')).not.toBeNull();
    expect(scroll).toHaveBeenCalled();
  });

  it('says why when the block check sends the agent back from another page, and focuses the banner (issue #28 item 7)', async () => {
    rows = [invoice(1, 'FAILED'), invoice(2, 'FAILED')];
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<RouteGuard>dashboard</RouteGuard>} />
        <Route path="/my-profile" element={<RecurringTransactions userId={7} />} />
      </Routes>,
      { route: '/dashboard', session: samplePayload() },
    );
    expect(await screen.findByText('Only My Profile is open while your account is blocked for failed payments. Pay the failed invoices below to open the rest of the portal.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('blocked-banner')).toHaveFocus());
  });

  it('shows no banner when not blocked, pages the table, and an empty state', async () => {
    rows = Array.from({ length: 12 }, (_, i) => invoice(i + 1, 'PAID', i % 2 ? 'CRM_SEAT' : 'CP_UTILIZATION', `2025-${String((i % 12) + 1).padStart(2, '0')}-01`));
    const user = userEvent.setup();
    renderWithProviders(<RecurringTransactions userId={14} />, { route: '/my-profile' });
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.queryByText('Your account is blocked')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('is a ui-kit DataTable paged 1-based on the client: page links, first/last, page size, a labelled cell per column', async () => {
    rows = Array.from({ length: 12 }, (_, i) => invoice(i + 1, 'PAID', 'CRM_SEAT', `2025-${String(12 - i).padStart(2, '0')}-01`));
    listReads = 0;
    const user = userEvent.setup();
    renderWithProviders(<RecurringTransactions userId={14} />, { route: '/my-profile' });
    const table = await screen.findByRole('table', { name: 'Recurring transactions' });
    expect(screen.getByTestId('data-table')).toContainElement(table);
    const pageRows = () => within(table).getAllByTestId('recurring-row');
    // The table shows while its rows load (skeleton rows): wait for the data rows.
    expect(await within(table).findAllByTestId('recurring-row')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    // On a phone every cell becomes a card line named after its column (no column hidden).
    const cells = within(pageRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Date', 'Subscription', 'Amount', 'Status']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Dec 1, 2025', 'CRM seat', '$49.99', 'Paid']);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(pageRows()).toHaveLength(2);
    expect(within(pager).getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    // The page size goes back to page 1; 5/10/25 are offered.
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByText('1–12 of 12')).toBeInTheDocument();
    expect(pageRows()).toHaveLength(12);
    // Paged on the client: the list was read once.
    expect(listReads).toBe(1);
  });

  it('shows the empty state', async () => {
    rows = [];
    renderWithProviders(<RecurringTransactions userId={14} />, { route: '/my-profile' });
    expect(await screen.findByText('No recurring invoices yet.')).toBeInTheDocument();
  });
});
