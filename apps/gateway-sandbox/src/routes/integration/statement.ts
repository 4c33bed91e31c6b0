import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { clientsVisibleSql, QueryReader } from './commissions.js';
import { statementFacts, statementPdf } from './statementPdf.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { callerFactsOf } from '../../policy/enforce.js';

/** Rows read per query while streaming a statement (keyset paging, constant memory). */
export const STATEMENT_BATCH_ROWS = 2000;

/** Columns of the CSV statement, in order. */
export const STATEMENT_COLUMNS = [
  'record_type',
  'pay_cycle_start',
  'pay_cycle_end',
  'kind_or_bonus_type',
  'status',
  'source_agent',
  'client',
  'policy_no',
  'product_type',
  'carrier',
  'premium_cents',
  'rate_bps',
  'amount_cents',
  'description',
] as const;

/**
 * One CSV cell (RFC 4180) that a spreadsheet will not run as a formula: a text
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`
 * (OWASP CSV injection); a cell holding a comma, a quote or a line break is
 * quoted, quotes doubled. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: ReadonlyArray<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

async function* statementLines(db: Queryable, userId: number, start: string, lastCycle: string, licensed: boolean): AsyncGenerator<string> {
  yield csvLine([...STATEMENT_COLUMNS]);
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
      yield csvLine(['COMMISSION', r.start!, r.end!, r.kind!, r.status!, r.source ?? null, r.client ?? null, r.policy_no!,
        r.product_type!, r.carrier!, r.premium_cents!, r.rate_bps!, r.amount_cents!, null]);
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
    yield csvLine(['BONUS', b.start!, b.end!, b.bonus_type!, b.status!, null, null, null, null, null, null, null, b.amount_cents!, b.description!]);
  }
}

/**
 * `GET /commissions/statement?start_date&end_date&format=csv|pdf` (issue #9 §3; docs/CONTRACTS.md
 * "Earnings"), the caller's own rows only:
 * - `csv` (default): every commission and bonus row of the range (same date rules as the
 *   report), streamed with formula-injection escaping;
 * - `pdf`: a one-page statement of ONE pay cycle (`start_date` a Tuesday, `end_date` the Monday
 *   after; 400 otherwise): agent, cycle, totals by kind (bonuses by type), the commission rows by
 *   kind and status, the payout, the comparison with the previous cycle (like for like, issue #27 §4:
 *   a cycle in progress against the same days of the one before) — drawn with pdfkit.
 * Both are attachments (`Content-Disposition`), `Cache-Control: no-store`.
 */
export const statementRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/commissions/statement', { config: { policy: agentRoute(scoped) } }, async (request, reply) => {
    const auth = requireAuth(request);
    const q = new QueryReader(request.query as Record<string, string | string[] | undefined>, ['start_date', 'end_date', 'format']);
    const range = q.range();
    const format = q.oneOf('format', ['csv', 'pdf'] as const) ?? 'csv';
    const name = `commission-statement-${range.start}-to-${range.end}.${format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    if (format === 'pdf') {
      if (range.start !== range.lastCycle) {
        throw new HttpError(400, 'The PDF statement covers one pay cycle: "end_date" must be the Monday six days after "start_date". Use format=csv for a longer range.');
      }
      const facts = await statementFacts(db, auth.user_id, range.start);
      return reply.header('content-type', 'application/pdf').send(statementPdf(facts));
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .send(Readable.from(statementLines(db, auth.user_id, range.start, range.lastCycle, callerFactsOf(request).is_licensed)));
  });
};
