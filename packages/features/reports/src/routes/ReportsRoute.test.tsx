import { lastPayCycles, payCycleOf } from '@agent-portal/pay-cycle';
import { fixDateEachTest, renderWithProviders, server } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentCycleEarnings, previousCycleEarnings } from '../test/fixtures.js';
import { INTEGRATION_URL, serveEarnings } from '../test/reportsServer.js';
import { Component as ReportsRoute } from './ReportsRoute.js';

const CYCLE = '?start_date=2026-11-17&end_date=2026-11-23';
const renderPage = (search = CYCLE) => renderWithProviders(<ReportsRoute />, { route: `/reports${search}`, path: '/reports' });

const amounts = ({ start_date: _s, end_date: _e, net_cents: _n, ...rest }: typeof currentCycleEarnings) => rest;

describe('reports overview (issue #9)', { timeout: 30_000 }, () => {
  // Thursday 2026-11-26: the Nov 17 – 23 cycle of the URL is over (compared with the whole previous one).
  fixDateEachTest(new Date(2026, 10, 26, 10, 30));

  it('shows the net and its change against the previous cycle, and the year to date, from one earnings request', async () => {
    const api = serveEarnings(
      { '2026-11-17': amounts(currentCycleEarnings), '2026-11-10': amounts(previousCycleEarnings) },
      { net_cents: 11_272_500, year: 2026 },
    );
    renderPage();
    const net = await screen.findByTestId('earnings-net');
    expect(within(net).getByTestId('figure-value')).toHaveTextContent('$2,530.00');
    expect(within(net).getByTestId('figure-change')).toHaveTextContent('Up $180.00 (7.7%)');
    expect(within(net).getByTestId('figure-ytd')).toHaveTextContent('Year to date 2026: $112,725.00');
    expect(within(screen.getByTestId('earnings-commissions')).getByTestId('figure-change')).toHaveTextContent('Up $150.00 (8.3%)');
    // charge-backs rose: shown negative, the change in red
    const chargeBacks = screen.getByTestId('earnings-chargeBacks');
    expect(within(chargeBacks).getByTestId('figure-value')).toHaveTextContent('-$175.00');
    expect(within(chargeBacks).getByTestId('figure-change')).toHaveTextContent('Up $55.00 (45.8%)');
    expect(within(screen.getByTestId('earnings-bonuses')).getByTestId('figure-change')).toHaveTextContent('No change');
    // one request: the 12 cycles ending with the chosen one (previous + current, and the chart's)
    expect(api.queries).toEqual([`start_date=${lastPayCycles(12, '2026-11-17')[11]!.start_date}&end_date=2026-11-23`]);
  });

  it('links to the three sub-reports keeping the cycle in the URL', async () => {
    serveEarnings({ '2026-11-17': amounts(currentCycleEarnings) });
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Detailed reports' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', `/reports/payments${CYCLE}`);
    expect(within(nav).getByRole('link', { name: 'Commissions' })).toHaveAttribute('href', `/reports/commissions${CYCLE}`);
    expect(within(nav).getByRole('link', { name: 'Bonuses' })).toHaveAttribute('href', `/reports/bonus${CYCLE}`);
  });

  it('choosing another cycle updates the URL, the request and the figures', async () => {
    const api = serveEarnings({
      '2026-11-17': amounts(currentCycleEarnings),
      '2026-11-10': amounts(previousCycleEarnings),
      '2026-11-03': { commissions_cents: 100_000 },
    });
    const { user, location } = renderPage();
    await screen.findByTestId('earnings-net');
    await user.click(screen.getByRole('combobox', { name: 'Pay cycle' }));
    await user.click(await screen.findByRole('option', { name: 'Nov 10, 2026 - Nov 16, 2026' }));
    await waitFor(() => expect(location()).toBe('/reports?start_date=2026-11-10&end_date=2026-11-16'));
    await waitFor(() => expect(api.queries.at(-1)).toBe(`start_date=${lastPayCycles(12, '2026-11-10')[11]!.start_date}&end_date=2026-11-16`));
    await waitFor(() => expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-value')).toHaveTextContent('$2,350.00'));
    expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-change')).toHaveTextContent('Up $1,350.00 (135%)');
    expect(screen.getByRole('link', { name: 'Commissions' })).toHaveAttribute('href', '/reports/commissions?start_date=2026-11-10&end_date=2026-11-16');
  });

  it('without a valid cycle in the URL opens on the current cycle when it has earnings (issue #27 §4)', async () => {
    const current = payCycleOf(new Date());
    const api = serveEarnings({ [current.start_date]: { commissions_cents: 10_000 } }, {}, { [current.start_date]: { commissions_cents: 10_000 } });
    renderPage('?start_date=2026-11-18&end_date=2026-11-24');
    await waitFor(() => expect(api.queries).toContain(`start_date=${lastPayCycles(12, current.start_date)[11]!.start_date}&end_date=${current.end_date}`));
    expect(api.queries[0]).toBe('');
  });

  it('an empty cycle shows the empty state, not zeros', async () => {
    serveEarnings({ '2026-11-10': amounts(previousCycleEarnings) });
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No earnings in this pay cycle');
    expect(screen.queryByTestId('earnings-net')).not.toBeInTheDocument();
  });

  it('a failed load shows an error with "Try again"', async () => {
    server.use(http.get(`${INTEGRATION_URL}/commissions/earnings`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('The earnings could not be loaded.')).toBeInTheDocument();
  });

  it('shows the chart of the last 12 cycles with the figures, not later (issue #32)', async () => {
    serveEarnings({ '2026-11-17': amounts(currentCycleEarnings) });
    renderPage();
    const chart = await screen.findByRole('list', { name: 'Net earnings of the last 12 pay cycles' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(12);
  });
});
