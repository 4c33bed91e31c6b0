import type { PromotionPage, PromotionRequest, PromotionScope, PromotionStatus, PromotionValidation, RankCode } from '@agent-portal/api-client/wire';
import { RANKS } from '@agent-portal/api-client/wire';
import type { Db, Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import type { Paging } from '../http/paging.js';
import { queryRows, sql, type Sql } from '../http/sql.js';
import { downlineRange, type TreeAgent } from '../team/agents.js';
import { mayDecide, nextRank } from '../team/ladder.js';
import { measureRequirements } from '../team/measure.js';

/**
 * Promotion requests' SQL and row mapping (issue #10; spec §6, §7 `promotion/*`; docs/CONTRACTS.md
 * "Team"): reading, listing, creating and deciding requests, and who may decide one. The routes
 * (`routes/integration/promotion.ts`) parse the input, check the policy and call these.
 */

const REQUEST_SELECT = `p.id, p.from_rank, p.to_rank, p.status, p.note,
  to_char(p.requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS requested_at,
  to_char(p.decided_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS decided_at,
  r.id AS r_id, r.code AS r_code, r.first_name AS r_first, r.last_name AS r_last,
  d.id AS d_id, d.code AS d_code, d.first_name AS d_first, d.last_name AS d_last`;
const REQUEST_FROM = 'promotion_requests p JOIN users r ON r.id = p.requester_id LEFT JOIN users d ON d.id = p.decided_by';

interface RequestRow {
  id: number;
  from_rank: RankCode;
  to_rank: RankCode;
  status: PromotionStatus;
  note: string | null;
  requested_at: string;
  decided_at: string | null;
  r_id: number;
  r_code: string;
  r_first: string;
  r_last: string;
  d_id: number | null;
  d_code: string | null;
  d_first: string | null;
  d_last: string | null;
}

const toRequest = (row: RequestRow): PromotionRequest => ({
  id: row.id,
  requester: { id: row.r_id, code: row.r_code, first_name: row.r_first, last_name: row.r_last },
  from_rank: row.from_rank,
  to_rank: row.to_rank,
  status: row.status,
  requested_at: row.requested_at,
  decided_at: row.decided_at,
  decided_by: row.d_id === null ? null : { id: row.d_id, code: row.d_code!, first_name: row.d_first!, last_name: row.d_last! },
  note: row.note,
});

/** One promotion request by id, or null. */
export async function promotionRequest(db: Queryable, id: number): Promise<PromotionRequest | null> {
  const rows = await db.query<RequestRow>(`SELECT ${REQUEST_SELECT} FROM ${REQUEST_FROM} WHERE p.id = $1`, [id]);
  return rows[0] ? toRequest(rows[0]) : null;
}

/** The id of agent `agentId`'s PENDING request, or null. */
export async function pendingRequestId(db: Queryable, agentId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM promotion_requests WHERE requester_id = $1 AND status = 'PENDING'`, [agentId]);
  return rows[0]?.id ?? null;
}

/**
 * `PromotionValidation` of `agent` now: the next rank's requirements measured over the ladder's
 * window ending with the current pay cycle; eligible = every requirement met, no pending
 * request, not at the top.
 */
export async function validatePromotion(db: Queryable, agent: TreeAgent, now: Date = new Date()): Promise<PromotionValidation> {
  const next = nextRank(agent.rank);
  const requirements = next ? await measureRequirements(db, agent, next, now) : [];
  const pending = await pendingRequestId(db, agent.id);
  return {
    code: agent.code,
    current_rank: agent.rank,
    next_rank: next,
    requirements,
    eligible: next !== null && pending === null && requirements.every((r) => r.met),
    pending_request_id: pending,
  };
}

/**
 * Whether `decider` may decide a request of `requester` for `toRank` (docs/CONTRACTS.md "Team"):
 * an agent above the requester in their upline chain whose rank is higher than the requested
 * one, or, for the top rank, an upline holding it.
 */
export function mayDecideFor(decider: Pick<TreeAgent, 'id' | 'tree_path' | 'rank'>, requester: Pick<TreeAgent, 'id' | 'tree_path'>, toRank: RankCode): boolean {
  return decider.id !== requester.id && requester.tree_path.startsWith(decider.tree_path) && mayDecide(decider.rank, toRank);
}

/**
 * One page of promotion requests, newest first, with the count: `MINE` = `caller`'s own (of
 * `status` when given); `TO_DECIDE` = the PENDING requests of `caller`'s downline for a rank they
 * may decide ({@link mayDecide}).
 */
export async function promotionPage(
  db: Queryable,
  caller: TreeAgent,
  scope: PromotionScope,
  status: PromotionStatus | undefined,
  paging: Paging,
): Promise<PromotionPage> {
  const where: Sql[] = [];
  if (scope === 'MINE') {
    where.push(sql`p.requester_id = ${caller.id}`);
    if (status) where.push(sql`p.status = ${status}`);
  } else {
    const { lower, upper } = downlineRange(caller);
    where.push(
      sql`p.status = 'PENDING'`,
      sql`r.tree_path > ${lower}`,
      sql`r.tree_path < ${upper}`,
      sql`p.to_rank = ANY(${RANKS.filter((rank) => mayDecide(caller.rank, rank))}::text[])`,
    );
  }
  const whereSql = sql.join(where, ' AND ');
  const [agg] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${sql.raw(REQUEST_FROM)} WHERE ${whereSql}`);
  const rows = await queryRows<RequestRow>(
    db,
    sql`SELECT ${sql.raw(REQUEST_SELECT)} FROM ${sql.raw(REQUEST_FROM)} WHERE ${whereSql}
        ORDER BY p.requested_at DESC, p.id DESC LIMIT ${sql.raw(String(paging.limit))} OFFSET ${sql.raw(String(paging.offset))}`,
  );
  return { data: rows.map(toRequest), count: agg!.count };
}

