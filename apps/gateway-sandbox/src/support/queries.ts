import type {
  ContactTopic,
  ContactUsReceipt,
  Faq,
  TicketCategory,
  TicketPriority,
  TicketReply,
  TicketStatus,
  TicketSummary,
} from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import type { Paging } from '../http/paging.js';
import { escapeLike } from '../http/list.js';
import { queryRows, sql, type Sql } from '../http/sql.js';
import { foldedSql } from '../team/agents.js';
import { HELP_FOLD_FROM, HELP_FOLD_TO } from './helpTexts.js';
import { SUMMARY_COLUMNS } from './tickets.js';

/**
 * The SQL behind the support routes (issue #12; docs/CONTRACTS.md "Support";
 * `routes/integration/support.ts`): the agent's ticket list, writing tickets and replies, reading an
 * attachment, the FAQ in the caller's language (issue #29) and contact-us messages. Reading one
 * ticket and changing its status are in `tickets.ts`, the quotas in `quotas.ts`.
 */

/** A column the ticket list sorts by. */
export type TicketSortColumn = 'created_at' | 'updated_at' | 'status' | 'priority';

/** What the ticket list is narrowed and sorted by. */
export interface TicketListQuery extends Pick<Paging, 'limit' | 'offset'> {
  status: TicketStatus | undefined;
  column: TicketSortColumn;
  desc: boolean;
}

const ORDER: Readonly<Record<TicketSortColumn, string>> = {
  status: `array_position(ARRAY['OPEN','IN_PROGRESS','RESOLVED','CLOSED'], t.status)`,
  priority: `array_position(ARRAY['LOW','NORMAL','HIGH','URGENT'], t.priority)`,
  created_at: 't.created_at',
  updated_at: 't.updated_at',
};

/** One page of agent `userId`'s tickets (ties: latest update, then id, newest first) with their count. */
export async function ticketPage(db: Queryable, userId: number, query: TicketListQuery): Promise<{ data: TicketSummary[]; count: number }> {
  const where = sql.join([sql`t.user_id = ${userId}`, ...(query.status ? [sql`t.status = ${query.status}`] : [])], ' AND ');
  const [counted] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM tickets t WHERE ${where}`);
  const data = await queryRows<TicketSummary>(
    db,
    sql`SELECT ${sql.raw(SUMMARY_COLUMNS)} FROM tickets t WHERE ${where}
        ORDER BY ${sql.raw(ORDER[query.column])} ${sql.raw(query.desc ? 'DESC' : 'ASC')}, t.updated_at DESC, t.id DESC
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  return { data, count: counted!.count };
}

/** A new ticket's fields, already checked. */
export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
}

/** An attachment row of a new ticket; `storagePath` is relative to the hub bucket. */
export interface NewAttachment {
  fileName: string;
  mime: string;
  sizeBytes: number;
  storagePath: string;
}

/**
 * Inserts an OPEN ticket of agent `userId` (`TCK-` and its id on six digits), its first status
 * change and its attachment rows: the new id. Run it in the transaction that writes the files.
 */
export async function insertTicket(tx: Queryable, userId: number, ticket: NewTicket, attachments: readonly NewAttachment[]): Promise<number> {
  const [row] = (await tx.query<{ id: number }>(
    `INSERT INTO tickets (id, user_id, ticket, subject, status, category, priority, description)
           SELECT n, $1, 'TCK-' || lpad(n::text, 6, '0'), $2, 'OPEN', $3, $4, $5
             FROM (SELECT nextval(pg_get_serial_sequence('tickets', 'id'))::int AS n) s
           RETURNING id`,
    [userId, ticket.subject, ticket.category, ticket.priority, ticket.description],
  )) as [{ id: number }];
  await tx.query("INSERT INTO ticket_status_changes (ticket_id, from_status, to_status, changed_by) VALUES ($1, NULL, 'OPEN', 'AGENT')", [row.id]);
  for (const file of attachments) {
    await tx.query(
      'INSERT INTO ticket_attachments (ticket_id, file_name, mime_type, size_bytes, storage_path) VALUES ($1, $2, $3, $4, $5)',
      [row.id, file.fileName, file.mime, file.sizeBytes, file.storagePath],
    );
  }
  return row.id;
}

/** Replaces ticket `id`'s subject and description (the caller checked it is the agent's and OPEN). */
export async function updateTicketText(tx: Queryable, id: number, subject: string, description: string): Promise<void> {
  await tx.query('UPDATE tickets SET subject = $2, description = $3, updated_at = now() WHERE id = $1', [id, subject, description]);
}

/** Marks ticket `id` as updated now. */
export async function touchTicket(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE tickets SET updated_at = now() WHERE id = $1', [id]);
}

