import type {
  ClientDetail,
  ClientPage,
  ClientPolicy,
  ClientPossibleFilters,
  ClientSortColumn,
  ClientSummary,
  PolicyStatus,
} from '@agent-portal/api-client/wire';
import { POLICY_STATUSES } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { foldSql } from '../team/agents.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import { escapeLike } from '../http/list.js';

/**
 * The agent's clients (issue #11; spec §2 my-clients, my-clients/{id}; §6 licensed only; §9 page
 * size 10; rules in docs/CONTRACTS.md "Clients"). Every query is scoped to one agent
 * (`clients.agent_id`, `policies.agent_id`): an agent never reads another agent's client.
 */

/** Validated filters, sort and page of `GET /clients` (the route validates; this builds SQL). */
export interface ClientListQuery {
  /** The words of `search` (1–6, see `searchWords`) and the trimmed text itself. */
  search?: { text: string; words: string[] };
  product_type_id?: number;
  policy_status?: PolicyStatus;
  sort: { column: ClientSortColumn; desc: boolean };
  limit: number;
  offset: number;
}

/** The figures of a client's policies `p` (aggregates): count, annual premium of the ACTIVE ones, earliest ACTIVE due date. */
const FIGURES = `count(*)::int AS policy_count,
  coalesce(sum(p.premium_cents::int8 * CASE p.premium_mode WHEN 'MONTHLY' THEN 12 WHEN 'QUARTERLY' THEN 4 ELSE 1 END)
             FILTER (WHERE p.status = 'ACTIVE'), 0)::int8 AS annual_premium_cents,
  min(p.next_premium_due) FILTER (WHERE p.status = 'ACTIVE') AS next_premium_due`;

/**
 * Per client `c`: {@link FIGURES} (annual premium: monthly × 12, quarterly × 4, annual × 1; cents)
 * and the sorted distinct product type titles. One probe of `policies_client_idx` per client: for
 * the rows of a page.
 */
const AGGREGATES = `LEFT JOIN LATERAL (
  SELECT ${FIGURES}, coalesce(array_agg(DISTINCT pt.title ORDER BY pt.title), '{}') AS product_types
    FROM policies p
    JOIN products pr ON pr.id = p.product_id
    JOIN product_types pt ON pt.id = pr.product_type_id
   WHERE p.client_id = c.id) a ON true`;

/** {@link FIGURES} of every client of the agent ($1) at once, one grouped scan of their policies: for the figure sorts. */
const AGENT_FIGURES = `SELECT p.client_id, ${FIGURES} FROM policies p WHERE p.agent_id = $1 GROUP BY p.client_id`;

const SUMMARY_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.city, c.state_code,
  a.policy_count, a.product_types, a.annual_premium_cents, to_char(a.next_premium_due, 'YYYY-MM-DD') AS next_premium_due,
  to_char(c.created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** ORDER BY of each sort column; ties by last name, first name, id; nulls last. */
function orderBy(column: ClientSortColumn, desc: boolean): string {
  const dir = desc ? 'DESC' : 'ASC';
  const byName = `c.last_name ${dir}, c.first_name ${dir}, c.id ${dir}`;
  switch (column) {
    case 'name':
      return byName;
    case 'created_at':
      return `c.created_at ${dir}, c.id ${dir}`;
    case 'policy_count':
      return `coalesce(a.policy_count, 0) ${dir}, c.last_name, c.first_name, c.id`;
    case 'annual_premium_cents':
      return `coalesce(a.annual_premium_cents, 0) ${dir}, c.last_name, c.first_name, c.id`;
    case 'next_premium_due':
      return `a.next_premium_due ${dir} NULLS LAST, c.last_name, c.first_name, c.id`;
  }
}

/** A row of {@link SUMMARY_COLUMNS}: the wire's summary, the annual premium as the database gives an int8. */
type SummaryRow = Omit<ClientSummary, 'annual_premium_cents'> & { annual_premium_cents: unknown };

const toSummary = (row: SummaryRow): ClientSummary => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  state_code: row.state_code,
  policy_count: row.policy_count,
  product_types: row.product_types,
  annual_premium_cents: Number(row.annual_premium_cents),
  next_premium_due: row.next_premium_due,
  created_at: row.created_at,
});

/**
 * The WHERE conditions (clients `c`) and parameters of a list query: the agent ($1), the search
 * (every word in the folded name + email — `clients.search_folded`, trigram index — or, with ≥ 3
 * digits, those digits in the phone, or the text in one of the client's policy numbers) and the
 * policy filters (one policy with both the product type and the status).
 */
function listWhere(agentId: number, query: ClientListQuery): { where: string[]; params: unknown[] } {
  const params: unknown[] = [agentId];
  const where = ['c.agent_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.search) {
    const { text, words } = query.search;
    const alternatives = [words.map((word) => `c.search_folded LIKE ${foldSql(param(`%${escapeLike(word)}%`))}`).join(' AND ')];
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) alternatives.push(`c.phone_digits LIKE ${param(`%${digits}%`)}`);
    alternatives.push(
      `EXISTS (SELECT 1 FROM policies p WHERE p.client_id = c.id AND p.agent_id = $1 AND p.policy_no ILIKE ${param(`%${escapeLike(text)}%`)})`,
    );
    where.push(`((${alternatives.join(') OR (')}))`);
  }
  if (query.product_type_id !== undefined || query.policy_status !== undefined) {
    const conditions = ['p.client_id = c.id', 'p.agent_id = $1'];
    if (query.product_type_id !== undefined) conditions.push(`pr.product_type_id = ${param(query.product_type_id)}`);
    if (query.policy_status !== undefined) conditions.push(`p.status = ${param(query.policy_status)}`);
    where.push(`EXISTS (SELECT 1 FROM policies p JOIN products pr ON pr.id = p.product_id WHERE ${conditions.join(' AND ')})`);
  }
  return { where, params };
}

