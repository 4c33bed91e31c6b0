import type { RecurringInvoice, RecurringInvoiceStatus, SubscriptionType } from '@agent-portal/api-client/wire';
import type { Queryable } from './db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/** Filters of {@link listRecurringInvoices}. */
export interface InvoiceFilter {
  userId: number;
  subscriptionType?: SubscriptionType;
  status?: RecurringInvoiceStatus;
  /** Maximum rows, 1..100. */
  limit: number;
}

/**
 * Lists an agent's recurring invoices, newest first (`invoice_date` desc, then `id` desc).
 * @returns the page of rows and `count`, the number of rows matching the filter.
 */
export async function listRecurringInvoices(
  q: Queryable,
  filter: InvoiceFilter,
): Promise<{ rows: RecurringInvoice[]; count: number }> {
  const where = ['user_id = $1', '($2::text IS NULL OR subscription_type = $2)', '($3::text IS NULL OR status = $3)'];
  const params = [filter.userId, filter.subscriptionType ?? null, filter.status ?? null];
  const rows = await q.query<RecurringInvoice & { total: number }>(
    `SELECT id, user_id, subscription_type, status, amount_cents, currency,
            to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
            to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at,
            to_char(paid_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS paid_at,
            count(*) OVER ()::int AS total
       FROM recurring_invoices
      WHERE ${where.join(' AND ')}
      ORDER BY invoice_date DESC, id DESC
      LIMIT $4`,
    [...params, filter.limit],
  );
  // limit >= 1, so no row means nothing matched.
  const count = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}
