import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { V1, renderWithStore, setupMyProfileTests } from '../PersonalInformation/testing';
import { RecurringTransactions } from './RecurringTransactions';

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

setupMyProfileTests(
  http.get(`${V1}/recurring/invoices`, ({ request }) => {
    const url = new URL(request.url);
    const type = url.searchParams.get('subscription_type');
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
    renderWithStore(<RecurringTransactions userId={14} />, '/my-profile#recurring-transactions');
    expect(await screen.findByText('Your account is blocked')).toBeInTheDocument();
    expect(screen.getByText(/The last two carrier portal utilization invoices could not be charged/)).toBeInTheDocument();
    expect(await screen.findAllByText('$49.99')).toHaveLength(3);
    expect(screen.getAllByText('Failed')).toHaveLength(2);
    expect(screen.getByText('CRM seat')).toBeInTheDocument();
    expect(screen.getByText('Dec 13, 2026')).toBeInTheDocument();
    expect(document.getElementById('recurring-transactions')).not.toBeNull();
    expect(scroll).toHaveBeenCalled();
  });

  it('shows no banner when not blocked, pages the table, and an empty state', async () => {
    rows = Array.from({ length: 12 }, (_, i) => invoice(i + 1, 'PAID', i % 2 ? 'CRM_SEAT' : 'CP_UTILIZATION', `2025-${String((i % 12) + 1).padStart(2, '0')}-01`));
    const user = userEvent.setup();
    renderWithStore(<RecurringTransactions userId={14} />);
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.queryByText('Your account is blocked')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    rows = [];
    renderWithStore(<RecurringTransactions userId={14} />);
    expect(await screen.findByText('No recurring invoices yet.')).toBeInTheDocument();
  });
});
