import { fixDateEachTest, renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentCycleEarnings, cycleSoFarEarnings, previousCycleEarnings, sameDaysLastCycleEarnings } from '../test/fixtures.js';
import { makeBonuses, makeCommissions, makePayout, serveBonuses, serveCommissions, serveEarnings, servePayouts } from '../test/reportsServer.js';
import { Component as BonusRoute } from './BonusRoute.js';
import { Component as CommissionsRoute } from './CommissionsRoute.js';
import { Component as PaymentsRoute } from './PaymentsRoute.js';
import { Component as ReportsRoute } from './ReportsRoute.js';

// Issue #27 §4: the reports open on the current pay cycle when it has data, otherwise on the latest
// cycle that does, and say which; a cycle in progress is compared with the same days of the one
// before. "Today" is Thursday 2026-11-26 (a fake clock: only Date, so timers and user events run).

const amounts = ({ start_date: _s, end_date: _e, net_cents: _n, ...rest }: typeof currentCycleEarnings) => rest;
/** Text as read: Intl's thin and the no-break spaces as plain spaces, without word joiners. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u2060/g, '').replace(/\s/g, ' ');
const cards = (testId: string) => within(screen.getByTestId(testId));

fixDateEachTest(new Date(2026, 10, 26, 10, 30));

describe('the reports open on content (issue #27 §4)', { timeout: 30_000 }, () => {
  it('current cycle with earnings: /reports opens on it, says so, and compares its days so far with the same days of the cycle before', async () => {
    const api = serveEarnings(
      { '2026-11-24': amounts(cycleSoFarEarnings), '2026-11-17': amounts(currentCycleEarnings), '2026-11-10': amounts(previousCycleEarnings) },
      {},
      { '2026-11-24': amounts(cycleSoFarEarnings), '2026-11-17': amounts(sameDaysLastCycleEarnings) },
    );
    renderWithProviders(<ReportsRoute />, { route: '/reports', path: '/reports' });
    const net = await screen.findByTestId('earnings-net');
    expect(plain(screen.getByTestId('opening-cycle'))).toBe('Showing the current pay cycle, Nov 24 – 30, 2026, so far.');
    expect(screen.getByRole('combobox', { name: 'Pay cycle' })).toHaveTextContent('Nov 24, 2026 - Nov 30, 2026');
    expect(within(net).getByTestId('figure-value')).toHaveTextContent('$985.00');
    // $985.00 so far against $1,115.00 on Nov 17 – 19, not against the whole week's $2,530.00.
    expect(within(net).getByTestId('figure-change')).toHaveTextContent('Down $130.00 (11.7%)');
    expect(plain(within(net).getByTestId('figure-basis'))).toBe('So far, vs the same days last cycle (Nov 17 – 19, 2026)');
    expect(cards('earnings-commissions').getByTestId('figure-change')).toHaveTextContent('Up $60.00 (7.9%)');
    expect(cards('earnings-bonuses').getByTestId('figure-change')).toHaveTextContent('Down $250.00 (100%)');
    // The default earnings decide the cycle; then its 12 cycles, and the two cycles cut at day 3.
    expect(api.queries).toContain('');
    expect(api.queries).toContain('start_date=2026-09-08&end_date=2026-11-30');
    expect(api.queries).toContain('start_date=2026-11-17&end_date=2026-11-30&through_day=3');
  });

  it('current cycle empty: /reports opens on the latest cycle with earnings, says so, compares it with the whole cycle before, and its links keep it', async () => {
    const api = serveEarnings({ '2026-11-17': amounts(currentCycleEarnings), '2026-11-10': amounts(previousCycleEarnings) });
    renderWithProviders(<ReportsRoute />, { route: '/reports', path: '/reports' });
    const net = await screen.findByTestId('earnings-net');
    expect(plain(screen.getByTestId('opening-cycle'))).toBe(
      'Showing the pay cycle Nov 17 – 23, 2026, the latest with earnings: the current one (Nov 24 – 30, 2026) has none yet.',
    );
    expect(screen.getByRole('combobox', { name: 'Pay cycle' })).toHaveTextContent('Nov 17, 2026 - Nov 23, 2026');
    expect(within(net).getByTestId('figure-value')).toHaveTextContent('$2,530.00');
    expect(within(net).getByTestId('figure-change')).toHaveTextContent('Up $180.00 (7.7%)');
    expect(plain(within(net).getByTestId('figure-basis'))).toBe('vs the whole previous cycle (Nov 10 – 16, 2026)');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commissions' })).toHaveAttribute('href', '/reports/commissions?start_date=2026-11-17&end_date=2026-11-23');
    expect(api.queries.some((q) => q.includes('through_day'))).toBe(false);
  });

  it('a cycle in the URL wins: no default request, no line; a cycle in progress is still compared like for like', async () => {
    const api = serveEarnings({ '2026-11-24': amounts(cycleSoFarEarnings) }, {}, { '2026-11-24': amounts(cycleSoFarEarnings), '2026-11-17': amounts(sameDaysLastCycleEarnings) });
    renderWithProviders(<ReportsRoute />, { route: '/reports?start_date=2026-11-24&end_date=2026-11-30', path: '/reports' });
    const net = await screen.findByTestId('earnings-net');
    expect(screen.getByTestId('opening-cycle')).toHaveTextContent('');
    expect(plain(within(net).getByTestId('figure-basis'))).toBe('So far, vs the same days last cycle (Nov 17 – 19, 2026)');
    expect(api.queries).not.toContain('');
  });

  it('no earnings in the last 52 cycles: the current cycle, its empty state, and a line saying so', async () => {
    serveEarnings({});
    renderWithProviders(<ReportsRoute />, { route: '/reports', path: '/reports' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No earnings in this pay cycle');
    expect(plain(screen.getByTestId('opening-cycle'))).toBe('Showing the current pay cycle, Nov 24 – 30, 2026: there are no earnings in the last 52 pay cycles.');
  });

  it('/reports/commissions opens on the latest cycle with commissions and asks the report for it', async () => {
    serveEarnings({ '2026-11-24': { bonuses_cents: 5_000 }, '2026-11-17': amounts(currentCycleEarnings) });
    const api = serveCommissions(makeCommissions(3));
    renderWithProviders(<CommissionsRoute />, { route: '/reports/commissions', path: '/reports/commissions' });
    await waitFor(() => expect(api.queries).toHaveLength(1));
    expect(api.last().get('start_date')).toBe('2026-11-17');
    expect(plain(await screen.findByText(/^Showing the pay cycle/))).toBe(
      'Showing the pay cycle Nov 17 – 23, 2026, the latest with commissions: the current one (Nov 24 – 30, 2026) has none yet.',
    );
  });

  it('/reports/bonus opens on the current cycle when it has bonuses', async () => {
    serveEarnings({ '2026-11-24': { bonuses_cents: 10_000 } });
    const api = serveBonuses(makeBonuses(2, '2026-11-24'));
    renderWithProviders(<BonusRoute />, { route: '/reports/bonus', path: '/reports/bonus' });
    await waitFor(() => expect(api.queries).toHaveLength(1));
    expect(api.last().get('start_date')).toBe('2026-11-24');
    expect(plain(await screen.findByText(/^Showing the current pay cycle/))).toBe('Showing the current pay cycle, Nov 24 – 30, 2026, so far.');
  });

  it('/reports/payments opens on the latest cycle with earnings, never asking for the empty current one', async () => {
    serveEarnings({ '2026-11-10': amounts(previousCycleEarnings) });
    const api = servePayouts([makePayout('2026-11-10')]);
    renderWithProviders(<PaymentsRoute />, { route: '/reports/payments', path: '/reports/payments' });
    await waitFor(() => expect(api.queries).toHaveLength(1));
    expect(Object.fromEntries(api.queries[0]!.entries())).toMatchObject({ start_date: '2026-11-10', end_date: '2026-11-16' });
    expect(plain(await screen.findByText(/^Showing the pay cycle/))).toBe(
      'Showing the pay cycle Nov 10 – 16, 2026, the latest with earnings: the current one (Nov 24 – 30, 2026) has none yet.',
    );
  });
});
