import type { TicketDetail, TicketStatus, TicketSummary } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/**
 * Reading support tickets (issue #12; docs/CONTRACTS.md "Support"). Every read is scoped to the
 * owner: another agent's ticket is simply not found.
 */

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO_TIMESTAMP})`;

/** `awaiting_agent` in SQL, for a ticket aliased `t`. */
export const AWAITING_AGENT_SQL = `(t.status IN ('OPEN', 'IN_PROGRESS') AND coalesce((
  SELECT r.author FROM ticket_replies r WHERE r.ticket_id = t.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1
) = 'SUPPORT', false))`;

/** Columns of {@link TicketSummary} for a ticket aliased `t`. */
export const SUMMARY_COLUMNS = `t.id, t.ticket, t.subject, t.category, t.priority, t.status,
  (SELECT count(*)::int FROM ticket_replies r WHERE r.ticket_id = t.id) AS reply_count,
  ${AWAITING_AGENT_SQL} AS awaiting_agent,
  ${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`;

/** The ticket `id` of `userId` with its description, attachments, replies and history, or null. */
export async function ticketDetail(q: Queryable, userId: number, id: number): Promise<TicketDetail | null> {
  const [ticket] = await q.query<TicketSummary & { description: string; author_name: string }>(
    `SELECT ${SUMMARY_COLUMNS}, t.description, u.first_name || ' ' || u.last_name AS author_name
       FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND t.user_id = $2`,
    [id, userId],
  );
  if (!ticket) return null;
  const { author_name: agentName, ...summary } = ticket;
  const attachments = await q.query<TicketDetail['attachments'][number]>(
    `SELECT id, file_name, mime_type, size_bytes, ${iso('created_at')} AS created_at
       FROM ticket_attachments WHERE ticket_id = $1 ORDER BY id`,
    [id],
  );
  const replies = await q.query<TicketDetail['replies'][number]>(
    `SELECT id, author, CASE author WHEN 'AGENT' THEN $2 ELSE 'Agent Support' END AS author_name, message,
            ${iso('created_at')} AS created_at
       FROM ticket_replies WHERE ticket_id = $1 ORDER BY created_at, id`,
    [id, agentName],
  );
  const history = await q.query<TicketDetail['history'][number]>(
    `SELECT from_status, to_status, changed_by, ${iso('changed_at')} AS changed_at
       FROM ticket_status_changes WHERE ticket_id = $1 ORDER BY changed_at, id`,
    [id],
  );
  return { ...summary, attachments, replies, history };
}

/**
 * Locks ticket `id` of `userId` for a change (SELECT … FOR UPDATE) and returns its status, or null
 * when the agent has no such ticket.
 */
export async function lockOwnTicket(q: Queryable, userId: number, id: number): Promise<{ status: TicketStatus } | null> {
  const [row] = await q.query<{ status: TicketStatus }>('SELECT status FROM tickets WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
  return row ?? null;
}

/** Records a status change of ticket `id` and sets it (and `updated_at`). */
export async function changeTicketStatus(
  q: Queryable,
  id: number,
  from: TicketStatus,
  to: TicketStatus,
  by: 'AGENT' | 'SUPPORT',
): Promise<void> {
  await q.query('UPDATE tickets SET status = $2, updated_at = now() WHERE id = $1', [id, to]);
  await q.query('INSERT INTO ticket_status_changes (ticket_id, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4)', [id, from, to, by]);
}