/**
 * Inserts a PENDING request of `caller` for `next`, in one statement guarded by the caller's
 * current rank. Throws the database's unique violation (`23505`) when one is PENDING already.
 * @returns the new request's id, or undefined when the caller's rank changed meanwhile.
 */
export async function insertPromotionRequest(db: Queryable, caller: TreeAgent, next: RankCode): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO promotion_requests (requester_id, from_rank, to_rank)
     SELECT id, rank, $2 FROM users WHERE id = $1 AND rank = $3 RETURNING id`,
    [caller.id, next, caller.rank],
  );
  return rows[0]?.id;
}

/** The requester (and their tree path), requested rank and status of request `id`, or undefined. */
export async function requestTarget(
  db: Queryable,
  id: number,
): Promise<{ requester_id: number; tree_path: string; to_rank: RankCode; status: PromotionStatus } | undefined> {
  const [target] = await db.query<{ requester_id: number; tree_path: string; to_rank: RankCode; status: PromotionStatus }>(
    `SELECT p.requester_id, r.tree_path, p.to_rank, p.status FROM promotion_requests p JOIN users r ON r.id = p.requester_id
      WHERE p.id = $1`,
    [id],
  );
  return target;
}

/**
 * Decides request `requestId` by `deciderId` in one transaction: the status change guarded by
 * `status = 'PENDING'`, and on APPROVED the requester's rank.
 * @returns the requester and the requested rank, or null when it was already decided.
 */
export async function decidePromotion(
  db: Pick<Db, 'transaction'>,
  requestId: number,
  decision: 'APPROVED' | 'DECLINED',
  deciderId: number,
  note: string | null,
): Promise<{ requester_id: number; to_rank: RankCode } | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ requester_id: number; to_rank: RankCode }>(
      `UPDATE promotion_requests SET status = $2, decided_at = now(), decided_by = $3, note = $4
        WHERE id = $1 AND status = 'PENDING' RETURNING requester_id, to_rank`,
      [requestId, decision, deciderId, note],
    );
    const row = rows[0];
    if (!row) return null;
    if (decision === 'APPROVED') {
      await tx.query('UPDATE users SET rank = $2 WHERE id = $1', [row.requester_id, row.to_rank]);
    }
    return row;
  });
}
