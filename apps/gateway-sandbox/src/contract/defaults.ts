import type { RouteOptions } from 'fastify';
import { WRITE_METHODS } from '../http/methods.js';
import type { RoutePolicy } from '../policy/policy.js';
import { errorResponses } from './responses.js';
import type { JsonSchema } from './wireSchemas.js';


/**
 * The error statuses every gateway route can answer, from what it is (issue #31; spec §8):
 * 400 (a bad path id, query parameter or body), 401 (no valid session), 500; 403 when a write
 * (the CSRF header) or when its policy can refuse (role, block, licence, ownership); 404 when the
 * path names something; 413 and 415 on a write (body too large, wrong media type). Statuses of its
 * own (409, 422, 429) a route declares with {@link errorResponses}.
 */
export function defaultErrorStatuses(method: string, url: string, policy: RoutePolicy | undefined): number[] {
  const write = WRITE_METHODS.has(method);
  const statuses = [400, 401];
  const refuses = !policy || policy.caller !== 'any' || policy.licensed !== false || policy.blocked === 'deny' || (policy.owner !== null && policy.owner.kind !== 'scoped');
  if (write || refuses) statuses.push(403);
  if (url.includes(':') || policy?.owner?.kind === 'resource' || policy?.owner?.kind === 'hierarchy') statuses.push(404);
  if (write) statuses.push(413, 415);
  statuses.push(500);
  return statuses;
}

/**
 * The gateway's `onRoute` step (issue #31): adds the {@link defaultErrorStatuses} a route does
 * not declare itself to its `schema.response`, so the OpenAPI document lists every status of every
 * operation and Fastify serializes error bodies by `GatewayErrorBody` too.
 * @throws when the route declares no success (2xx) answer: the app does not start, as for a route
 *   without a policy.
 */
export function withDefaultErrors(route: RouteOptions): void {
  const method = [route.method].flat()[0]!.toString();
  const declared = (route.schema?.response ?? {}) as Record<string, JsonSchema>;
  if (!Object.keys(declared).some((status) => status.startsWith('2'))) {
    throw new Error(`${method} ${route.url} declares no success answer: add schema.response (e.g. { 200: ok('WireType') }, src/contract/responses.ts; issue #31).`);
  }
  const defaults = errorResponses(...defaultErrorStatuses(method, route.url, route.config?.policy as RoutePolicy | undefined));
  route.schema = { ...route.schema, response: { ...defaults, ...declared } };
}
