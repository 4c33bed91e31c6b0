import type { GatewayEnvelope, SignInActivity } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { scoped, sessionRoute } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';
import { PAGE_QUERY } from '../../http/paging.js';

/**
 * sso v1 sign-in activities (spec §7; issue #4 account-setting):
 * `GET /sign-in/activities?page&limit` → `{ data: SignInActivity[], count }`, the caller's own
 * sign-in attempts (successful and failed, as recorded by the identity provider's sign-in page),
 * newest first. page ≥ 1, limit 1..100 (default 10); bad values → 400.
 */
export const ssoActivitiesRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { page: number; limit: number } }>(
    '/sign-in/activities',
    { schema: { querystring: PAGE_QUERY }, config: { policy: sessionRoute(scoped) } },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit } = request.query;
      const [rows, counts] = await Promise.all([
        db.query<SignInActivity>(
          `SELECT id, success, ip, user_agent, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at
             FROM sign_in_activities WHERE user_id = $1
            ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [auth.user_id, limit, (page - 1) * limit],
        ),
        db.query<{ count: number }>('SELECT count(*)::int AS count FROM sign_in_activities WHERE user_id = $1', [auth.user_id]),
      ]);
      const body: GatewayEnvelope<SignInActivity[]> = { data: rows, count: counts[0]?.count ?? 0 };
      return body;
    },
  );
};
