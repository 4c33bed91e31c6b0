import type { SignInActivityPage } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { scoped, sessionRoute } from '../../policy/policy.js';
import { activityPage } from '../../sign-in/activities.js';
import { PAGE_QUERY, pagingOf } from '../../http/paging.js';
import { body } from '../../contract/responses.js';

/**
 * sso v1 sign-in activities (spec §7; issue #4 account-setting):
 * `GET /sign-in/activities?page&limit` → `{ data: SignInActivity[], count }`, the caller's own
 * sign-in attempts (successful and failed, as recorded by the identity provider's sign-in page),
 * newest first. page ≥ 1, limit 1..100 (default 10); bad values → 400.
 */
export const ssoActivitiesRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { page: number; limit: number } }>(
    '/sign-in/activities',
    {
      schema: { querystring: PAGE_QUERY, response: { 200: body('SignInActivityPage') } },
      config: {
        policy: sessionRoute(scoped),
        openapi: { summary: "A page of the caller's sign-in attempts (successful and failed), newest first.", query: 'ListSignInActivitiesParams' },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit } = request.query;
      const { data, count } = await activityPage(db, auth.user_id, pagingOf(page, limit));
      const answer: SignInActivityPage = { data, count };
      return answer;
    },
  );
};
