import type { ComplianceFormGroup, FormSortColumn, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { requestLanguage } from '../../http/language.js';
import { FORM_CATEGORIES } from '@agent-portal/api-client/wire';
import { complianceFormGroups, listForms } from '../../forms/queries.js';
import { callerFactsOf } from '../../policy/enforce.js';
import { agentRoute, type RoutePolicy } from '../../policy/policy.js';
import { readQuery, type QueryReader } from '../../http/query.js';
import { readSearch, readSort } from '../../http/list.js';
import { MAX_ID } from '../../http/ids.js';
import { body, okList } from '../../contract/responses.js';

/** Sortable columns of the form list (`column:asc|desc`, default `title:asc`). */
export const FORM_SORT_COLUMNS: readonly FormSortColumn[] = ['title', 'tag', 'updated_at'];
/** Longest `tag` and `code` accepted, in characters. */
export const FORM_TEXT_MAX = 100;

const LIST_PARAMS = ['category', 'tag', 'code', 'policy', 'product_type_id', 'search', 'page', 'limit', 'sort'] as const;

function shortText(q: QueryReader, name: string): string | undefined {
  const value = q.text(name);
  if (value !== undefined && value.length > FORM_TEXT_MAX) {
    throw new HttpError(400, `"${name}" must be 1 to ${FORM_TEXT_MAX} characters; got ${value.length}.`);
  }
  return value;
}

/**
 * integration v1 form routes (issue #11; spec §2 forms routes and business-overview, §3 sample-form
 * attachment, §6, §7 `GET /forms` and `GET /forms/compliance-forms`; docs/CONTRACTS.md "Forms"):
 * - `GET /forms?category&tag&code&policy&product_type_id&search&page&limit&sort` → `FormPage`
 *   `{data, count, tags}` for any signed-in agent; `category=BUSSINESS_OVERVIEW` needs a licensed
 *   contractor (403 `Un-Licensed Contractor`), and without a category an unlicensed caller's list
 *   leaves those forms out. `limit` 1–100 (10), `sort` `title|tag|updated_at:asc|desc` (`title:asc`).
 * - `GET /forms/compliance-forms` → `{data: ComplianceFormGroup[]}`.
 * Both word titles, file and sample names and product types in the `Accept-Language` language
 * (issue #29 item 2; `vary: Accept-Language`); codes, tags and categories unchanged; `search`
 * matches the English titles.
 * Unknown or repeated parameters, bad values, NUL characters → 400.
 */
export const formsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const overviewLicensed: RoutePolicy = {
    ...agentRoute(null),
    licensed: { in: 'query', field: 'category', values: ['BUSSINESS_OVERVIEW'] },
  };
  app.get(
    '/forms',
    {
      schema: { response: { 200: body('FormPage') } },
      config: {
        policy: overviewLicensed,
        openapi: { summary: 'A page of the forms catalogue, filtered and sorted, with the tags of the list (titles in the Accept-Language language).', query: 'FormListParams' },
      },
    },
    async (request, reply) => {
    const q = readQuery(request, LIST_PARAMS);
    const category = q.oneOf('category', FORM_CATEGORIES);
    const tag = shortText(q, 'tag');
    const code = shortText(q, 'code');
    const policy = q.oneOf('policy', ['true', 'false'] as const);
    const productTypeId = q.int('product_type_id', 1, MAX_ID);
    const search = readSearch(q);
    const { limit, offset } = q.paging();
    const sort = readSort(q, FORM_SORT_COLUMNS, 'title:asc');
    // The policy refused category=BUSSINESS_OVERVIEW to an unlicensed caller; other lists leave those forms out.
    const licensed = callerFactsOf(request).is_licensed;
    reply.header('vary', 'Accept-Language');
    return listForms(db, {
      category,
      tag,
      code,
      policy: policy === undefined ? undefined : policy === 'true',
      product_type_id: productTypeId,
      words: search?.words,
      overview: licensed,
      lang: requestLanguage(request),
      sort,
      limit,
      offset,
    });
  });

  app.get(
    '/forms/compliance-forms',
    {
      schema: { response: { 200: okList('ComplianceFormGroup') } },
      config: { policy: agentRoute(null), openapi: { summary: 'The compliance forms, grouped by tag (titles in the Accept-Language language).' } },
    },
    async (request, reply) => {
    requireAuth(request);
    readQuery(request, []);
    const body: GatewayEnvelope<ComplianceFormGroup[]> = { data: await complianceFormGroups(db, requestLanguage(request)) };
    return reply.header('vary', 'Accept-Language').send(body);
  });
};
