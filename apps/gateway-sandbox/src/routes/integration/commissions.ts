import type { BonusPage, CommissionPossibleFilters, Earnings, GatewayEnvelope, PayoutPage } from '@agent-portal/api-client/wire';
import { BONUS_STATUSES, BONUS_TYPES, COMMISSION_KINDS, COMMISSION_SORT_COLUMNS, COMMISSION_STATUSES } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { bonusDescription } from '../../commissions/bonusDescriptions.js';
import { bonusPage, commissionReport, earnings, isDownline, payoutPage, possibleFilters, type ReportFilters } from '../../commissions/queries.js';
import type { AppContext } from '../../context.js';
import { CARRIERS, PRODUCT_TYPES } from '../../catalogue/products.js';
import { HttpError } from '../../errors.js';
import { CYCLE_DAYS } from '../../http/dates.js';
import { MAX_ID } from '../../http/ids.js';
import { requestLanguage } from '../../http/language.js';
import { readQuery, type QueryReader } from '../../http/query.js';
import { callerFactsOf } from '../../policy/enforce.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { body, ok } from '../../contract/responses.js';

const REPORT_PARAMS = [
  'start_date',
  'end_date',
  'kind',
  'product_type',
  'carrier',
  'status',
  'downline_agent_id',
  'client_id',
  'page',
  'limit',
  'sort',
] as const;

/**
 * The report's filters from the query string, in the order they are checked (the first bad one
 * answers 400). `sort` is `<column>[:asc|desc]` (the direction defaults to asc), default
 * `pay_cycle_start:desc`; ties by id in the same direction.
 */
export function readReportFilters(q: QueryReader, now = new Date()): ReportFilters {
  const range = q.range(now);
  const kind = q.oneOf('kind', COMMISSION_KINDS);
  const productType = q.oneOf('product_type', PRODUCT_TYPES.map((t) => t.title));
  const carrier = q.oneOf('carrier', CARRIERS);
  const status = q.oneOf('status', COMMISSION_STATUSES);
  const downlineAgentId = q.int('downline_agent_id', 1, MAX_ID);
  const clientId = q.int('client_id', 1, MAX_ID);
  const paging = q.paging();
  const sortText = q.text('sort') ?? 'pay_cycle_start:desc';
  const [column, direction = 'asc'] = sortText.split(':');
  if (!(COMMISSION_SORT_COLUMNS as readonly string[]).includes(column!) || !['asc', 'desc'].includes(direction) || sortText.split(':').length > 2) {
    throw new HttpError(
      400,
      `"sort" must be <column>:asc or <column>:desc with a column of ${COMMISSION_SORT_COLUMNS.join(', ')}; got "${sortText.slice(0, 60)}".`,
    );
  }
  const sort = { column: column as ReportFilters['sort']['column'], desc: direction === 'desc' };
  return { range, kind, productType, carrier, status, downlineAgentId, clientId, paging, sort };
}

/**
 * integration v1 money routes (issue #9; spec §7 `commissions/*`, `bonus`): every
 * answer holds the caller's own rows only (`agent_id` = the token's user; no
 * parameter names another agent). Unknown parameters, unknown enum values,
 * malformed or misaligned dates (start a Tuesday, end a Monday), end before
 * start, a range over 3 years, `limit` over 100 and unknown sort columns → 400.
 * `GET /payment` stays the card payments of recurring invoices; payouts are
 * `GET /payment/payouts`. The SQL is `commissions/queries.ts`.
 */
export const commissionsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get(
    '/commissions/report',
    {
      schema: { response: { 200: body('CommissionReport') } },
      config: {
        policy: agentRoute(scoped),
        openapi: { summary: "A page of the caller's commissions by pay cycle, filtered and sorted, with the totals of the filtered set.", query: 'CommissionReportParams' },
      },
    },
    async (request) => {
    const auth = requireAuth(request);
    const filters = readReportFilters(readQuery(request, REPORT_PARAMS));
    if (filters.downlineAgentId !== undefined && !(await isDownline(db, auth.user_id, filters.downlineAgentId))) {
      throw new HttpError(400, `"downline_agent_id" ${filters.downlineAgentId} is not an agent of your downline (see possible-filters).`);
    }
    return commissionReport(db, auth.user_id, filters, callerFactsOf(request).is_licensed);
  });

  app.get(
    '/commissions/report/possible-filters',
    {
      schema: { response: { 200: ok('CommissionPossibleFilters') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "The values each filter of the caller's commission report can take (kinds, products, carriers, downline agents, clients)." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    readQuery(request, []);
    // Clients are licensed contractors' data (spec §6): an unlicensed caller gets none (issue #26).
    const body: GatewayEnvelope<CommissionPossibleFilters> = { data: await possibleFilters(db, auth.user_id, callerFactsOf(request).is_licensed) };
    return body;
  });

  app.get(
    '/commissions/earnings',
    {
      schema: { response: { 200: ok('Earnings') } },
      config: {
        policy: agentRoute(scoped),
        openapi: { summary: "The caller's earnings per pay cycle (commissions, overrides, bonuses, charge-backs), their total and the year to date.", query: 'EarningsParams' },
      },
    },
    async (request) => {
    const auth = requireAuth(request);
    const q = readQuery(request, ['start_date', 'end_date', 'through_day']);
    const range = q.range();
    const throughDay = q.int('through_day', 1, CYCLE_DAYS) ?? CYCLE_DAYS;
    const body: GatewayEnvelope<Earnings> = { data: await earnings(db, auth.user_id, range, throughDay) };
    return body;
  });

  app.get(
    '/bonus',
    {
      schema: { response: { 200: body('BonusPage') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "A page of the caller's bonuses by pay cycle, newest first, with the total of the filtered set.", query: 'BonusParams' } },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const q = readQuery(request, ['start_date', 'end_date', 'type', 'status', 'page', 'limit']);
    const range = q.range();
    const type = q.oneOf('type', BONUS_TYPES);
    const status = q.oneOf('status', BONUS_STATUSES);
    const page = await bonusPage(db, auth.user_id, range, { type, status }, q.paging());
    const language = requestLanguage(request);
    void reply.header('vary', 'Accept-Language');
    const body: BonusPage = { ...page, data: page.data.map((bonus) => ({ ...bonus, description: bonusDescription(bonus.description, language) })) };
    return body;
  });

  app.get(
    '/payment/payouts',
    {
      schema: { response: { 200: body('PayoutPage') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "A page of the caller's payouts, one per pay cycle, newest first.", query: 'PayoutParams' } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const q = readQuery(request, ['start_date', 'end_date', 'page', 'limit']);
    const hasRange = q.text('start_date') !== undefined || q.text('end_date') !== undefined;
    const range = hasRange ? q.range() : { start: '2000-01-04', lastCycle: '2100-12-28' };
    const body: PayoutPage = await payoutPage(db, auth.user_id, range, q.paging());
    return body;
  });
};
