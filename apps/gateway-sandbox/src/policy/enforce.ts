import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireAuth } from '../auth/bearer.js';
import type { Queryable } from '../db/db.js';
import { ROLE_SUPPORT } from '../db/seed/constants.js';
import { HttpError } from '../errors.js';
import { readableAgent } from '../team/access.js';
import { PROBLEM_ROW_SQL } from '../team/agents.js';
import type { OwnedResource, OwnerRule, PolicySource, RoutePolicy } from './policy.js';
import { MAX_ID } from '../http/ids.js';

/** Message of the 403 `UNLICENSED` (spec §6, §8: the reason the access-denied page shows). */
export const UNLICENSED_MESSAGE = 'Un-Licensed Contractor';

/** Message of the 403 `BLOCKED` (spec §4, §6). */
export const BLOCKED_MESSAGE =
  'Your account is blocked because your latest platform invoices failed. Pay them under My profile, Recurring transactions, to use the portal again.';

/** What the policy hook knows of the caller: one query per request, kept on the request for its handler. */
export interface CallerFacts {
  role_id: number;
  /** A licensed contractor (spec §6). */
  is_licensed: boolean;
  /** Blocked for failed payments (spec §4). */
  blocked: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's facts read by the policy hook (gateway routes), else null. */
    policyCaller: CallerFacts | null;
  }
}

/**
 * The caller's facts as the policy hook read them for this request (licence, block, role), so a
 * handler that shapes its answer by them (e.g. leaves licensed-only data out) reads them once.
 * @throws {@link HttpError} 500 outside a gateway route (the hook did not run).
 */
export function callerFactsOf(request: FastifyRequest): CallerFacts {
  if (!request.policyCaller) throw new HttpError(500, 'The route policy did not run for this request.');
  return request.policyCaller;
}

