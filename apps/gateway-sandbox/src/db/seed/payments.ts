import type { SubscriptionType } from '@agent-portal/api-client/wire';
import { hashPassword } from '../../auth/passwords.js';
import { computeTaxes } from '../../payment/taxes.js';
import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { DEMO_PASSWORD, EMAIL_DOMAIN, ROLE_AGENT, SEED_ANCHOR } from './constants.js';
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
  await seedE2eAccounts(tx, agents);
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

/**
 * Extra sandbox accounts for end-to-end tests that change state, so they never disturb the demo
 * accounts other specs rely on (password `Sandbox!2026`, licensed, under Bea's upline):
 * - `pay.blocked.900001@…` (Paz Blocked): blocked like Bea (two latest CP_UTILIZATION invoices FAILED)
 *   with a Mastercard ••••4444 the sandbox provider charges, for the pay-and-unblock flow;
 * - `settings.tester.900002@…` (Sam Settings): for password and security-question changes (one PAID invoice).
 * Not part of `SeedData.agents`, so the other seed modules do not see them.
 */
export const E2E_ACCOUNTS = {
  payBlocked: `pay.blocked.900001@${EMAIL_DOMAIN}`,
  settings: `settings.tester.900002@${EMAIL_DOMAIN}`,
} as const;

async function insertE2eAgent(
  tx: Queryable,
  bea: SeedAgent,
  code: string,
  email: string,
  first: string,
  last: string,
  hash: string,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (code, email, password_hash, first_name, last_name, phone, avatar_url, is_licensed, role_id,
                        upline_id, level, created_at)
     VALUES ($1, $2, $3, $4, $5, NULL, '', true, $6, $7, $8, $9) RETURNING id`,
    [code, email, hash, first, last, ROLE_AGENT, bea.upline_id, bea.level, bea.created_at],
  );
  const id = rows[0]!.id;
  await tx.query(
    `INSERT INTO chargeable_settings (user_id, billing_day, currency, auto_pay, updated_at) VALUES ($1, $2, 'USD', true, $3)`,
    [id, 1 + (id % 28), SEED_ANCHOR.toISOString()],
  );
  await tx.query(
    `INSERT INTO chargeable_subscriptions (user_id, subscription_type, charged, amount_cents, billing_interval)
     VALUES ($1, 'CP_UTILIZATION', true, 4900, 'MONTHLY'), ($1, 'CRM_SEAT', true, 2900, 'MONTHLY'),
            ($1, 'E_AND_O_INSURANCE', true, 39900, 'YEARLY')`,
    [id],
  );
  return id;
}

/** Seeds {@link E2E_ACCOUNTS} (after the agents, invoices and profile data). */
export async function seedE2eAccounts(tx: Queryable, agents: readonly SeedAgent[]): Promise<void> {
  const bea = agents.find((agent) => agent.demo === 'bea');
  if (!bea) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const payer = await insertE2eAgent(tx, bea, 'AG-900001', E2E_ACCOUNTS.payBlocked, 'Paz', 'Blocked', hash);
  const tester = await insertE2eAgent(tx, bea, 'AG-900002', E2E_ACCOUNTS.settings, 'Sam', 'Settings', hash);
  const day = (offsetMonths: number) =>
    new Date(Date.UTC(SEED_ANCHOR.getUTCFullYear(), SEED_ANCHOR.getUTCMonth() - offsetMonths, 3)).toISOString().slice(0, 10);
  await tx.query(
    `INSERT INTO recurring_invoices (user_id, subscription_type, status, amount_cents, currency, invoice_date, created_at, paid_at)
     VALUES ($1, 'CP_UTILIZATION', 'PAID', 4900, 'USD', $2::date, $2::date, $2::date + interval '1 day'),
            ($1, 'CP_UTILIZATION', 'FAILED', 4900, 'USD', $3::date, $3::date, NULL),
            ($1, 'CP_UTILIZATION', 'FAILED', 4900, 'USD', $4::date, $4::date, NULL)`,
    [payer, day(2), day(1), day(0)],
  );
  await tx.query(
    `INSERT INTO recurring_invoices (user_id, subscription_type, status, amount_cents, currency, invoice_date, created_at, paid_at)
     VALUES ($1, 'CP_UTILIZATION', 'PAID', 4900, 'USD', $2::date, $2::date, $2::date + interval '1 day')`,
    [tester, day(0)],
  );
  const token = 'tok_sandbox_seed_pay_blocked';
  await tx.query(
    `INSERT INTO card_tokens (token, fingerprint, brand, last4, exp_month, exp_year) VALUES ($1, 'seed-pay-blocked', 'mastercard', '4444', 12, 2030)`,
    [token],
  );
  await tx.query(
    `INSERT INTO agent_payment_cards (user_id, token, brand, last4, exp_month, exp_year) VALUES ($1, $2, 'mastercard', '4444', 12, 2030)`,
    [payer, token],
  );
}
