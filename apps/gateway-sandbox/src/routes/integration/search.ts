import type {
  GatewayEnvelope,
  SearchClient,
  SearchForm,
  SearchResult,
  SearchTicket,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { escapeLike, searchWords } from '../../http/list.js';
import { foldSql } from '../../team/agents.js';
import { agentRoute, scoped } from '../../policy/policy.js';
import { callerFactsOf } from '../../policy/enforce.js';

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

/** `%word%` for ILIKE, with `\`, `%` and `_` escaped so they match literally. */
const containsPattern = (word: string) => `%${escapeLike(word)}%`;
const prefixPattern = (word: string) => `${escapeLike(word)}%`;

/**
 * `col LIKE fold($n) AND col LIKE fold($n+1) …`: every word must occur in `column`, a folded column
 * (lower case, accents folded: `foldSql`), the words folded by the same SQL — so "sofia" finds
 * "Sofía" (issue #11). Each condition can use the column's trigram GIN index.
 */
function everyWord(column: string, firstParam: number, words: readonly string[]): string {
  return words.map((_, index) => `${column} LIKE ${foldSql(`$${firstParam + index}`)}`).join(' AND ');
}

/** `col ILIKE $n AND col ILIKE $n+1 …`: every word occurs in `column` (case-insensitive, accents kept). */
function everyWordIlike(column: string, firstParam: number, words: readonly string[]): string {
  return words.map((_, index) => `${column} ILIKE $${firstParam + index}`).join(' AND ');
}

async function searchClients(db: Queryable, userId: number, text: string, words: string[], limit: number) {
  // $1 agent, $2 text, $3 first-word prefix, $4 whole-text pattern for policy numbers
  // (null when the text has no digit: every policy number has 7), $5 limit, $6… words.
  const sql = `
    WITH matched AS (
      SELECT c.id,
             -- Trigram similarity says nothing for 1–2 characters (and costs on thousands of rows).
             CASE WHEN length($2) >= 3 THEN word_similarity(${foldSql('$2')}, c.name_folded) ELSE 0 END
               + CASE WHEN c.name_folded LIKE ${foldSql('$3')} OR c.name_folded LIKE '% ' || ${foldSql('$3')} THEN 0.5 ELSE 0 END AS score
        FROM clients c
       WHERE c.agent_id = $1 AND ${everyWord('c.name_folded', 6, words)}
      UNION ALL
      -- Policy numbers: only when the text holds a digit ($4 is NULL otherwise), among
      -- the agent's own policies (policies.agent_id; no trigram index: the zero-padded
      -- numbers share most trigrams, so an agent-scoped scan is faster).
      SELECT p.client_id,
             CASE WHEN upper(p.policy_no) = upper($2) THEN 3 ELSE 1 + similarity($2, p.policy_no) END AS score
        FROM policies p
       WHERE p.agent_id = $1 AND $4::text IS NOT NULL AND p.policy_no ILIKE $4
    ),
    top AS (
      SELECT id, max(score) AS score FROM matched GROUP BY id ORDER BY max(score) DESC, id LIMIT $5
    )
    SELECT c.id, c.first_name, c.last_name,
           coalesce((
             SELECT json_agg(json_build_object(
                      'policy_no', p.policy_no,
                      'products', json_build_object('product_type', json_build_object('title', pt.title)))
                    ORDER BY p.effective_date DESC, p.id)
               FROM policies p
               JOIN products pr ON pr.id = p.product_id
               JOIN product_types pt ON pt.id = pr.product_type_id
              WHERE p.client_id = c.id
           ), '[]'::json) AS policies
      FROM top
      JOIN clients c ON c.id = top.id
     ORDER BY top.score DESC, c.last_name, c.first_name, c.id`;
  const rows = await db.query<SearchClient & { policies: SearchClient['policies'] | string }>(sql, [
    userId,
    text,
    prefixPattern(words[0]!),
    /\d/.test(text) ? containsPattern(text) : null,
    limit,
    ...words.map(containsPattern),
  ]);
  // pg returns json as objects; PGlite too. Parse defensively if a driver returns text.
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    policies: typeof row.policies === 'string' ? (JSON.parse(row.policies) as SearchClient['policies']) : row.policies,
  }));
}

async function searchForms(db: Queryable, text: string, words: string[], limit: number, licensed: boolean) {
  // $1 text, $2 first-word prefix, $3 limit, $4… words.
  return db.query<SearchForm>(
    `SELECT id, title, tag, category, link
       FROM forms
      WHERE ${everyWord('search_folded', 4, words)}${licensed ? '' : " AND category <> 'BUSSINESS_OVERVIEW'"}
      ORDER BY (lower(tag) = lower($1)) DESC, (search_folded LIKE ${foldSql('$2')}) DESC,
               word_similarity(${foldSql('$1')}, search_folded) DESC, title, id
      LIMIT $3`,
    [text, prefixPattern(words[0]!), limit, ...words.map(containsPattern)],
  );
}

async function searchTickets(db: Queryable, userId: number, text: string, words: string[], limit: number) {
  // $1 user, $2 text, $3 limit, $4… words.
  return db.query<SearchTicket>(
    `SELECT id, ticket, subject, status
       FROM tickets
      WHERE user_id = $1 AND ${everyWordIlike('search_text', 4, words)}
      ORDER BY (upper(ticket) = upper($2)) DESC, word_similarity($2, search_text) DESC, created_at DESC, id DESC
      LIMIT $3`,
    [userId, text, limit, ...words.map(containsPattern)],
  );
}

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
    { schema: { querystring: querySchema }, config: { policy: agentRoute(scoped) } },
    async (request) => {
      const auth = requireAuth(request);
      const data = await searchEverything(db, auth.user_id, request.query.search, callerFactsOf(request).is_licensed, request.query.limit);
      const body: GatewayEnvelope<SearchResult> = { data };
      return body;
    },
  );
};