/** Inserts agent `userId`'s reply `message` to ticket `id`: the reply with the agent's name. */
export async function insertAgentReply(tx: Queryable, id: number, userId: number, message: string): Promise<TicketReply> {
  const [row] = await tx.query<TicketReply>(
    `INSERT INTO ticket_replies (ticket_id, author, message) VALUES ($1, 'AGENT', $2)
         RETURNING id, author, (SELECT first_name || ' ' || last_name FROM users WHERE id = $3) AS author_name, message,
                   to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`,
    [id, message, userId],
  );
  return row!;
}

/** Where an attachment's bytes are and how to name them. */
export interface AttachmentFile {
  file_name: string;
  mime_type: string;
  /** Relative to the hub bucket. */
  storage_path: string;
}

/** Attachment `attachmentId` of agent `userId`'s ticket `ticketId`, or null (another agent's, unknown). */
export async function ownAttachment(db: Queryable, userId: number, ticketId: number, attachmentId: number): Promise<AttachmentFile | null> {
  const [row] = await db.query<AttachmentFile>(
    `SELECT a.file_name, a.mime_type, a.storage_path FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id
        WHERE a.id = $1 AND a.ticket_id = $2 AND t.user_id = $3`,
    [attachmentId, ticketId, userId],
  );
  return row ?? null;
}

/** {@link foldedSql} with the help texts' folding (Cyrillic too), of a text value given as a parameter. */
const helpFoldedSql = (text: string): Sql => sql`lower(translate(${text}, ${sql.raw(`'${HELP_FOLD_FROM}', '${HELP_FOLD_TO}'`)}))`;

/**
 * The FAQ by category, in language `lang` where it has a text (else English; null: English only),
 * narrowed to the questions holding every search word (folded, in the same texts) when `words` is given.
 */
export async function readFaq(db: Queryable, lang: string | null, words: readonly string[] | undefined): Promise<Faq> {
  // English exactly as before; another language over its texts (English where a question has none).
  const matches = (word: string) =>
    lang === null
      ? sql`q.search_folded LIKE ${foldedSql(`%${escapeLike(word)}%`)}`
      : sql`COALESCE(qt.search_folded, q.search_folded) LIKE ${helpFoldedSql(`%${escapeLike(word)}%`)}`;
  const where = words ? sql`WHERE ${sql.join(words.map(matches), ' AND ')}` : sql.raw('');
  const rows = await queryRows<{ key: string; title: string; id: number; question: string; answer: string }>(
    db,
    sql`SELECT c.key, COALESCE(ct.title, c.title) AS title, q.id,
              COALESCE(qt.question, q.question) AS question, COALESCE(qt.answer, q.answer) AS answer
         FROM faq_questions q JOIN faq_categories c ON c.key = q.category_key
         LEFT JOIN faq_category_texts ct ON ct.category_key = c.key AND ct.lang = ${lang}::text
         LEFT JOIN faq_question_texts qt ON qt.question_id = q.id AND qt.lang = ${lang}::text ${where}
        ORDER BY c.position, q.position`,
  );
  const categories: Faq['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (!category || category.key !== row.key) {
      category = { key: row.key, title: row.title, questions: [] };
      categories.push(category);
    }
    category.questions.push({ id: row.id, question: row.question, answer: row.answer });
  }
  return { categories, count: rows.length };
}

/** Stores agent `userId`'s contact-us message: its receipt (`CU-` and its id on six digits). */
export async function insertContactMessage(
  tx: Queryable,
  userId: number,
  message: { topic: ContactTopic; subject: string; message: string },
): Promise<ContactUsReceipt> {
  const [data] = await tx.query<ContactUsReceipt>(
    `INSERT INTO contact_messages (user_id, topic, subject, message) VALUES ($1, $2, $3, $4)
         RETURNING 'CU-' || lpad(id::text, 6, '0') AS reference, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`,
    [userId, message.topic, message.subject, message.message],
  );
  return data!;
}

/** A ticket as the support team finds it by its number. */
export interface TicketByNumber extends Pick<TicketSummary, 'id' | 'subject' | 'status'> {
  /** The ticket's owner. */
  user_id: number;
}

/** Ticket numbered `ticket` (trimmed, e.g. `TCK-000123`), its row locked; null when there is none. Run it in a transaction. */
export async function lockTicketByNumber(tx: Queryable, ticket: string): Promise<TicketByNumber | null> {
  const rows = await tx.query<TicketByNumber>('SELECT id, user_id, subject, status FROM tickets WHERE ticket = $1 FOR UPDATE', [ticket.trim()]);
  return rows[0] ?? null;
}

/** Inserts the support team's reply `message` to ticket `id`: the reply's id. */
export async function insertSupportReply(tx: Queryable, id: number, message: string): Promise<number> {
  const [created] = await tx.query<{ id: number }>("INSERT INTO ticket_replies (ticket_id, author, message) VALUES ($1, 'SUPPORT', $2) RETURNING id", [
    id,
    message,
  ]);
  return created!.id;
}
