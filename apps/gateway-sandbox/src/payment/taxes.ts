import type { RecurringTaxLine, SubscriptionType } from '@agent-portal/api-client/wire';

/** Tax rates of the sandbox, in basis points (1/100 of a percent): 6.25 % state sales tax, 1 % local tax. */
export const TAX_RATES_BPS: ReadonlyArray<{ code: string; name: string; bps: number }> = [
  { code: 'STATE_SALES_TAX', name: 'State sales tax', bps: 625 },
  { code: 'LOCAL_TAX', name: 'Local tax', bps: 100 },
];

/** Subscriptions that are taxed; E&O insurance premiums are exempt from sales tax. */
export const TAXABLE: ReadonlySet<SubscriptionType> = new Set(['CP_UTILIZATION', 'CRM_SEAT']);

/** The taxes of a set of invoices. All amounts in cents. */
export interface TaxComputation {
  subtotal_cents: number;
  lines: RecurringTaxLine[];
  tax_cents: number;
  total_cents: number;
}

/**
 * Computes the tax lines of invoices (issue #4 recurring-payment, spec §7 `charge-recurring-taxes`):
 * each rate applies to the taxable subtotal, rounded half up to the cent per line.
 * Lines are listed even when their amount is 0 (nothing taxable); no invoices → no lines.
 */
export function computeTaxes(invoices: ReadonlyArray<{ subscription_type: SubscriptionType; amount_cents: number }>): TaxComputation {
  const subtotal = invoices.reduce((sum, invoice) => sum + invoice.amount_cents, 0);
  const taxable = invoices
    .filter((invoice) => TAXABLE.has(invoice.subscription_type))
    .reduce((sum, invoice) => sum + invoice.amount_cents, 0);
  const lines: RecurringTaxLine[] =
    invoices.length === 0
      ? []
      : TAX_RATES_BPS.map((rate) => ({
          code: rate.code,
          name: rate.name,
          rate_percent: rate.bps / 100,
          taxable_cents: taxable,
          amount_cents: Math.round((taxable * rate.bps) / 10_000),
        }));
  const tax = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  return { subtotal_cents: subtotal, lines, tax_cents: tax, total_cents: subtotal + tax };
}
