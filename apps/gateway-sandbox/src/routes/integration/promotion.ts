import type {
  GatewayEnvelope,
  PromotionNotEligibleBody,
  PromotionPage,
  PromotionRequest,
  PromotionScope,
  PromotionStatus,
  PromotionValidation,
  RankCode,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { templatedNotification, templateRef } from '../../notify/index.js';
import { downlineRange, type TreeAgent } from '../../team/agents.js';
import { RANKS, mayDecide, nextRank, rankTitle } from '../../team/ladder.js';
import { measureRequirements } from '../../team/measure.js';
import { callerOf, readableAgent } from '../../team/access.js';
import { licensedRoute, scoped } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';
import { readQuery } from '../../http/query.js';

/** Longest decision note (plain text). */
export const PROMOTION_NOTE_MAX = 500;
const SCOPES: readonly PromotionScope[] = ['MINE', 'TO_DECIDE'];
const STATUSES: readonly PromotionStatus[] = ['PENDING', 'APPROVED', 'DECLINED'];

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

async function pendingRequestId(db: Queryable, agentId: number): Promise<number | null> {
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

/** A validated body of `POST /promotion/approve`. */
interface Decision {
  requestId: number;
  decision: 'APPROVED' | 'DECLINED';
  note: string | null;
}

/** Reads `{request_id, decision, note?}` strictly: unknown keys, bad types, a note over 500 characters, a DECLINED without a note → 400. */
export function readDecision(body: unknown): Decision {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object {request_id, decision, note?}.');
  }
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!['request_id', 'decision', 'note'].includes(key)) {
      throw new HttpError(400, `Unknown field "${key.slice(0, 40)}". Allowed: request_id, decision, note.`);
    }
  }
  const requestId = record.request_id;
  if (typeof requestId !== 'number' || !Number.isInteger(requestId) || requestId < 1 || requestId > 2147483647) {
    throw new HttpError(400, '"request_id" must be a positive whole number (the id of a promotion request).');
  }
  if (record.decision !== 'APPROVED' && record.decision !== 'DECLINED') {
    throw new HttpError(400, '"decision" must be APPROVED or DECLINED.');
  }
  const raw = record.note;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new HttpError(400, '"note" must be text.');
  const note = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
  if (note !== null && note.length > PROMOTION_NOTE_MAX) {
    throw new HttpError(400, `"note" must be at most ${PROMOTION_NOTE_MAX} characters; got ${note.length}.`);
  }
  if (record.decision === 'DECLINED' && note === null) {
    throw new HttpError(400, 'A declined request needs a "note" telling the agent why.');
  }
  return { requestId, decision: record.decision, note };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * integration v1 promotion routes (issue #10; spec §6, §7 `promotion/*`; docs/CONTRACTS.md "Team"):
 * - `GET /promotion/validate/{code}` → `{data: PromotionValidation}`: own code or a downline
 *   agent's; else 403;
 * - `POST /promotion/generate` `{}` → 201 `{data: PromotionRequest}` for the caller's next rank;
 *   403 unlicensed (§6), 409 one PENDING already, 422 `{statusCode, error, message, unmet}` when a
 *   requirement is unmet or at the top rank. One INSERT: never half a request;
 * - `POST /promotion/approve` `{request_id, decision, note?}` → `{data: PromotionRequest}`; 403
 *   own / not a deciding upline / unknown id (no oracle); 409 already decided. In one
 *   transaction: the status change guarded by `status = 'PENDING'`, and on APPROVED the
 *   requester's rank. Then the requester is notified (`app.notify`, reference.invalidates
 *   Promotion and Team, href `/promotion`);
 * - `GET /promotion?scope=MINE|TO_DECIDE&status&page&limit` → `{data, count}`, newest first;
 *   TO_DECIDE = the PENDING requests the caller may decide.
 */
