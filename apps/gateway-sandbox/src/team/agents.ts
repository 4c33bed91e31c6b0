import type {
  AgentCard,
  AgentProblem,
  AgentStatus,
  AgentWatchDetails,
  DownlineAgent,
  HierarchyAgent,
  HierarchyRelation,
  RankCode,
} from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { RANKS } from './ladder.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import { sql, type Sql } from '../http/sql.js';

/**
 * Agents as the team side reads them (issue #10; spec §4 Blocked; docs/CONTRACTS.md "Team"):
 * where an agent sits in the tree (`users.tree_path`), how the caller relates to them, and
 * their problems computed from the live data (invoices, documents, licence requests).
 */

/** The essential document types an agent must hold (each: an ACTIVE document whose latest upload is not expired). */
export const ESSENTIAL_DOCUMENT_TYPES = ['LICENCE_CERTIFICATE', 'E_AND_O_POLICY', 'ID_CARD'] as const;

/**
 * Accent folding of `users.search_folded` (migration 60): `lower(translate(text, FOLD_FROM, FOLD_TO))`.
 * The search term is folded by the same SQL, so both sides always agree ("sofia" finds "Sofía").
 */
export const FOLD_FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿŁłŠšŽžČčĆćŘřŞşĞğİı';
/** See {@link FOLD_FROM}. */
export const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyyLlSsZzCcCcRrSsGgIi';

/** The SQL folding a text expression like `users.search_folded` is folded. */
export const foldSql = (expression: string) => `lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`;

/** {@link foldSql} of a text value, given as a parameter. */
export const foldedSql = (text: string): Sql => sql`lower(translate(${text}, ${sql.raw(`'${FOLD_FROM}', '${FOLD_TO}'`)}))`;

/**
 * An agent's place on the rank ladder as SQL (1 = the lowest rank, {@link RANKS} order) on
 * `alias.rank`: the team list's rank order, and the expression of its index `users_team_rank_idx`
 * (migration 110), which PostgreSQL matches whatever the alias.
 */
export const RANK_ORDER_SQL = (alias: string) => `array_position('{${RANKS.join(',')}}'::text[], ${alias}.rank)`;

/** Where an agent sits in the tree, and what the rules of the team side read of them. */
export interface TreeAgent {
  id: number;
  code: string;
  first_name: string;
  last_name: string;
  /** `/1/4/12/`: ids from the top down to the agent. */
  tree_path: string;
  level: number;
  rank: RankCode;
  is_licensed: boolean;
  direct_downline_count: number;
  total_downline_count: number;
}

const TREE_COLUMNS = `id, code, first_name, last_name, tree_path, level, rank, is_licensed,
  direct_downline_count, total_downline_count`;

