import type { AnnouncementPage, GatewayEnvelope, ProgressTracker, Reminders } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { announcementPage } from '../../support/announcements.js';
import { progressOf, remindersOf } from '../../support/day.js';
import { requestLanguage } from '../../http/language.js';
import { helpTextLanguage } from '../../support/helpTexts.js';
import { agentRoute, ownPathId, profileRoute } from '../../policy/policy.js';
import { readQuery } from '../../http/query.js';
import { body as wholeBody, ok } from '../../contract/responses.js';


/** The caller's id of a `users/{id}/…` path (its policy checked it is theirs); unknown query parameters → 400. */
function ownId(request: FastifyRequest<{ Params: { id: string } }>): number {
  readQuery(request, []);
  return requireAuth(request).user_id;
}

/**
 * integration v1 routes of the agent's day (issue #12; spec §7; docs/CONTRACTS.md "Announcements",
 * "Reminders and progress tracker"):
 * - `GET /users/:id/reminders` → `Reminders` (own id only, else 403), titles in the `Accept-Language`
 *   language (issue #29 item 2; `vary: Accept-Language`);
 * - `GET /users/:id/progress-tracker` → `ProgressTracker` (own id only, else 403);
 *   both kept by a blocked agent (issue #26): their INVOICE_FAILED reminder and setup steps lead
 *   to what unblocks them;
 * - `GET /announcements/get-announcments?page&limit` (the spec's spelling) → `AnnouncementPage`,
 *   pinned first, then newest; titles and bodies in the `Accept-Language` language where there is
 *   a text in it, else English (issue #29; `vary: Accept-Language`).
 */
export const dayRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    '/users/:id/reminders',
    {
      schema: { response: { 200: ok('Reminders') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "What is due for the agent now (invoices, licence, documents, tickets, promotions), most pressing first (own id only)." } },
    },
    async (request, reply) => {
      // Titles in the Accept-Language language (issue #29 item 2); type and params stay codes.
      const data = await remindersOf(db, ownId(request), new Date(), requestLanguage(request));
      if (!data) throw new HttpError(404, 'No such agent.');
      const body: GatewayEnvelope<Reminders> = { data };
      return reply.header('vary', 'Accept-Language').send(body);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/users/:id/progress-tracker',
    {
      schema: { response: { 200: ok('ProgressTracker') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "The agent's onboarding steps and how many are done (own id only)." } },
    },
    async (request) => {
      const data = await progressOf(db, ownId(request));
      if (!data) throw new HttpError(404, 'No such agent.');
      const body: GatewayEnvelope<ProgressTracker> = { data };
      return body;
    },
  );

  // In the caller's language (issue #29): an announcement's title and body in Accept-Language's
  // language where it has a text (announcement_texts), else English (e.g. one posted in English only).
  app.get(
    '/announcements/get-announcments',
    {
      schema: { response: { 200: wholeBody('AnnouncementPage') } },
      config: {
        policy: agentRoute(null),
        openapi: { summary: 'A page of the company announcements, pinned first, then newest.', query: 'AnnouncementListParams' },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      const q = readQuery(request, ['page', 'limit']);
      const paging = q.paging();
      const body: AnnouncementPage = await announcementPage(db, helpTextLanguage(requestLanguage(request)), paging);
      return reply.header('vary', 'Accept-Language').send(body);
    },
  );
};
