import type { ComplianceFormGroup, FormCategory, FormItem, FormPage, FormSortColumn, FormTagCount } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { FORMS } from '../catalogue/forms.js';
import { GATEWAY_LANGUAGES, type GatewayLanguage } from '../http/language.js';
import { foldSql } from '../team/agents.js';
import { formTitle, productTypeTitle, sampleName, titleMap } from './titles.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import { escapeLike } from '../http/list.js';

/**
 * The forms catalogue (issue #11; spec §2 forms routes, §3 sample-form attachment, §7 `GET /forms`,
 * `GET /forms/compliance-forms`; rules in docs/CONTRACTS.md "Forms"). Files are paths in the
 * public bucket (`GET /storage/public/{path}`).
 */

/** Validated filters, sort and page of `GET /forms` (the route validates; this builds SQL). */
export interface FormListQuery {
  category?: FormCategory;
  /** Exact tag, case-insensitive. */
  tag?: string;
  /** Exact code. */
  code?: string;
  /** true: policy forms only (with a product line); false: the others. */
  policy?: boolean;
  product_type_id?: number;
  /** The words of `search` (each must occur in the folded English title, tag or code). */
  words?: string[];
  /** The reader's language (issue #29 item 2): titles, file and sample names, product types; English by default. */
  lang?: GatewayLanguage;
  /** False: BUSSINESS_OVERVIEW forms are left out (an unlicensed caller's list without a category). */
  overview: boolean;
  sort: { column: FormSortColumn; desc: boolean };
  limit: number;
  offset: number;
}

const FORM_COLUMNS = `f.id, f.title, f.tag, f.category, f.code, f.link, f.sample_file, f.size_bytes,
  pt.id AS type_id, pt.title AS type_title, to_char(f.updated_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS updated_at`;
const FORM_FROM = 'forms f LEFT JOIN product_types pt ON pt.id = f.product_type_id';

/** Per language, the catalogue's English titles → the titles shown (JSON, for sorting in SQL by what the reader sees). */
const SORT_TITLES: Readonly<Record<GatewayLanguage, string>> = Object.fromEntries(
  GATEWAY_LANGUAGES.map((lang) => [lang, JSON.stringify(titleMap(lang, FORMS.map((entry) => entry.title)))]),
) as Record<GatewayLanguage, string>;

/** The title a row is sorted by in the language whose {@link SORT_TITLES} is parameter `param`. */
const shownTitle = (param: string) => `coalesce(${param}::jsonb ->> f.title, f.title)`;

/** A row of {@link FORM_COLUMNS}: the wire's {@link FormItem} columns as stored (English title, no file name or attachments yet). */
type FormRow = Pick<FormItem, 'id' | 'title' | 'tag' | 'category' | 'code' | 'link' | 'updated_at'> & {
  sample_file: string | null;
  size_bytes: number | null;
  type_id: number | null;
  type_title: string | null;
};

/**
 * A row as the wire's {@link FormItem}, worded in `lang` (issue #29 item 2): `title`,
 * `file_name` = `<title>.pdf`, one attachment per sample named `<title> sample.pdf` (`Muster`,
 * `exemple`…; the portal saves it as `SAMPLE-` + the name with hyphens, §5) and the product type's
 * title; `tag`, `category`, `code` and the file paths stay as stored.
 */
function toFormItem(row: FormRow, lang: GatewayLanguage): FormItem {
  const title = formTitle(lang, row.title);
  return {
    id: row.id,
    title,
    tag: row.tag,
    category: row.category,
    code: row.code,
    link: row.link,
    file_name: `${title}.pdf`,
    size_bytes: Number(row.size_bytes ?? 0),
    product_type: row.type_id === null ? null : { id: row.type_id, title: productTypeTitle(lang, row.type_title!) },
    updated_at: row.updated_at,
    attachments: row.sample_file ? [{ path: row.sample_file, name: sampleName(lang, row.title) }] : [],
  };
}

/**
 * One page of the catalogue with the filtered count and the tag counts of the list before `tag`,
 * `code` and `search` apply (category, `policy`, `product_type_id` and visibility only). Sorted by
 * the column (`title`: the title in `query.lang`, as shown), ties by id (same direction). `search`
 * matches the English titles, tags and codes only.
 */
export async function listForms(db: Queryable, query: FormListQuery): Promise<FormPage> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const base: string[] = [];
  if (query.category) base.push(`f.category = ${param(query.category)}`);
  else if (!query.overview) base.push(`f.category <> 'BUSSINESS_OVERVIEW'`);
  if (query.policy !== undefined) base.push(query.policy ? 'f.product_type_id IS NOT NULL' : 'f.product_type_id IS NULL');
  if (query.product_type_id !== undefined) base.push(`f.product_type_id = ${param(query.product_type_id)}`);
  const narrow = [...base];
  if (query.tag !== undefined) narrow.push(`lower(f.tag) = lower(${param(query.tag)})`);
  if (query.code !== undefined) narrow.push(`f.code = ${param(query.code)}`);
  for (const word of query.words ?? []) narrow.push(`f.search_folded LIKE ${foldSql(param(`%${escapeLike(word)}%`))}`);
  const where = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
  const dir = query.sort.desc ? 'DESC' : 'ASC';
  const lang = query.lang ?? 'en';
  const narrowParams = [...params];
  const order =
    query.sort.column === 'title' ? shownTitle(`$${narrowParams.push(SORT_TITLES[lang])}`) : query.sort.column === 'tag' ? 'f.tag' : 'f.updated_at';
  const rows = await db.query<FormRow & { full_count: number }>(
    `SELECT ${FORM_COLUMNS}, count(*) OVER ()::int AS full_count
       FROM ${FORM_FROM} ${where(narrow)}
      ORDER BY ${order} ${dir}, f.id ${dir}
      LIMIT ${query.limit} OFFSET ${query.offset}`,
    narrowParams,
  );
  // The tag counts read only the base conditions' parameters: they come first in `params`.
  const baseParams = params.slice(0, (query.category ? 1 : 0) + (query.product_type_id !== undefined ? 1 : 0));
  const tags = await db.query<FormTagCount>(
    `SELECT f.tag, count(*)::int AS count FROM forms f ${where(base)} GROUP BY f.tag ORDER BY f.tag`,
    baseParams,
  );
  let count = rows[0]?.full_count ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM forms f ${where(narrow)}`, params);
    count = row!.n;
  }
  return { data: rows.map((row) => toFormItem(row, lang)), count, tags };
}

/**
 * Every COMPLIANCE_FORMS form grouped by tag: tags by name, forms by title in `lang` (then id),
 * worded in `lang` (issue #29 item 2).
 */
export async function complianceFormGroups(db: Queryable, lang: GatewayLanguage = 'en'): Promise<ComplianceFormGroup[]> {
  const rows = await db.query<FormRow>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE f.category = 'COMPLIANCE_FORMS' ORDER BY f.tag, ${shownTitle('$1')}, f.id`,
    [SORT_TITLES[lang]],
  );
  const groups: ComplianceFormGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.tag === row.tag) last.forms.push(toFormItem(row, lang));
    else groups.push({ tag: row.tag, forms: [toFormItem(row, lang)] });
  }
  return groups;
}
