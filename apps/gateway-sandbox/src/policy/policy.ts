/**
 * The vocabulary of route policies (issue #26; spec §4, §5, §6): who may call a gateway route,
 * declared next to its schema as `config.policy` and enforced by one hook
 * ({@link policyHook}, src/policy/enforce.ts), never inside a handler. A gateway route without a
 * policy is refused when it is registered (the app does not start).
 *
 * The checks run in this order, each answering 403 with a `reason` (docs/CONTRACTS.md "Route
 * policies"): the caller's role, the block, the licence, then ownership.
 */

/**
 * Who may call a route, after the bearer token (401 without a valid one):
 * - `agent`: contractors only; the support role gets 403 `AGENTS_ONLY` (it has no agent data);
 * - `any`: every signed-in user, the support role included (session, notifications, account security);
 * - `support`: the support role only, 403 `SUPPORT_ONLY` otherwise.
 */
export type PolicyCaller = 'agent' | 'any' | 'support';

/** Where an owner rule reads the id or code it checks: the path, the query string or the JSON body. */
export type PolicySource = 'params' | 'query' | 'body';

/**
 * A resource owned by one agent, looked up by the id of the request (a table and its columns,
 * constants of this module: nothing of the request becomes SQL). Unknown id → 404, another
 * agent's → 403 `NOT_OWNER`.
 */
export type OwnedResource = 'essential-document' | 'notification' | 'ticket';

/**
 * Ownership of what a request names (spec §6, ARCHITECTURE §6 "an agent reads only their own
 * data and their downline"):
 * - `self`: a user id that must be the caller's (`optional`: absent means the caller);
 * - `hierarchy`: an agent code that must be the caller's own, one of their downline, or
 *   (`reach: 'downline-or-upline'`) one of their upline chain;
 * - `resource`: the id of an {@link OwnedResource} that must belong to the caller;
 * - `scoped`: the handler reads only the caller's rows by construction (every query is keyed by
 *   the caller's id; the request names nothing else). Declared so the matrix and the document
 *   say so; there is nothing to look up.
 */
export type OwnerRule =
  | { kind: 'self'; in: PolicySource; field: string; optional?: boolean }
  | { kind: 'hierarchy'; in: PolicySource; field: string; reach: 'downline' | 'downline-or-upline' }
  | { kind: 'resource'; in: PolicySource; field: string; resource: OwnedResource }
  | { kind: 'scoped' };

/** A licence requirement that holds only when the request's `in.field` is one of `values`. */
export interface LicensedWhen {
  in: PolicySource;
  field: string;
  values: readonly string[];
}

/** What a gateway route requires of its caller (issue #26). */
export interface RoutePolicy {
  /** Which users may call it at all. */
  caller: PolicyCaller;
  /**
   * Licensed contractors only (spec §6): 403 `UNLICENSED`, message 'Un-Licensed Contractor' —
   * always (`true`), or only when a request value is one of `values` (e.g. `GET /forms` with
   * `category=BUSSINESS_OVERVIEW`).
   */
  licensed: boolean | LicensedWhen;
  /**
   * What a blocked agent (spec §4: the two latest CP_UTILIZATION invoices FAILED) gets: `deny`
   * → 403 `BLOCKED`; `allow` for the profile, the payment routes that unblock, session and
   * notification calls (spec §6 "limited to the profile"; ARCHITECTURE §7).
   */
  blocked: 'allow' | 'deny';
  /** Whose data the request may name; null when it names nothing but shared data (e.g. countries). */
  owner: OwnerRule | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's policy (issue #26); required on every gateway route. */
    policy?: RoutePolicy;
  }
}

/** The caller's own `:id` path parameter. */
export const ownPathId: OwnerRule = { kind: 'self', in: 'params', field: 'id' };
/** The caller's own `user_id` query parameter, when given. */
export const ownQueryUserId = (optional = false): OwnerRule => ({ kind: 'self', in: 'query', field: 'user_id', optional });
/** The caller's own rows only, by the handler's queries (see {@link OwnerRule} `scoped`). */
export const scoped: OwnerRule = { kind: 'scoped' };
/** A resource of the caller's, by its `:id` path parameter. */
export const ownResource = (resource: OwnedResource, field = 'id', from: PolicySource = 'params'): OwnerRule => ({
  kind: 'resource',
  in: from,
  field,
  resource,
});

/**
 * A policy for an agent's route that a blocked agent may not use (the default of the portal's
 * pages): `{ caller: 'agent', licensed: false, blocked: 'deny', owner }`.
 */
export const agentRoute = (owner: OwnerRule | null): RoutePolicy => ({ caller: 'agent', licensed: false, blocked: 'deny', owner });

/** A licensed contractor's route (spec §6: clients, business overview, promotion). */
export const licensedRoute = (owner: OwnerRule | null): RoutePolicy => ({ caller: 'agent', licensed: true, blocked: 'deny', owner });

/**
 * A route of the profile or of the payments that unblock (card, invoices, charge, pay): a blocked
 * agent keeps it (spec §5 "my-profile: no block check", §6).
 */
export const profileRoute = (owner: OwnerRule | null): RoutePolicy => ({ caller: 'agent', licensed: false, blocked: 'allow', owner });

/** A session, account-security or notification route of any signed-in user, blocked or not. */
export const sessionRoute = (owner: OwnerRule | null): RoutePolicy => ({ caller: 'any', licensed: false, blocked: 'allow', owner });

/** One line of the policy of a route, for the README's matrix and the OpenAPI extension. */
export function describePolicy(policy: RoutePolicy): string {
  const parts: string[] = [policy.caller === 'any' ? 'signed-in' : policy.caller === 'support' ? 'support only' : 'agents'];
  if (policy.licensed === true) parts.push('licensed');
  else if (policy.licensed) parts.push(`licensed when ${policy.licensed.in}.${policy.licensed.field} is ${policy.licensed.values.join(' or ')}`);
  parts.push(policy.blocked === 'deny' ? 'not blocked' : 'blocked allowed');
  const owner = policy.owner;
  if (owner) {
    if (owner.kind === 'self') parts.push(`own ${owner.in}.${owner.field}${owner.optional ? ' (optional)' : ''}`);
    else if (owner.kind === 'hierarchy') parts.push(`${owner.in}.${owner.field} in ${owner.reach === 'downline' ? 'own downline' : 'own downline or upline'}`);
    else if (owner.kind === 'resource') parts.push(`own ${owner.resource} (${owner.in}.${owner.field})`);
    else parts.push('own rows');
  }
  return parts.join(', ');
}