/**
 * One page of agent `agentId`'s clients with the filtered count (`GET /clients`): the page's ids
 * first (sorted by name or creation time from `clients` alone; by a figure from the figures of every
 * client of the agent, one grouped scan of their policies), then the page's rows with their figures
 * and product types.
 */
export async function listClients(db: Queryable, agentId: number, query: ClientListQuery): Promise<ClientPage> {
  const { where, params } = listWhere(agentId, query);
  const order = orderBy(query.sort.column, query.sort.desc);
  const byFigure = query.sort.column !== 'name' && query.sort.column !== 'created_at';
  const sql = `WITH page AS (
       SELECT c.id, count(*) OVER ()::int AS full_count
         FROM clients c ${byFigure ? `LEFT JOIN (${AGENT_FIGURES}) a ON a.client_id = c.id` : ''}
        WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset})
     SELECT ${SUMMARY_COLUMNS}, page.full_count
       FROM page JOIN clients c ON c.id = page.id ${AGGREGATES}
      ORDER BY ${order}`;
  const rows = await db.query<SummaryRow & { full_count: number }>(sql, params);
  let count = rows[0]?.full_count ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients c WHERE ${where.join(' AND ')}`, params);
    count = row!.n;
  }
  return { data: rows.map(toSummary), count };
}

/** A client's detail row: the summary, the date of birth and the address's columns. */
type DetailRow = SummaryRow &
  Pick<ClientDetail, 'date_of_birth'> & { address_line1: string | null; address_line2: string | null; zip: string | null };

/** A policy row: the wire's {@link ClientPolicy} with its product type flat and the face amount as the database gives an int8. */
type PolicyRow = Omit<ClientPolicy, 'product_type' | 'face_amount_cents'> & { type_id: number; type_title: string; face_amount_cents: unknown };

/**
 * Client `clientId` of agent `agentId` with address and every policy (newest effective date first,
 * then id), or null when the agent has no such client (another agent's or unknown: the route
 * answers 404 either way).
 */
export async function clientDetail(db: Queryable, agentId: number, clientId: number): Promise<ClientDetail | null> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            c.address_line1, c.address_line2, c.zip
       FROM clients c ${AGGREGATES}
      WHERE c.id = $1 AND c.agent_id = $2`,
    [clientId, agentId],
  );
  if (!row) return null;
  const policies = await db.query<PolicyRow>(
    `SELECT p.id, p.policy_no, pt.id AS type_id, pt.title AS type_title, pr.name AS product_name, pr.carrier, p.status,
            p.premium_cents, p.premium_mode, p.face_amount_cents, to_char(p.effective_date, 'YYYY-MM-DD') AS effective_date,
            to_char(p.next_premium_due, 'YYYY-MM-DD') AS next_premium_due
       FROM policies p
       JOIN products pr ON pr.id = p.product_id
       JOIN product_types pt ON pt.id = pr.product_type_id
      WHERE p.client_id = $1 AND p.agent_id = $2
      ORDER BY p.effective_date DESC, p.id DESC`,
    [clientId, agentId],
  );
  const address =
    row.address_line1 && row.city && row.state_code && row.zip
      ? { line1: row.address_line1, line2: row.address_line2, city: row.city, state_code: row.state_code, zip: row.zip }
      : null;
  return {
    ...toSummary(row),
    date_of_birth: row.date_of_birth,
    address,
    policies: policies.map(
      (p): ClientPolicy => ({
        id: p.id,
        policy_no: p.policy_no,
        product_type: { id: p.type_id, title: p.type_title },
        product_name: p.product_name,
        carrier: p.carrier,
        status: p.status,
        premium_cents: p.premium_cents,
        premium_mode: p.premium_mode,
        face_amount_cents: p.face_amount_cents === null ? null : Number(p.face_amount_cents),
        effective_date: p.effective_date,
        next_premium_due: p.next_premium_due,
      }),
    ),
  };
}

/**
 * The values the client list filters take for agent `agentId`: the product types of their
 * clients' policies (by title) and the statuses those policies are in (life-cycle order).
 */
export async function clientPossibleFilters(db: Queryable, agentId: number): Promise<ClientPossibleFilters> {
  const types = await db.query<{ id: number; name: string }>(
    `SELECT DISTINCT pt.id, pt.title AS name
       FROM policies p JOIN products pr ON pr.id = p.product_id JOIN product_types pt ON pt.id = pr.product_type_id
      WHERE p.agent_id = $1
      ORDER BY pt.title, pt.id`,
    [agentId],
  );
  const statuses = await db.query<{ status: PolicyStatus }>('SELECT DISTINCT status FROM policies WHERE agent_id = $1', [agentId]);
  const present = new Set(statuses.map((s) => s.status));
  return { product_types: types, policy_statuses: POLICY_STATUSES.filter((s) => present.has(s)) };
}
