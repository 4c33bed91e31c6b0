import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/bearer.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { agentAndCode, agentById, relationOf, type TreeAgent } from './agents.js';

/** One 403 for every code the caller may not read, unknown codes included (no existence oracle). */
const forbidden = (code: string) =>
  new HttpError(403, `You can only read yourself, your downline and your upline chain; "${code.slice(0, 40)}" is none of these.`, {
    reason: 'NOT_OWNER',
  });

/** The caller, the agent a code names and how the caller relates to it (see {@link readableAgent}). */
export interface ReadableAgent {
  caller: TreeAgent;
  agent: TreeAgent;
  relation: 'SELF' | 'DOWNLINE' | 'UPLINE';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The agent a hierarchy policy rule read for this request (issue #26), reused by its handler. */
    readableAgent?: ReadableAgent;
  }
}

/**
 * The signed-in agent and the agent `code` names, when the caller may read it: self or downline
 * always, an upline only when `uplineAllowed`. Anything else (another branch, an unknown code) →
 * 403. One query for both, once per request: the route policy's hierarchy rule reads it first and
 * the handler gets the same answer without a second query.
 * @returns the caller, the agent and how the caller relates to it.
 */
export async function readableAgent(db: Queryable, request: FastifyRequest, code: string, uplineAllowed: boolean): Promise<ReadableAgent> {
  let found = request.readableAgent?.agent.code === code ? request.readableAgent : undefined;
  if (!found) {
    const auth = requireAuth(request);
    const { self: caller, target: agent } = await agentAndCode(db, auth.user_id, code);
    if (!caller) throw new HttpError(403, 'Your account is not part of the hierarchy.', { reason: 'NOT_OWNER' });
    const relation = agent ? relationOf(caller, agent) : null;
    if (!agent || !relation) throw forbidden(code);
    found = { caller, agent, relation };
    request.readableAgent = found;
  }
  if (found.relation === 'UPLINE' && !uplineAllowed) throw forbidden(code);
  return found;
}

/** The signed-in agent (401 before this when there is no token). */
export async function callerOf(db: Queryable, request: FastifyRequest): Promise<TreeAgent> {
  const auth = requireAuth(request);
  const caller = await agentById(db, auth.user_id);
  if (!caller) throw new HttpError(403, 'Your account is not part of the hierarchy.', { reason: 'NOT_OWNER' });
  return caller;
}
