import type { SubscriptionType } from '@agent-portal/api-client/wire';
import { computeTaxes } from '../../routes/integration/payment-taxes.js';
import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { SEED_ANCHOR } from './constants.js';
import { PRICES_CENTS, type SeedInvoice } from './invoices.js';

/** One seeded payment with the invoices it paid. */
export interface SeedPayment {
  user_id: number;
  amount_cents: number;
  tax_cents: number;
  total_cents: number;
  /** ISO 8601: the latest `paid_at` of its invoices. */
  created_at: string;
  invoice_ids: number[];
}

/**
 * Ava's payment history (issue #4: "payment history for Ava, paid invoices ↔ payments"):
 * one SUCCEEDED payment per billing date, covering her PAID invoices of that date, with the
 * sandbox's taxes. Deterministic (derived from the seeded invoices).
 */
export function generatePayments(agents: readonly SeedAgent[], invoices: readonly SeedInvoice[]): SeedPayment[] {
  const ava = agents.find((agent) => agent.demo === 'ava');
  if (!ava) return [];
  const byDate = new Map<string, SeedInvoice[]>();
  for (const invoice of invoices) {
    if (invoice.user_id !== ava.id || invoice.status !== 'PAID' || !invoice.paid_at) continue;
    byDate.set(invoice.invoice_date, [...(byDate.get(invoice.invoice_date) ?? []), invoice]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, group]) => {
      const taxes = computeTaxes(group);
      return {
        user_id: ava.id,
        amount_cents: taxes.subtotal_cents,
        tax_cents: taxes.tax_cents,
        total_cents: taxes.total_cents,
        created_at: group.map((invoice) => invoice.paid_at!).sort().at(-1)!,
        invoice_ids: group.map((invoice) => invoice.id),
      };
    });
}

const TYPES: SubscriptionType[] = ['CP_UTILIZATION', 'CRM_SEAT', 'E_AND_O_INSURANCE'];

/**
 * Seeds the payment tables (migration 40): chargeable settings for every agent (billing day
 * `1 + id % 28`, as the invoices; CP_UTILIZATION charged for everyone, CRM_SEAT and E&O
 * insurance charged for licensed agents) and Ava's payment history ({@link generatePayments},
 * paid with her seeded Visa ••••1111).
 */
export async function seedPayments(
  tx: Queryable,
  data: { agents: readonly SeedAgent[]; invoices: readonly SeedInvoice[] },
  anchor: Date = SEED_ANCHOR,
): Promise<void> {
  const agents = data.agents;
  await tx.query(
    `INSERT INTO chargeable_settings (user_id, billing_day, currency, auto_pay, updated_at)
     SELECT id, day, 'USD', true, $3::timestamptz FROM unnest($1::int[], $2::int[]) AS t(id, day)`,
    [agents.map((a) => a.id), agents.map((a) => 1 + (a.id % 28)), anchor.toISOString()],
  );
  const rows = agents.flatMap((agent) =>
    TYPES.map((type) => ({
      user_id: agent.id,
      type,
      charged: type === 'CP_UTILIZATION' || agent.is_licensed,
      amount: PRICES_CENTS[type],
      interval: type === 'E_AND_O_INSURANCE' ? 'YEARLY' : 'MONTHLY',
    })),
  );
  await tx.query(
    `INSERT INTO chargeable_subscriptions (user_id, subscription_type, charged, amount_cents, billing_interval)
     SELECT * FROM unnest($1::int[], $2::text[], $3::bool[], $4::int[], $5::text[])`,
    [rows.map((r) => r.user_id), rows.map((r) => r.type), rows.map((r) => r.charged), rows.map((r) => r.amount), rows.map((r) => r.interval)],
  );
  const payments = generatePayments(agents, data.invoices);
  for (const [index, payment] of payments.entries()) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO payments (user_id, status, amount_cents, tax_cents, total_cents, currency, card_brand, card_last4,
                             transaction_id, created_at)
       VALUES ($1, 'SUCCEEDED', $2, $3, $4, 'USD', 'Visa', '1111', $5, $6) RETURNING id`,
      [payment.user_id, payment.amount_cents, payment.tax_cents, payment.total_cents, `sandbox_seed_${index + 1}`, payment.created_at],
    );
    await tx.query('INSERT INTO payment_invoices (payment_id, invoice_id) SELECT $1, unnest($2::int[])', [
      inserted[0]!.id,
      payment.invoice_ids,
    ]);
  }
}
