import type { RecurringInvoiceStatus, SubscriptionType } from '@agent-portal/api-client/wire';
import type { SeedAgent } from './agents.js';
import type { Prng } from './prng.js';
import { DAY_MS } from '../../http/dates.js';

/** One seeded recurring invoice, as inserted into `recurring_invoices`. */
export interface SeedInvoice {
  id: number;
  user_id: number;
  subscription_type: SubscriptionType;
  status: RecurringInvoiceStatus;
  /** Amount in cents (USD). */
  amount_cents: number;
  currency: 'USD';
  /** `YYYY-MM-DD`. */
  invoice_date: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601, or null unless PAID. */
  paid_at: string | null;
}

/** Monthly price of each subscription, in cents. E&O insurance is billed yearly. */
export const PRICES_CENTS: Record<SubscriptionType, number> = {
  CP_UTILIZATION: 4900,
  CRM_SEAT: 2900,
  E_AND_O_INSURANCE: 39900,
};

/** Months of monthly invoices generated back from the anchor month (anchor month included). */
export const INVOICE_MONTHS = 12;

interface Draft {
  user: SeedAgent;
  type: SubscriptionType;
  date: Date;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function draftsFor(user: SeedAgent, anchor: Date): Draft[] {
  const joined = new Date(user.created_at);
  const billingDay = 1 + (user.id % 28);
  const drafts: Draft[] = [];
  for (let back = INVOICE_MONTHS - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, billingDay));
    if (date > anchor || date < joined) continue;
    drafts.push({ user, type: 'CP_UTILIZATION', date });
    if (user.is_licensed) drafts.push({ user, type: 'CRM_SEAT', date });
  }
  if (user.is_licensed) {
    for (const year of [anchor.getUTCFullYear() - 1, anchor.getUTCFullYear()]) {
      const date = new Date(Date.UTC(year, 0, 15));
      if (date >= joined && date <= anchor) drafts.push({ user, type: 'E_AND_O_INSURANCE', date });
    }
  }
  return drafts.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * Generates every agent's recurring invoices deterministically: monthly
 * CP_UTILIZATION (everyone) and CRM_SEAT (licensed), yearly E_AND_O_INSURANCE
 * (licensed), since the agent joined and at most {@link INVOICE_MONTHS} back.
 * Demo accounts pay everything, except Bea whose two latest CP_UTILIZATION
 * invoices FAILED (she is blocked, spec §4). Others: mostly PAID, a few FAILED,
 * invoices of the last 5 days sometimes still PENDING. Ids grow with time, so
 * `ORDER BY invoice_date DESC, id DESC` is stable.
 */
export function generateInvoices(rng: Prng, agents: readonly SeedAgent[], anchor: Date): SeedInvoice[] {
  const drafts = agents.flatMap((user) => draftsFor(user, anchor));
  drafts.sort((a, b) => a.date.getTime() - b.date.getTime() || a.user.id - b.user.id);
  const beaFailed = new Set<Draft>(
    drafts.filter((d) => d.user.demo === 'bea' && d.type === 'CP_UTILIZATION').slice(-2),
  );
  return drafts.map((draft, index) => {
    let status: RecurringInvoiceStatus = 'PAID';
    const recent = anchor.getTime() - draft.date.getTime() < 5 * DAY_MS;
    if (draft.user.demo) {
      status = beaFailed.has(draft) ? 'FAILED' : 'PAID';
    } else if (recent && rng.chance(0.3)) {
      status = 'PENDING';
    } else if (rng.chance(0.04)) {
      status = 'FAILED';
    }
    const created = new Date(draft.date.getTime() + 6 * 3_600_000);
    const paid =
      status === 'PAID'
        ? new Date(Math.min(created.getTime() + rng.int(1, 48) * 3_600_000 + rng.int(0, 3599) * 1000, anchor.getTime()))
        : null;
    return {
      id: index + 1,
      user_id: draft.user.id,
      subscription_type: draft.type,
      status,
      amount_cents: PRICES_CENTS[draft.type],
      currency: 'USD',
      invoice_date: isoDate(draft.date),
      created_at: created.toISOString(),
      paid_at: paid ? paid.toISOString() : null,
    };
  });
}
