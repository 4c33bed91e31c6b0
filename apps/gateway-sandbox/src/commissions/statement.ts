import type { Queryable } from '../db/db.js';
import { clientsVisibleSql } from './queries.js';

/**
 * The rows of the commission statement (issue #9 §3, issue #28 item 4): every commission row, then
 * every bonus, of agent `userId`'s cycles `start … lastCycle`, read in batches by keyset paging so a
 * statement of a million rows streams in constant memory. The route
 * (`routes/integration/statement.ts`) writes them as CSV (`statementCsv.ts`) or draws the PDF.
 */

/** Rows read per query while streaming a statement (keyset paging, constant memory). */
export const STATEMENT_BATCH_ROWS = 2000;

/** One row of the statement in the machine form's terms (codes, ISO dates, cents, basis points). */
export interface StatementRow {
  record_type: 'COMMISSION' | 'BONUS';
  pay_cycle_start: string;
  pay_cycle_end: string;
  kind_or_bonus_type: string;
  status: string;
  source_agent: string | null;
  client: string | null;
  policy_no: string | null;
  product_type: string | null;
  carrier: string | null;
  premium_cents: number | null;
  rate_bps: number | null;
  amount_cents: number;
  description: string | null;
}

/**
 * The statement's rows in the machine form's terms: commissions by cycle and id, then bonuses by
 * cycle and id; client names empty for an unlicensed caller ({@link clientsVisibleSql}).
 */
export async function* statementRows(db: Queryable, userId: number, start: string, lastCycle: string, licensed: boolean): AsyncGenerator<StatementRow> {
  let after: [string, number] = ['0001-01-01', 0];
  for (;;) {
    const rows = await db.query<Record<string, string | number | null>>(
      `SELECT to_char(c.pay_cycle_start, 'YYYY-MM-DD') AS start, to_char(c.pay_cycle_start + 6, 'YYYY-MM-DD') AS "end",
              c.id, c.kind, c.status, s.first_name || ' ' || s.last_name AS source,
              cl.first_name || ' ' || cl.last_name AS client, c.policy_no, c.product_type, c.carrier,
              c.premium_cents, c.rate_bps, c.amount_cents
         FROM commissions c
         LEFT JOIN users s ON s.id = c.source_agent_id
         LEFT JOIN clients cl ON cl.id = c.client_id AND ${clientsVisibleSql(licensed)}
        WHERE c.agent_id = $1 AND c.pay_cycle_start BETWEEN $2::date AND $3::date
          AND (c.pay_cycle_start, c.id) > ($4::date, $5::int)
        ORDER BY c.pay_cycle_start, c.id LIMIT ${STATEMENT_BATCH_ROWS}`,
      [userId, start, lastCycle, after[0], after[1]],
    );
    for (const r of rows) {
      yield {
        record_type: 'COMMISSION', pay_cycle_start: String(r.start), pay_cycle_end: String(r.end), kind_or_bonus_type: String(r.kind),
        status: String(r.status), source_agent: (r.source as string | null) ?? null, client: (r.client as string | null) ?? null,
        policy_no: String(r.policy_no), product_type: String(r.product_type), carrier: String(r.carrier),
        premium_cents: Number(r.premium_cents), rate_bps: Number(r.rate_bps), amount_cents: Number(r.amount_cents), description: null,
      };
    }
    if (rows.length < STATEMENT_BATCH_ROWS) break;
    const last = rows.at(-1)!;
    after = [String(last.start), Number(last.id)];
  }
  const bonuses = await db.query<Record<string, string | number>>(
    `SELECT to_char(pay_cycle_start, 'YYYY-MM-DD') AS start, to_char(pay_cycle_start + 6, 'YYYY-MM-DD') AS "end",
            bonus_type, status, amount_cents, description
       FROM bonuses WHERE agent_id = $1 AND pay_cycle_start BETWEEN $2::date AND $3::date
      ORDER BY pay_cycle_start, id`,
    [userId, start, lastCycle],
  );
  for (const b of bonuses) {
    yield {
      record_type: 'BONUS', pay_cycle_start: String(b.start), pay_cycle_end: String(b.end), kind_or_bonus_type: String(b.bonus_type),
      status: String(b.status), source_agent: null, client: null, policy_no: null, product_type: null, carrier: null,
      premium_cents: null, rate_bps: null, amount_cents: Number(b.amount_cents), description: String(b.description),
    };
  }
}
