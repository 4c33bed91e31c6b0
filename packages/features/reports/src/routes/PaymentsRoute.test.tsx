import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayout, servePayouts } from '../test/reportsServer.js';
import { Component as PaymentsRoute } from './PaymentsRoute.js';

const CYCLE = 'start_date=2026-11-10&end_date=2026-11-16';
const renderPage = (search = `?${CYCLE}`) =>
  renderWithProviders(<PaymentsRoute />, { route: `/reports/payments${search}`, path: '/reports/payments' });
const query = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('payments report (issue #9)', { timeout: 30_000 }, () => {
  it('shows the payout of the cycle: commissions, bonuses, charge-backs, payment, pay date', async () => {
    const api = servePayouts([makePayout('2026-11-10')]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payments' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(query(api.last())).toEqual({ start_date: '2026-11-10', end_date: '2026-11-16', page: '1', limit: '10' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent!.replace(/\s+/g, ' '));
    expect(cells).toEqual(['Nov 10 – 16, 2026', 'Nov 20, 2026', '$2,100.00', '$250.00', '-$120.00', '$2,230.00', 'Paid']);
    expect(within(screen.getByTestId('report-totals')).getByTestId('total-payments')).toHaveTextContent('$2,230.00');
  });

  it('changing the cycle in the picker updates the URL and the request', async () => {
    const api = servePayouts([makePayout('2026-11-10')]);
    const { user, location } = renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('combobox', { name: 'Pay cycle' }));
    await user.click(await screen.findByRole('option', { name: 'Nov 3, 2026 - Nov 9, 2026' }));
    await waitFor(() => expect(location()).toBe('/reports/payments?start_date=2026-11-03&end_date=2026-11-09'));
    await waitFor(() => expect(query(api.last())).toMatchObject({ start_date: '2026-11-03', end_date: '2026-11-09', page: '1' }));
  });

  it('no payout for the cycle: the empty state', async () => {
    servePayouts([]);
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No payment for this pay cycle');
  });
});