/** The agent with this hierarchy code, or null (codes are matched exactly). */
export async function agentByCode(db: Queryable, code: string): Promise<TreeAgent | null> {
  const rows = await db.query<TreeAgent>(`SELECT ${TREE_COLUMNS} FROM users WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

/**
 * The agent `userId` and the agent with hierarchy code `code` in one query (either may be null).
 */
export async function agentAndCode(db: Queryable, userId: number, code: string): Promise<{ self: TreeAgent | null; target: TreeAgent | null }> {
  const rows = await db.query<TreeAgent>(
    `SELECT ${TREE_COLUMNS} FROM users WHERE id = $1 UNION ALL SELECT ${TREE_COLUMNS} FROM users WHERE code = $2`,
    [userId, code],
  );
  return { self: rows.find((r) => r.id === userId) ?? null, target: rows.find((r) => r.code === code) ?? null };
}

/** The agent with this id, or null. */
export async function agentById(db: Queryable, id: number): Promise<TreeAgent | null> {
  const rows = await db.query<TreeAgent>(`SELECT ${TREE_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The bounds of `root`'s downline in `users.tree_path` order: the downline is
 * `tree_path > lower AND tree_path < upper` (root excluded), one index range scan: below
 * `/1/4/12/` every path continues with a digit, and ':' sorts right after '9' (COLLATE "C").
 */
export function downlineRange(root: Pick<TreeAgent, 'tree_path'>): { lower: string; upper: string } {
  return { lower: root.tree_path, upper: `${root.tree_path}:` };
}

/** The ids of the chain from the top (first) down to the agent (last), read from its path. */
export function pathIds(agent: Pick<TreeAgent, 'tree_path'>): number[] {
  return agent.tree_path.split('/').filter(Boolean).map(Number);
}

/**
 * How `caller` relates to `target`: SELF, DOWNLINE (target below the caller), UPLINE
 * (target above the caller) or null (another branch).
 */
export function relationOf(caller: Pick<TreeAgent, 'id' | 'tree_path'>, target: Pick<TreeAgent, 'id' | 'tree_path'>): HierarchyRelation | null {
  if (caller.id === target.id) return 'SELF';
  if (target.tree_path.startsWith(caller.tree_path)) return 'DOWNLINE';
  if (caller.tree_path.startsWith(target.tree_path)) return 'UPLINE';
  return null;
}

/**
 * Common table expressions (no leading `WITH`) of the problem sets, read by {@link AGENT_SELECT}:
 * - `blocked`: agents whose two latest CP_UTILIZATION invoices (invoice_date, then id) are
 *   FAILED (spec §4, the portal's `isBlockedByInvoices`); only agents with a FAILED one are checked.
 * - `docs_ok`: agents holding every {@link ESSENTIAL_DOCUMENT_TYPES} type: an ACTIVE document
 *   whose latest upload has no expiry or expires today or later (UTC date of the database clock).
 */
export const PROBLEM_CTES = `
  blocked AS (
    SELECT f.user_id FROM (SELECT DISTINCT user_id FROM recurring_invoices
                            WHERE subscription_type = 'CP_UTILIZATION' AND status = 'FAILED') f
     WHERE (SELECT count(*) = 2 AND bool_and(l.status = 'FAILED')
              FROM (SELECT i.status FROM recurring_invoices i
                     WHERE i.user_id = f.user_id AND i.subscription_type = 'CP_UTILIZATION'
                     ORDER BY i.invoice_date DESC, i.id DESC LIMIT 2) l)
  ),
  docs_ok AS (
    SELECT user_id FROM (
      SELECT DISTINCT ON (user_id, document_type) user_id, expires_on FROM essential_documents
       WHERE status = 'ACTIVE' AND document_type IS NOT NULL
       ORDER BY user_id, document_type, created_at DESC, id DESC) latest
     WHERE expires_on IS NULL OR expires_on >= (now() AT TIME ZONE 'UTC')::date
     GROUP BY user_id HAVING count(*) = ${ESSENTIAL_DOCUMENT_TYPES.length}
  )`;

/**
 * SQL conditions (on users alias `u`) of each problem, given {@link PROBLEM_CTES}: set-based,
 * for filters and counts over a whole downline.
 */
export const PROBLEM_SQL: Readonly<Record<AgentProblem, string>> = {
  BLOCKED: 'u.id IN (SELECT user_id FROM blocked)',
  DOCUMENTS: 'u.id NOT IN (SELECT user_id FROM docs_ok)',
  LICENSE_PENDING: '(NOT u.is_licensed AND u.license_requested_at IS NOT NULL)',
};

/**
 * The same problems as {@link PROBLEM_SQL}, per agent (users alias `u`, no CTEs): a few index
 * probes per row (`recurring_invoices_cp_latest_idx`, `essential_documents_type_idx`), for the
 * rows of a page.
 */
export const PROBLEM_ROW_SQL: Readonly<Record<AgentProblem, string>> = {
  BLOCKED: `coalesce((SELECT count(*) = 2 AND bool_and(l.status = 'FAILED')
                        FROM (SELECT i.status FROM recurring_invoices i
                               WHERE i.user_id = u.id AND i.subscription_type = 'CP_UTILIZATION'
                               ORDER BY i.invoice_date DESC, i.id DESC LIMIT 2) l), false)`,
  DOCUMENTS: `(SELECT count(*) FROM (SELECT DISTINCT ON (d.document_type) d.expires_on FROM essential_documents d
                                      WHERE d.user_id = u.id AND d.status = 'ACTIVE' AND d.document_type IS NOT NULL
                                      ORDER BY d.document_type, d.created_at DESC, d.id DESC) l
               WHERE l.expires_on IS NULL OR l.expires_on >= (now() AT TIME ZONE 'UTC')::date) < ${ESSENTIAL_DOCUMENT_TYPES.length}`,
  LICENSE_PENDING: PROBLEM_SQL.LICENSE_PENDING,
};

/**
 * The select list of an agent record (users `u`, its upline `up` LEFT JOINed; problems per row,
 * {@link PROBLEM_ROW_SQL}); rows are turned into records by {@link toDownlineAgent}.
 */
export const AGENT_SELECT = `u.id, u.code, u.first_name, u.last_name, u.email, u.avatar_url, u.rank, u.is_licensed,
  u.level, up.code AS upline_code,
  CASE WHEN up.id IS NULL THEN NULL ELSE up.first_name || ' ' || up.last_name END AS upline_name,
  coalesce(u.phone, '') AS phone, u.direct_downline_count, u.total_downline_count,
  to_char(u.created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS joined_at, u.tree_path,
  ${PROBLEM_ROW_SQL.BLOCKED} AS p_blocked, ${PROBLEM_ROW_SQL.DOCUMENTS} AS p_documents,
  ${PROBLEM_ROW_SQL.LICENSE_PENDING} AS p_license_pending`;

/**
 * A row of {@link AGENT_SELECT}: the wire's card and watch details (`AgentCard`, `AgentWatchDetails`)
 * but its status and problems, which {@link toDownlineAgent} derives from the `p_*` flags, plus the
 * agent's `tree_path`.
 */
export type AgentRow = AgentCard &
  Omit<AgentWatchDetails, 'status' | 'problems'> & {
    tree_path: string;
    p_blocked: boolean;
    p_documents: boolean;
    p_license_pending: boolean;
  };

/**
 * The select list turning a subquery `x` of {@link AGENT_SELECT} rows into the columns of the
 * wire's full record (`DownlineAgent`: the keys of {@link toDownlineAgent}, in its order) plus
 * `extra` columns (`expression AS key`, comma-separated). Large pages are aggregated to JSON text
 * in the database (`json_agg` of these rows: one value to hand over instead of hundreds of rows of
 * twenty columns); a row to JSON is ~15 % cheaper there than `json_build_object` of 18 keys
 * (PGlite, pages of 100: p50 7.4 → 6.4 ms, issue #10's bench).
 */
export function agentWireColumnsSql(extra = ''): string {
  return `x.id, x.code, x.first_name, x.last_name, x.email, x.avatar_url, x.rank, x.is_licensed, x.level,
    x.upline_code, x.phone, CASE WHEN x.p_blocked THEN 'BLOCKED' ELSE 'ACTIVE' END AS status,
    x.upline_name, x.direct_downline_count, x.total_downline_count, x.joined_at,
    array_remove(ARRAY[CASE WHEN x.p_blocked THEN 'BLOCKED' END, CASE WHEN x.p_documents THEN 'DOCUMENTS' END,
                       CASE WHEN x.p_license_pending THEN 'LICENSE_PENDING' END], NULL) AS problems${extra ? `, ${extra}` : ''}`;
}

/** A {@link AgentRow} as the wire's full record (SELF or DOWNLINE): card, contact, status, counts, problems. */
export function toDownlineAgent(row: AgentRow): DownlineAgent {
  const problems: AgentProblem[] = [];
  if (row.p_blocked) problems.push('BLOCKED');
  if (row.p_documents) problems.push('DOCUMENTS');
  if (row.p_license_pending) problems.push('LICENSE_PENDING');
  const status: AgentStatus = row.p_blocked ? 'BLOCKED' : 'ACTIVE';
  return {
    id: row.id,
    code: row.code,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    avatar_url: row.avatar_url,
    rank: row.rank,
    is_licensed: row.is_licensed,
    level: row.level,
    upline_code: row.upline_code,
    phone: row.phone,
    status,
    upline_name: row.upline_name,
    direct_downline_count: row.direct_downline_count,
    total_downline_count: row.total_downline_count,
    joined_at: row.joined_at,
    problems,
  };
}

/**
 * A {@link AgentRow} as `HierarchyAgent` for a caller related by `relation`: SELF and DOWNLINE
 * get every field; UPLINE the public card (phone, status, joined_at and problems null).
 */
export function toHierarchyAgent(row: AgentRow, relation: HierarchyRelation): HierarchyAgent {
  const full = toDownlineAgent(row);
  if (relation !== 'UPLINE') return { ...full, relation };
  return { ...full, relation, phone: null, status: null, joined_at: null, problems: null };
}

/**
 * Reads full agent rows by id (any order; callers order them).
 * @returns one {@link AgentRow} per existing id.
 */
export async function agentRows(db: Queryable, ids: readonly number[]): Promise<AgentRow[]> {
  if (ids.length === 0) return [];
  return db.query<AgentRow>(
    `SELECT ${AGENT_SELECT} FROM users u LEFT JOIN users up ON up.id = u.upline_id WHERE u.id = ANY($1::int[])`,
    [ids],
  );
}
