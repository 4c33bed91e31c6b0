import type { SearchClient, SearchForm, SearchTicket } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { escapeLike } from '../http/list.js';
import { queryRows, sql, type Sql } from '../http/sql.js';
import { foldedSql } from '../team/agents.js';

/**
 * The SQL of the global search (issue #3, spec §3 Search result; the route
 * `routes/integration/search.ts` checks the text and runs the three groups in parallel): the agent's
 * clients, the forms catalogue and the agent's tickets, each ranked by trigram word similarity
 * (prefix and exact matches first) and cut to `limit`. The search text is given trimmed and split
 * into its words (`http/list.ts` searchWords).
 */

/** `%word%` for LIKE/ILIKE, with `\`, `%` and `_` escaped so they match literally. */
const containsPattern = (word: string) => `%${escapeLike(word)}%`;
const prefixPattern = (word: string) => `${escapeLike(word)}%`;

/**
 * `col LIKE fold(…) AND col LIKE fold(…) …`: every word must occur in `column`, a folded column
 * (lower case, accents folded: `foldSql`), the words folded by the same SQL — so "sofia" finds
 * "Sofía" (issue #11). Each condition can use the column's trigram GIN index.
 */
function everyWord(column: string, words: readonly string[]): Sql {
  return sql.join(words.map((word) => sql`${sql.raw(column)} LIKE ${foldedSql(containsPattern(word))}`), ' AND ');
}

/**
 * Agent `userId`'s clients whose name holds every word, or (when the text holds a digit: every
 * policy number has 7) one of whose policies' number holds the text; best first, with their policies.
 */
export async function searchClients(db: Queryable, userId: number, text: string, words: readonly string[], limit: number): Promise<SearchClient[]> {
  const prefix = prefixPattern(words[0]!);
  const policyPattern = /\d/.test(text) ? containsPattern(text) : null;
  const rows = await queryRows<SearchClient & { policies: SearchClient['policies'] | string }>(
    db,
    sql`
    WITH matched AS (
      SELECT c.id,
             -- Trigram similarity says nothing for 1–2 characters (and costs on thousands of rows).
             CASE WHEN length(${text}::text) >= 3 THEN word_similarity(${foldedSql(text)}, c.name_folded) ELSE 0 END
               + CASE WHEN c.name_folded LIKE ${foldedSql(prefix)} OR c.name_folded LIKE '% ' || ${foldedSql(prefix)} THEN 0.5 ELSE 0 END AS score
        FROM clients c
       WHERE c.agent_id = ${userId} AND ${everyWord('c.name_folded', words)}
      UNION ALL
      -- Policy numbers: only when the text holds a digit (the pattern is NULL otherwise), among
      -- the agent's own policies (policies.agent_id; no trigram index: the zero-padded
      -- numbers share most trigrams, so an agent-scoped scan is faster).
      SELECT p.client_id,
             CASE WHEN upper(p.policy_no) = upper(${text}::text) THEN 3 ELSE 1 + similarity(${text}::text, p.policy_no) END AS score
        FROM policies p
       WHERE p.agent_id = ${userId} AND ${policyPattern}::text IS NOT NULL AND p.policy_no ILIKE ${policyPattern}::text
    ),
    top AS (
      SELECT id, max(score) AS score FROM matched GROUP BY id ORDER BY max(score) DESC, id LIMIT ${limit}
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
     ORDER BY top.score DESC, c.last_name, c.first_name, c.id`,
  );
  // pg returns json as objects; PGlite too. Parse defensively if a driver returns text.
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    policies: typeof row.policies === 'string' ? (JSON.parse(row.policies) as SearchClient['policies']) : row.policies,
  }));
}

/**
 * Forms whose title, tag or code holds every word (business-overview forms only for a licensed
 * contractor, spec §6): an exact tag first, then a title starting with the first word, then by similarity.
 */
export function searchForms(db: Queryable, text: string, words: readonly string[], limit: number, licensed: boolean): Promise<SearchForm[]> {
  return queryRows<SearchForm>(
    db,
    sql`SELECT id, title, tag, category, link
       FROM forms
      WHERE ${everyWord('search_folded', words)}${sql.raw(licensed ? '' : " AND category <> 'BUSSINESS_OVERVIEW'")}
      ORDER BY (lower(tag) = lower(${text}::text)) DESC, (search_folded LIKE ${foldedSql(prefixPattern(words[0]!))}) DESC,
               word_similarity(${foldedSql(text)}, search_folded) DESC, title, id
      LIMIT ${limit}`,
  );
}

/** Agent `userId`'s tickets whose number or subject holds every word: the exact number first, then by similarity, newest. */
export function searchTickets(db: Queryable, userId: number, text: string, words: readonly string[], limit: number): Promise<SearchTicket[]> {
  const everyWordIlike = sql.join(words.map((word) => sql`search_text ILIKE ${containsPattern(word)}`), ' AND ');
  return queryRows<SearchTicket>(
    db,
    sql`SELECT id, ticket, subject, status
       FROM tickets
      WHERE user_id = ${userId} AND ${everyWordIlike}
      ORDER BY (upper(ticket) = upper(${text}::text)) DESC, word_similarity(${text}::text, search_text) DESC, created_at DESC, id DESC
      LIMIT ${limit}`,
  );
}
