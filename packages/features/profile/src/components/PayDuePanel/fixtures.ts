import type { RecurringCharge, RecurringChargeTaxes, RecurringInvoice } from '@agent-portal/api-client/wire';

/** Bea-like unpaid invoices (two FAILED CP_UTILIZATION), for tests and stories. */
export const dueInvoices: RecurringInvoice[] = [
  { id: 101, user_id: 14, subscription_type: 'CP_UTILIZATION', status: 'FAILED', amount_cents: 4900, currency: 'USD', invoice_date: '2026-10-15', created_at: '2026-10-15T06:00:00.000Z', paid_at: null },
  { id: 102, user_id: 14, subscription_type: 'CP_UTILIZATION', status: 'FAILED', amount_cents: 4900, currency: 'USD', invoice_date: '2026-11-15', created_at: '2026-11-15T06:00:00.000Z', paid_at: null },
];

/** What is due for {@link dueInvoices}. */
export const dueCharge: RecurringCharge = { user_id: 14, currency: 'USD', invoices: dueInvoices, subtotal_cents: 9800 };

/** Taxes of {@link dueCharge}: 6.25 % + 1 % of $98.00 → total $105.11. */
export const dueTaxes: RecurringChargeTaxes = {
  user_id: 14,
  currency: 'USD',
  subtotal_cents: 9800,
  lines: [
    { code: 'STATE_SALES_TAX', name: 'State sales tax', rate_percent: 6.25, taxable_cents: 9800, amount_cents: 613 },
    { code: 'LOCAL_TAX', name: 'Local tax', rate_percent: 1, taxable_cents: 9800, amount_cents: 98 },
  ],
  tax_cents: 711,
  total_cents: 10511,
};
