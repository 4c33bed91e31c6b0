import type { ChargeableSettings as Settings } from '@agent-portal/api-client/wire';
import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../i18n/payments/index.js';
import { ChargeableSettings } from './ChargeableSettings.js';

// Issue #4 recurring-payment; spec §7 `GET /payment/settings/chargeable/{id}`.
const settings: Settings = {
  user_id: 7,
  billing_day: 8,
  currency: 'USD',
  auto_pay: true,
  subscriptions: [
    { subscription_type: 'CP_UTILIZATION', charged: true, amount_cents: 4900, billing_interval: 'MONTHLY' },
    { subscription_type: 'E_AND_O_INSURANCE', charged: false, amount_cents: 39900, billing_interval: 'YEARLY' },
  ],
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('ChargeableSettings (an unpaged ui-kit DataTable)', () => {
  it('shows the billing day, automatic payment and one labelled row per subscription, without a pager', async () => {
    server.use(http.get(`${TEST_ORIGIN}/integration/v1/payment/settings/chargeable/7`, () => HttpResponse.json({ data: settings })));
    renderWithProviders(<ChargeableSettings userId={7} />);
    const table = await screen.findByRole('table', { name: 'Chargeable settings' });
    expect(screen.getByText('Monthly invoices are issued on day 8 of each month.')).toBeInTheDocument();
    expect(screen.getByText('Automatic payment: on')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Carrier portal utilization', 'Yes', '$49.00 / month'],
      ['E&O insurance', 'No', '$399.00 / year'],
    ]);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Subscription', 'Charged', 'Price']);
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('a failed read shows an alert whose retry reads again', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/payment/settings/chargeable/7`, () =>
        fail ? HttpResponse.json({ message: 'Down.' }, { status: 500 }) : HttpResponse.json({ data: settings }),
      ),
    );
    const { user } = renderWithProviders(<ChargeableSettings userId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your chargeable settings could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Chargeable settings' })).toBeInTheDocument();
  });
});
