import type { GatewayEnvelope, UserProfile } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { findProfile } from '../../db/users.js';
import { HttpError } from '../../errors.js';
import { ownPathId, profileRoute } from '../../policy/policy.js';
import { ID_PARAMS } from '../../http/ids.js';
import { ok } from '../../contract/responses.js';

/**
 * integration v1 users routes (spec §7):
 * `GET /users/:id` → `{ data: UserProfile }`. Policy: the caller's own id (403 `NOT_OWNER`
 * otherwise, unknown ids too), a blocked agent included (issue #26); 400 for an id that is not decimal digits.
 */
export const usersRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/users/:id',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('UserProfile') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "The agent's own profile (own id only)." } },
    },
    async (request) => {
    const profile = await findProfile(db, request.params.id);
    if (!profile) throw new HttpError(404, `No agent with id ${request.params.id}.`);
    const body: GatewayEnvelope<UserProfile> = { data: profile };
    return body;
  });
};
