import type { GatewayEnvelope, UserProfile } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { findProfile } from '../../db/users.js';
import { HttpError } from '../../errors.js';

const paramsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * integration v1 users routes (spec §7):
 * `GET /users/:id` → `{ data: UserProfile }`. Only the caller's own id (403
 * otherwise); 404 for an unknown id; 400 for a non-numeric one.
 */
export const usersRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>('/users/:id', { schema: { params: paramsSchema } }, async (request) => {
    const auth = requireAuth(request);
    const profile = await findProfile(db, request.params.id);
    if (!profile) throw new HttpError(404, `No agent with id ${request.params.id}.`);
    if (profile.id !== auth.user_id) throw new HttpError(403, "You can only read your own profile.");
    const body: GatewayEnvelope<UserProfile> = { data: profile };
    return body;
  });
};
