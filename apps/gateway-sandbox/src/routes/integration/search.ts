import type { GatewayEnvelope, SearchResult } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { searchClients, searchForms, searchTickets } from '../../search/queries.js';
import { HttpError } from '../../errors.js';
import { searchWords } from '../../http/list.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { callerFactsOf } from '../../policy/enforce.js';
import { ok } from '../../contract/responses.js';

/** Longest accepted search text, in characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Default number of results per group (clients, forms, support). */
export const SEARCH_DEFAULT_LIMIT = 8;
/** Largest accepted `limit`. */
export const SEARCH_MAX_LIMIT = 20;

const querySchema = {
  type: 'object',
  required: ['search'],
  properties: {
    search: { type: 'string', minLength: 1, maxLength: SEARCH_MAX_LENGTH },
    limit: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT },
  },
} as const;

/**
 * Searches, for agent `userId`: their own clients (first and last name, every
 * word must occur; or policy number, when the text holds a digit), the shared forms catalogue (title,
 * tag and code) and their own support tickets (ticket number and subject). Matching is
 * case-insensitive substring matching served by trigram (pg_trgm) GIN indexes, accent-insensitive
 * for client names and forms (the folded columns of migration 70: "sofia" finds "Sofía");
 * each group is ranked by trigram word similarity (prefix and exact matches
 * first) and cut to `limit`. The three groups run in parallel.
 * @param text - 1…100 characters, not only white space.
 * @returns the `data` of `GET /integration/v1/analytics/search` (spec §3).
 */
export async function searchEverything(
  db: Queryable,
  userId: number,
  text: string,
  licensed: boolean,
  limit = SEARCH_DEFAULT_LIMIT,
): Promise<SearchResult> {
  const trimmed = text.trim();
  const words = searchWords(trimmed);
  if (words.length === 0) throw new HttpError(400, 'Type at least one character to search.');
  if (trimmed.includes('\u0000')) throw new HttpError(400, 'The search text must not contain NUL characters.');
  const [clients, forms, support] = await Promise.all([
    // Clients and business-overview forms are licensed contractors' (spec §6): left out for others (issue #26).
    licensed ? searchClients(db, userId, trimmed, words, limit) : Promise.resolve([]),
    searchForms(db, trimmed, words, limit, licensed),
    searchTickets(db, userId, trimmed, words, limit),
  ]);
  return { clients, forms, support };
}

/**
 * integration v1 analytics routes (spec §2 Search modal, §3 Search result, §7):
 * `GET /analytics/search?search=<text>&limit=<1…20, default 8>` →
 * `{ data: { clients, forms, support } }`. The search text travels in the
 * query parameter `search` (the spec's "payload search text"; a GET has no
 * body); 1…100 characters, not only white space, else 400 with a message.
 * Only the caller's own clients and tickets are searched; forms are the
 * shared catalogue. An unlicensed caller gets no clients and no business-overview
 * forms (spec §6: licensed contractors' data; issue #26).
 */
export const searchRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { search: string; limit: number } }>(
    '/analytics/search',
    {
      schema: { querystring: querySchema, response: { 200: ok('SearchResult') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "The global search: the caller's clients, the forms catalogue and the caller's support tickets." } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await searchEverything(db, auth.user_id, request.query.search, callerFactsOf(request).is_licensed, request.query.limit);
      const body: GatewayEnvelope<SearchResult> = { data };
      return body;
    },
  );
};
