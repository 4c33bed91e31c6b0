import { Readable } from 'node:stream';
import { STATEMENT_FORMATS } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { requestLanguage, type GatewayLanguage } from '../../http/language.js';
import { statementRows } from '../../commissions/statement.js';
import { statementFacts } from '../../commissions/statementFacts.js';
import { statementPdf } from './statementPdf.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { csvLine, dialectOf, rawCells, readableCells, STATEMENT_WORDS } from './statementCsv.js';
import { callerFactsOf } from '../../policy/enforce.js';
import { readQuery } from '../../http/query.js';
import { errorResponses, file } from '../../contract/responses.js';

/** Columns of the machine form of the CSV statement (`format=raw`), in order: codes, ISO dates, cents, basis points. */
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

// The CSV cell writer lives with the people's form (statementCsv.ts); re-exported for its callers.
export { csvCell } from './statementCsv.js';

/** The CSV forms of the statement: `csv` for people (the caller's language), `raw` for machines. */
export type CsvForm = { form: 'raw' } | { form: 'readable'; language: GatewayLanguage };

/**
 * The lines of a CSV statement: the raw form (today's columns, `,`, no BOM) or the people's form in
 * a language (a UTF-8 BOM so spreadsheet programs read accents, the language's headers, dialect and
 * values: {@link readableCells}).
 */
async function* statementLines(db: Queryable, userId: number, start: string, lastCycle: string, licensed: boolean, csv: CsvForm): AsyncGenerator<string> {
  if (csv.form === 'raw') {
    yield csvLine([...STATEMENT_COLUMNS]);
    for await (const row of statementRows(db, userId, start, lastCycle, licensed)) yield csvLine(rawCells(row));
    return;
  }
  const dialect = dialectOf(csv.language);
  yield `\uFEFF${csvLine([...STATEMENT_WORDS[csv.language].headers], dialect)}`;
  for await (const row of statementRows(db, userId, start, lastCycle, licensed)) yield csvLine(readableCells(row, csv.language), dialect);
}

/**
 * `GET /commissions/statement?start_date&end_date&format=csv|raw|pdf` (issue #9 §3, issue #28 item 4;
 * docs/CONTRACTS.md "Earnings"), the caller's own rows only:
 * - `csv` (default): every commission and bonus row of the range (same date rules as the
 *   report), streamed, written for people in the `Accept-Language` language (en, de, es, fr, it, ru;
 *   English otherwise): a UTF-8 BOM, headers in words, codes as words, short dates, dollars and
 *   percent with two decimals; `,` and a decimal point in English, `;` and a decimal comma in the
 *   others (`statementCsv.ts`); `Content-Language` names the language;
 * - `raw`: the same rows for machines, today's columns unchanged (`STATEMENT_COLUMNS`: codes, ISO
 *   dates, cents, basis points; `,`, no BOM), whatever the language;
 * - both with formula-injection escaping and RFC 4180 quoting;
 * - `pdf`: a one-page statement of ONE pay cycle (`start_date` a Tuesday, `end_date` the Monday
 *   after; 400 otherwise): agent, cycle, totals by kind (bonuses by type), the commission rows by
 *   kind and status, the payout, the comparison with the previous cycle (like for like, issue #27 §4:
 *   a cycle in progress against the same days of the one before) — drawn with pdfkit, its headings,
 *   labels, kinds, statuses, money and dates in the `Accept-Language` language (issue #29 item 2;
 *   `Content-Language`, `vary: Accept-Language`).
 * All are attachments (`Content-Disposition`; `raw` is saved as `.csv` too), `Cache-Control: no-store`.
 * Licensed data stays out for an unlicensed caller: client names are empty (spec §6, issue #26).
 */
export const statementRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get(
    '/commissions/statement',
    {
      schema: { response: { 200: file('text/csv', 'application/pdf'), ...errorResponses(404) } },
      config: {
        policy: agentRoute(scoped),
        openapi: { summary: "The caller's commission statement as a file: CSV of a date range (for people or raw), or the PDF of one pay cycle.", query: 'StatementParams' },
      },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const q = readQuery(request, ['start_date', 'end_date', 'format']);
    const range = q.range();
    const format = q.oneOf('format', STATEMENT_FORMATS) ?? 'csv';
    const name = `commission-statement-${range.start}-to-${range.end}.${format === 'pdf' ? 'pdf' : 'csv'}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    const language = requestLanguage(request);
    if (format === 'pdf') {
      if (range.start !== range.lastCycle) {
        throw new HttpError(400, 'The PDF statement covers one pay cycle: "end_date" must be the Monday six days after "start_date". Use format=csv for a longer range.');
      }
      const facts = await statementFacts(db, auth.user_id, range.start);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .send(statementPdf(facts, language));
    }
    const csv: CsvForm = format === 'raw' ? { form: 'raw' } : { form: 'readable', language };
    if (csv.form === 'readable') reply.header('content-language', csv.language);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('vary', 'Accept-Language')
      .send(Readable.from(statementLines(db, auth.user_id, range.start, range.lastCycle, callerFactsOf(request).is_licensed, csv)));
  });
};