async function callerFacts(db: Queryable, userId: number): Promise<CallerFacts | null> {
  const [row] = await db.query<CallerFacts>(
    `SELECT u.role_id, u.is_licensed, ${PROBLEM_ROW_SQL.BLOCKED} AS blocked FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The owner column of each {@link OwnedResource}: constants, so nothing of a request becomes SQL. */
const RESOURCES: Readonly<Record<OwnedResource, { sql: string; what: string }>> = {
  'essential-document': { sql: 'SELECT user_id FROM essential_documents WHERE id = $1', what: 'document' },
  notification: { sql: 'SELECT user_id FROM notifications WHERE id = $1', what: 'notification' },
  ticket: { sql: 'SELECT user_id FROM tickets WHERE id = $1', what: 'ticket' },
};

const DIGITS = /^[0-9]{1,10}$/;

/** The raw value a rule names: a path/query string, or a body value (string or number). */
function rawValue(request: FastifyRequest, source: PolicySource, field: string): string | undefined {
  const from = (source === 'params' ? request.params : source === 'query' ? request.query : request.body) as
    | Record<string, unknown>
    | null
    | undefined;
  const value = from && typeof from === 'object' ? from[field] : undefined;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string') return value;
  return '\u0000'; // an array or object: never an id
}

/** A positive decimal id, else 400 (issue #26: `/users/0x0c` is refused, not read as 12). */
function decimalId(value: string, field: string): number {
  const id = DIGITS.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw new HttpError(400, `Invalid request: "${field}" must be a positive whole number in decimal digits.`);
  }
  return id;
}

function needsLicence(request: FastifyRequest, licensed: RoutePolicy['licensed']): boolean {
  if (typeof licensed === 'boolean') return licensed;
  const value = rawValue(request, licensed.in, licensed.field);
  return value !== undefined && licensed.values.includes(value);
}

async function enforceOwner(db: Queryable, request: FastifyRequest, userId: number, rule: OwnerRule): Promise<void> {
  if (rule.kind === 'scoped') return;
  const value = rawValue(request, rule.in, rule.field);
  if (rule.kind === 'self') {
    if (value === undefined) {
      if (rule.optional) return;
      throw new HttpError(400, `Invalid request: "${rule.field}" is required.`);
    }
    if (decimalId(value, rule.field) !== userId) {
      throw new HttpError(403, 'You can only access your own records.', { reason: 'NOT_OWNER' });
    }
    return;
  }
  if (value === undefined) throw new HttpError(400, `Invalid request: "${rule.field}" is required.`);
  if (rule.kind === 'hierarchy') {
    // 403 NOT_OWNER (no existence oracle) for another branch or an unknown code.
    await readableAgent(db, request, value, rule.reach === 'downline-or-upline');
    return;
  }
  const { sql, what } = RESOURCES[rule.resource];
  const id = decimalId(value, rule.field);
  const [row] = await db.query<{ user_id: number }>(sql, [id]);
  if (!row) throw new HttpError(404, `No ${what} with id ${id}.`);
  if (row.user_id !== userId) throw new HttpError(403, `You can only access your own ${what}s.`, { reason: 'NOT_OWNER' });
}

/**
 * Enforces a route's {@link RoutePolicy} for a request whose bearer token is verified
 * (issue #26), in order: the caller's role (403 `AGENTS_ONLY` / `SUPPORT_ONLY`), the block
 * (403 `BLOCKED`, spec §4), the licence (403 `UNLICENSED`, 'Un-Licensed Contractor', spec §6),
 * then ownership (403 `NOT_OWNER`; 404 for an unknown owned resource; 400 for an id that is not
 * decimal digits). A user the token names that no longer exists → 401.
 * @throws {@link HttpError} as listed.
 */
export async function enforcePolicy(db: Queryable, request: FastifyRequest, policy: RoutePolicy): Promise<void> {
  const auth = requireAuth(request);
  const facts = await callerFacts(db, auth.user_id);
  if (!facts) throw new HttpError(401, 'The account of this session no longer exists. Please sign in again.');
  request.policyCaller = facts;
  const support = facts.role_id === ROLE_SUPPORT;
  if (policy.caller === 'agent' && support) {
    throw new HttpError(403, 'This call is for agents; the support role has no agent records.', { reason: 'AGENTS_ONLY' });
  }
  if (policy.caller === 'support' && !support) {
    throw new HttpError(403, 'This call is for the support team only.', { reason: 'SUPPORT_ONLY' });
  }
  if (policy.blocked === 'deny' && facts.blocked) throw new HttpError(403, BLOCKED_MESSAGE, { reason: 'BLOCKED' });
  if (!facts.is_licensed && needsLicence(request, policy.licensed)) {
    throw new HttpError(403, UNLICENSED_MESSAGE, { reason: 'UNLICENSED' });
  }
  if (policy.owner) await enforceOwner(db, request, auth.user_id, policy.owner);
}

/** A gateway route as registered, with its policy: what the policy matrix and the README list. */
export interface RegisteredRoute {
  method: string;
  /** The full path with its prefix, e.g. `/integration/v1/users/:id`. */
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway routes with their policies, filled by {@link installPolicies} (shared by every instance of an app). */
    gatewayPolicies: RegisteredRoute[];
  }
}

/** The gateway routes registered on `app` with their policies, in registration order. */
export function registeredGatewayRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return app.hasDecorator('gatewayPolicies') ? app.gatewayPolicies : [];
}

/**
 * Installs the policy layer on the gateway plugin instance `gateway`: every route registered
 * below it must declare `config.policy` (else registration throws, so the app does not start;
 * the route is listed by {@link registeredGatewayRoutes}), and a `preValidation` hook enforces it
 * with {@link enforcePolicy} — after the bearer token and CSRF checks (`onRequest`), before the
 * request's schema validation, so a refused caller learns nothing from validation errors.
 */
export function installPolicies(gateway: FastifyInstance, db: Queryable): void {
  if (!gateway.hasDecorator('gatewayPolicies')) gateway.decorate('gatewayPolicies', [] as RegisteredRoute[]);
  if (!gateway.hasRequestDecorator('policyCaller')) gateway.decorateRequest('policyCaller', null);
  const registry = gateway.gatewayPolicies;
  gateway.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.policy;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return; // the HEAD twin of a GET route, which carries the same config
    if (!policy) throw new Error(`Gateway route ${methods.join(',')} ${route.url} declares no policy (config.policy, issue #26).`);
    for (const method of methods) registry.push({ method, url: route.url, policy });
  });
  gateway.addHook('preValidation', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy) throw new HttpError(500, 'This route has no policy.');
    await enforcePolicy(db, request, policy);
  });
}
