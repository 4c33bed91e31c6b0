import type { GatewayEnvelope, PromotionNotEligibleBody, PromotionPage, PromotionRequest, PromotionValidation } from '@agent-portal/api-client/wire';
import { PROMOTION_SCOPES, PROMOTION_STATUSES } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { MAX_ID } from '../../http/ids.js';
import { readQuery } from '../../http/query.js';
import { templatedNotification, templateRef } from '../../notify/index.js';
import { licensedRoute, scoped } from '../../policy/policy.js';
import { body, errorResponses, ok } from '../../contract/responses.js';
import { wireRef } from '../../contract/wireSchemas.js';
import {
  decidePromotion,
  insertPromotionRequest,
  mayDecideFor,
  pendingRequestId,
  promotionPage,
  promotionRequest,
  requestTarget,
  validatePromotion,
} from '../../promotion/queries.js';
import { callerOf, readableAgent } from '../../team/access.js';
import { nextRank, rankTitle } from '../../team/ladder.js';
import { measureRequirements } from '../../team/measure.js';

/** Longest decision note (plain text). */
export const PROMOTION_NOTE_MAX = 500;

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
  if (typeof requestId !== 'number' || !Number.isInteger(requestId) || requestId < 1 || requestId > MAX_ID) {
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

/** The 422 of `POST /promotion/generate`: a {@link PromotionNotEligibleBody}, the error shape plus the unmet requirements. */
const NOT_ELIGIBLE_RESPONSE = {
  description: 'Not eligible: a requirement of the next rank is unmet, or the caller holds the top rank (`unmet` lists what is missing).',
  ...wireRef('PromotionNotEligibleBody'),
};

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
    {
      schema: { response: { 200: ok('PromotionValidation') } },
      config: {
        policy: licensedRoute({ kind: 'hierarchy', in: 'params', field: 'code', reach: 'downline' }),
        openapi: { summary: "An agent's (self or downline) next rank and its requirements measured now: whether a promotion can be requested." },
      },
    },
    async (request) => {
    readQuery(request, []);
    const { agent } = await readableAgent(db, request, request.params.code, false);
    const body: GatewayEnvelope<PromotionValidation> = { data: await validatePromotion(db, agent) };
    return body;
  });

  app.post(
    '/promotion/generate',
    {
      schema: { response: { 201: ok('PromotionRequest'), ...errorResponses(409), 422: NOT_ELIGIBLE_RESPONSE } },
      config: { policy: licensedRoute(scoped), openapi: { summary: "Requests the caller's promotion to the next rank (every requirement met, none pending)." } },
    },
    async (request, reply) => {
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
      id = await insertPromotionRequest(db, caller, next);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'You already have a promotion request waiting for a decision.');
      throw error;
    }
    if (id === undefined) throw new HttpError(409, 'Your rank changed meanwhile: check your promotion status again.');
    const body: GatewayEnvelope<PromotionRequest> = { data: (await promotionRequest(db, id))! };
    return reply.code(201).send(body);
  });

  app.post(
    '/promotion/approve',
    {
      schema: { response: { 200: ok('PromotionRequest'), ...errorResponses(409) } },
      config: {
        ownBody: 'json',
        policy: licensedRoute(scoped),
        openapi: { summary: "An upline's decision on a downline agent's pending promotion request (approved: the agent's rank changes)." },
      },
    },
    async (request) => {
    const caller = await callerOf(db, request);
    readQuery(request, []);
    const decision = readDecision(request.body);
    const target = await requestTarget(db, decision.requestId);
    if (target && target.requester_id === caller.id) throw new HttpError(403, 'You cannot decide your own promotion request.');
    if (!target || !mayDecideFor(caller, { id: target.requester_id, tree_path: target.tree_path }, target.to_rank)) {
      throw new HttpError(
        403,
        'You may not decide this promotion request: only an upline of the agent whose rank is above the requested one may.',
      );
    }
    const decided = await decidePromotion(db, decision.requestId, decision.decision, caller.id, decision.note);
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

  app.get(
    '/promotion',
    {
      schema: { response: { 200: body('PromotionPage') } },
      config: {
        policy: licensedRoute(scoped),
        openapi: { summary: "A page of promotion requests, newest first: the caller's own (MINE) or the pending ones they may decide (TO_DECIDE).", query: 'ListPromotionsParams' },
      },
    },
    async (request) => {
    const caller = await callerOf(db, request);
    const q = readQuery(request, ['scope', 'status', 'page', 'limit']);
    const scope = q.oneOf('scope', PROMOTION_SCOPES) ?? 'MINE';
    const status = q.oneOf('status', PROMOTION_STATUSES);
    const paging = q.paging();
    if (scope === 'TO_DECIDE' && status && status !== 'PENDING') {
      throw new HttpError(400, 'scope=TO_DECIDE lists PENDING requests only: leave "status" out or give PENDING.');
    }
    const body: PromotionPage = await promotionPage(db, caller, scope, status, paging);
    return body;
  });
};
