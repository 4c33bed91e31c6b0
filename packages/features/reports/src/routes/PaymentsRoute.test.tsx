import { inLanguage, renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayout, serveEarnings, servePayouts } from '../test/reportsServer.js';
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

  describe('a scheduled payout says what is pending and when it is paid (issue #28 item 6)', () => {
    const scheduled = makePayout('2026-11-10', { commissions_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, amount_cents: 0, status: 'SCHEDULED' });

    it('nothing paid yet: the pending commissions (personal + overrides) and bonuses of the cycle, and the pay date', async () => {
      servePayouts([scheduled]);
      const earnings = serveEarnings({ '2026-11-10': { commissions_cents: 80_000, overrides_cents: 20_000, bonuses_cents: 23_456 } });
      renderPage();
      const note = await screen.findByTestId('scheduled-payout');
      expect(note).toHaveRole('status');
      expect(note).toHaveTextContent(
        'Nothing is paid yet for this pay cycle: $1,234.56 of commissions and bonuses ($1,000.00 in commissions, $234.56 in bonuses) are pending and will be paid on Nov 20, 2026 once confirmed.',
      );
      expect(earnings.queries).toEqual(['start_date=2026-11-10&end_date=2026-11-16']);
      const row = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')[1]!;
      expect(row).toHaveTextContent('Scheduled');
    });

    it('part paid, charge-backs taken: what is still pending, and the charge-backs named', async () => {
      servePayouts([{ ...scheduled, commissions_cents: 50_000, charge_backs_cents: 1_500, amount_cents: 48_500 }]);
      serveEarnings({ '2026-11-10': { commissions_cents: 80_000, overrides_cents: 20_000, bonuses_cents: 0, charge_backs_cents: 1_500 } });
      renderPage();
      expect(await screen.findByTestId('scheduled-payout')).toHaveTextContent(
        '$500.00 of commissions are still pending and will be paid on Nov 20, 2026 once confirmed. Charge-backs of $15.00 are taken from this payment.',
      );
    });

    it('nothing earned yet: says what is earned until the cycle’s end is paid then', async () => {
      servePayouts([scheduled]);
      serveEarnings({});
      renderPage();
      expect(await screen.findByTestId('scheduled-payout')).toHaveTextContent(
        'Nothing is paid or pending yet for this pay cycle: what you earn until Nov 16, 2026 will be paid on Nov 20, 2026 once confirmed.',
      );
    });

    it('in German', async () => {
      servePayouts([scheduled]);
      serveEarnings({ '2026-11-10': { commissions_cents: 100_000, bonuses_cents: 23_456 } });
      await inLanguage('de', async () => {
        renderPage();
        expect(await screen.findByTestId('scheduled-payout')).toHaveTextContent(
          /^Für diesen Abrechnungszeitraum ist noch nichts ausgezahlt: 1\.234,56\s\$ an Provisionen und Boni .* werden nach Bestätigung am 20\.11\.2026 ausgezahlt\.$/,
        );
      });
    });

    it('a paid payout needs no note, and no earnings are asked for', async () => {
      servePayouts([makePayout('2026-11-10')]);
      const earnings = serveEarnings({});
      renderPage();
      await screen.findByRole('table', { name: 'Payments' });
      await waitFor(() => expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')).toHaveLength(2));
      expect(screen.queryByTestId('scheduled-payout')).toBeNull();
      expect(earnings.queries).toEqual([]);
    });
  });
});