export const promotionRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  
  app.get<{ Params: { code: string } }>(
    '/promotion/validate/:code',
    { config: { policy: licensedRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline' }) } },
    async (request) => {
    readQuery(request, []);
    const { agent } = await readableAgent(db, request, request.params.code, false);
    const body: GatewayEnvelope<PromotionValidation> = { data: await validatePromotion(db, agent) };
    return body;
  });

  app.post('/promotion/generate', { config: { policy: licensedRoute(scoped) } }, async (request, reply) => {
    const caller = await callerOf(db, request);
    readQuery(request, []);
    const input = request.body ?? {};
    if (typeof input !== 'object' || input === null || Array.isArray(input) || Object.keys(input).length > 0) {
      throw new HttpError(400, 'The body must be an empty JSON object {}: you request your own next rank.');
    }
    if ((await pendingRequestId(db, caller.id)) !== null) {
      throw new HttpError(409, 'You already have a promotion request waiting for a decision.');
    }
    const next = nextRank(caller.rank);
    const requirements = next ? await measureRequirements(db, caller, next) : [];
    const unmet = requirements.filter((r) => !r.met);
    if (!next || unmet.length > 0) {
      const body: PromotionNotEligibleBody = {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: next
          ? `You do not meet every requirement of ${rankTitle(next)} yet (${unmet.map((r) => r.key).join(', ')}).`
          : `You hold the top rank (${rankTitle(caller.rank)}): there is no rank to request.`,
        unmet,
      };
      return reply.code(422).send(body);
    }
    let id: number | undefined;
    try {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO promotion_requests (requester_id, from_rank, to_rank)
         SELECT id, rank, $2 FROM users WHERE id = $1 AND rank = $3 RETURNING id`,
        [caller.id, next, caller.rank],
      );
      id = rows[0]?.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'You already have a promotion request waiting for a decision.');
      throw error;
    }
    if (id === undefined) throw new HttpError(409, 'Your rank changed meanwhile: check your promotion status again.');
    const body: GatewayEnvelope<PromotionRequest> = { data: (await promotionRequest(db, id))! };
    return reply.code(201).send(body);
  });

  app.post('/promotion/approve', { config: { ownBody: 'json', policy: licensedRoute(scoped) } }, async (request) => {
    const caller = await callerOf(db, request);
    readQuery(request, []);
    const decision = readDecision(request.body);
    const [target] = await db.query<{ requester_id: number; tree_path: string; to_rank: RankCode; status: PromotionStatus }>(
      `SELECT p.requester_id, r.tree_path, p.to_rank, p.status FROM promotion_requests p JOIN users r ON r.id = p.requester_id
        WHERE p.id = $1`,
      [decision.requestId],
    );
    if (target && target.requester_id === caller.id) throw new HttpError(403, 'You cannot decide your own promotion request.');
    if (!target || !mayDecideFor(caller, { id: target.requester_id, tree_path: target.tree_path }, target.to_rank)) {
      throw new HttpError(
        403,
        'You may not decide this promotion request: only an upline of the agent whose rank is above the requested one may.',
      );
    }
    const decided = await db.transaction(async (tx) => {
      const rows = await tx.query<{ requester_id: number; to_rank: RankCode }>(
        `UPDATE promotion_requests SET status = $2, decided_at = now(), decided_by = $3, note = $4
          WHERE id = $1 AND status = 'PENDING' RETURNING requester_id, to_rank`,
        [decision.requestId, decision.decision, caller.id, decision.note],
      );
      const row = rows[0];
      if (!row) return null;
      if (decision.decision === 'APPROVED') {
        await tx.query('UPDATE users SET rank = $2 WHERE id = $1', [row.requester_id, row.to_rank]);
      }
      return row;
    });
    if (!decided) throw new HttpError(409, 'This promotion request was already decided.');
    const approved = decision.decision === 'APPROVED';
    const deciderName = `${caller.first_name} ${caller.last_name}`;
    try {
      await app.notify(
        decided.requester_id,
        templatedNotification(
          templateRef('promotion_decided', { decider_name: deciderName, to_rank: decided.to_rank, approved, note: decision.note || null }),
          { href: '/promotion', reference: { invalidates: ['Promotion', 'Team'] } },
        ),
      );
    } catch (error) {
      // The decision stands; the agent sees it on the promotion page.
      request.log.error({ err: error }, 'promotion decision notification failed');
    }
    const body: GatewayEnvelope<PromotionRequest> = { data: (await promotionRequest(db, decision.requestId))! };
    return body;
  });

  app.get('/promotion', { config: { policy: licensedRoute(scoped) } }, async (request) => {
    const caller = await callerOf(db, request);
    const q = readQuery(request, ['scope', 'status', 'page', 'limit']);
    const scope = q.oneOf('scope', SCOPES) ?? 'MINE';
    const status = q.oneOf('status', STATUSES);
    const { limit, offset } = q.paging();
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (scope === 'MINE') {
      add('p.requester_id = ?', caller.id);
      if (status) add('p.status = ?', status);
    } else {
      if (status && status !== 'PENDING') {
        throw new HttpError(400, 'scope=TO_DECIDE lists PENDING requests only: leave "status" out or give PENDING.');
      }
      const { lower, upper } = downlineRange(caller);
      where.push(`p.status = 'PENDING'`);
      add('r.tree_path > ?', lower);
      add('r.tree_path < ?', upper);
      add('p.to_rank = ANY(?::text[])', RANKS.filter((rank) => mayDecide(caller.rank, rank)));
    }
    const whereSql = where.join(' AND ');
    const [agg] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${REQUEST_FROM} WHERE ${whereSql}`, params);
    const rows = await db.query<RequestRow>(
      `SELECT ${REQUEST_SELECT} FROM ${REQUEST_FROM} WHERE ${whereSql}
        ORDER BY p.requested_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const body: PromotionPage = { data: rows.map(toRequest), count: agg!.count };
    return body;
  });
};
