import type { AnnouncementPage, GatewayEnvelope, ProgressTracker, Reminders } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { progressOf, remindersOf } from '../../support/day.js';
import { QueryReader } from './commissions.js';
import { agentRoute, ownPathId, profileRoute } from '../../policy/policy.js';

type RawQuery = Record<string, string | string[] | undefined>;

/** The caller's id of a `users/{id}/…` path (its policy checked it is theirs); unknown query parameters → 400. */
function ownId(request: FastifyRequest<{ Params: { id: string } }>): number {
  new QueryReader(request.query as RawQuery, []);
  return requireAuth(request).user_id;
}

/**
 * integration v1 routes of the agent's day (issue #12; spec §7; docs/CONTRACTS.md "Announcements",
 * "Reminders and progress tracker"):
 * - `GET /users/:id/reminders` → `Reminders` (own id only, else 403);
 * - `GET /users/:id/progress-tracker` → `ProgressTracker` (own id only, else 403);
 *   both kept by a blocked agent (issue #26): their INVOICE_FAILED reminder and setup steps lead
 *   to what unblocks them;
 * - `GET /announcements/get-announcments?page&limit` (the spec's spelling) → `AnnouncementPage`,
 *   pinned first, then newest.
 */
export const dayRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>('/users/:id/reminders', { config: { policy: profileRoute(ownPathId) } }, async (request) => {
    const data = await remindersOf(db, ownId(request));
    if (!data) throw new HttpError(404, 'No such agent.');
    const body: GatewayEnvelope<Reminders> = { data };
    return body;
  });

  app.get<{ Params: { id: string } }>('/users/:id/progress-tracker', { config: { policy: profileRoute(ownPathId) } }, async (request) => {
    const data = await progressOf(db, ownId(request));
    if (!data) throw new HttpError(404, 'No such agent.');
    const body: GatewayEnvelope<ProgressTracker> = { data };
    return body;
  });

  app.get('/announcements/get-announcments', { config: { policy: agentRoute(null) } }, async (request) => {
    requireAuth(request);
    const q = new QueryReader(request.query as RawQuery, ['page', 'limit']);
    const { limit, offset } = q.paging();
    const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM announcements')) as [{ count: number }];
    const data = await db.query<AnnouncementPage['data'][number]>(
      `SELECT id, title, body, to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at, pinned
         FROM announcements ORDER BY pinned DESC, published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    const body: AnnouncementPage = { data, count };
    return body;
  });
};
