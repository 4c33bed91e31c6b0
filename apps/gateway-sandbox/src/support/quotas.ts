import { DEFAULT_AGENT_QUOTAS, type AgentQuotas, type SandboxConfig } from '../config.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

/**
 * Per-agent quotas of the support writes (issue #26 finding 6; docs/CONTRACTS.md "Support"), sized
 * for a human. Counted from the rows themselves — no counter to drift, nothing extra to write — over
 * a sliding window, and serialised per agent by a transaction-scoped advisory lock, so two nodes over
 * one PostgreSQL (or N parallel requests) can never let more than the quota through.
 */

/** A per-agent rate quota: what is counted. */
export type RateQuota = 'TICKETS' | 'TICKET_REPLIES' | 'CONTACT_MESSAGES';

/** The rows a {@link RateQuota} counts (`created_at` of each, for agent `$1`). */
const SOURCES: Readonly<Record<RateQuota, string>> = {
  TICKETS: 'SELECT created_at FROM tickets WHERE user_id = $1',
  // Only the agent writes AGENT replies, and only to their own tickets; support's replies are not counted.
  TICKET_REPLIES: "SELECT r.created_at FROM ticket_replies r JOIN tickets t ON t.id = r.ticket_id WHERE t.user_id = $1 AND r.author = 'AGENT'",
  CONTACT_MESSAGES: 'SELECT created_at FROM contact_messages WHERE user_id = $1',
};

/** First key of the advisory lock of an agent's quotas (the second is the agent's id). */
export const QUOTA_LOCK_CLASS = 26_006;

/** The quotas a config asks for: `config.agentQuotas`, else {@link DEFAULT_AGENT_QUOTAS}. */
export function agentQuotasOf(config: SandboxConfig): AgentQuotas {
  return config.agentQuotas ?? DEFAULT_AGENT_QUOTAS;
}

/** The limit of `quota` in `quotas`. */
function limitOf(quota: RateQuota, quotas: AgentQuotas): number {
  if (quota === 'TICKETS') return quotas.tickets;
  if (quota === 'TICKET_REPLIES') return quotas.ticketReplies;
  return quotas.contactMessages;
}

/** "an hour", "every 2 hours", "every 10 minutes", "every 30 seconds". */
function perWindow(windowS: number): string {
  if (windowS === 3600) return 'an hour';
  if (windowS % 3600 === 0) return `every ${windowS / 3600} hours`;
  if (windowS === 60) return 'a minute';
  if (windowS % 60 === 0) return `every ${windowS / 60} minutes`;
  return `every ${windowS} seconds`;
}

/** "1 minute", "12 minutes" (rounded up, at least 1), or "30 seconds" under a minute. */
function inTime(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The 429 message of a used-up quota, e.g. "You can open at most 10 tickets an hour. Try again in 12 minutes."
 * @param retryAfterS - seconds until the oldest counted row leaves the window.
 */
export function quotaMessage(quota: RateQuota, limit: number, windowS: number, retryAfterS: number): string {
  const what =
    quota === 'TICKETS'
      ? `open at most ${limit} ${limit === 1 ? 'ticket' : 'tickets'}`
      : quota === 'TICKET_REPLIES'
        ? `send at most ${limit} ${limit === 1 ? 'reply' : 'replies'} to your tickets`
        : `send at most ${limit} ${limit === 1 ? 'message' : 'messages'} to support`;
  return `You can ${what} ${perWindow(windowS)}. Try again in ${inTime(retryAfterS)}.`;
}

/**
 * Checks a rate quota of agent `userId`: the rows of the last `quotas.windowS` seconds (up to the
 * current clock: rows dated in the future, e.g. seeded ones on a clock before the seed anchor, are
 * not counted) must be fewer than the limit.
 * @throws {@link HttpError} 429 `{ reason: 'RATE_LIMITED' }` with header `retry-after` = the seconds
 *   (≥ 1, rounded up) until the oldest row that fills the quota leaves the window.
 */
export async function assertRateQuota(q: Queryable, quota: RateQuota, userId: number, quotas: AgentQuotas): Promise<void> {
  const limit = limitOf(quota, quotas);
  const [full] = await q.query<{ retry_after_s: number }>(
    `SELECT GREATEST(1, ceil(extract(epoch FROM s.created_at + $2::int * interval '1 second' - clock_timestamp())))::int AS retry_after_s
       FROM (${SOURCES[quota]}) s
      WHERE s.created_at > clock_timestamp() - $2::int * interval '1 second' AND s.created_at <= clock_timestamp()
      ORDER BY s.created_at DESC OFFSET $3 LIMIT 1`,
    [userId, quotas.windowS, limit - 1],
  );
  if (!full) return;
  throw new HttpError(429, quotaMessage(quota, limit, quotas.windowS, full.retry_after_s), {
    reason: 'RATE_LIMITED',
    headers: { 'retry-after': String(full.retry_after_s) },
  });
}

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

/**
 * Checks the attachment quota of agent `userId`: the bytes of all their ticket attachments plus
 * `addBytes` must not exceed `quotas.attachmentBytes`. Nothing to add (0 bytes) always passes.
 * @throws {@link HttpError} 413 with the sizes in MiB (a quota of storage, not a rate: waiting does not free it).
 */
export async function assertAttachmentQuota(q: Queryable, userId: number, addBytes: number, quotas: AgentQuotas): Promise<void> {
  if (addBytes <= 0) return;
  const [row] = await q.query<{ used: number }>(
    `SELECT coalesce(sum(a.size_bytes), 0)::float8 AS used
       FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id WHERE t.user_id = $1`,
    [userId],
  );
  const used = Number(row?.used ?? 0);
  if (used + addBytes <= quotas.attachmentBytes) return;
  throw new HttpError(
    413,
    `These attachments (${mib(addBytes)}) would take your ticket attachments past your ${mib(quotas.attachmentBytes)} quota ` +
      `(${mib(used)} used). Send the ticket with smaller files or without them.`,
  );
}

/**
 * Runs `work` in one transaction under agent `userId`'s quotas: `check` runs first on `db` without
 * a lock (a refused request takes no lock and writes nothing, so it costs the database nothing), then
 * inside the transaction after `pg_advisory_xact_lock(QUOTA_LOCK_CLASS, userId)`, so concurrent
 * requests of the same agent, on any node over the same PostgreSQL, are counted one after the other.
 * The lock is released at commit or rollback.
 * @param check - throws (e.g. {@link assertRateQuota}) when the request is over a quota.
 * @returns what `work` returned, once committed.
 * @throws what `check` or `work` threw; the transaction is then rolled back.
 */
export async function underAgentQuota<T>(
  db: Db,
  userId: number,
  check: (q: Queryable) => Promise<void>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  await check(db);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM (SELECT pg_advisory_xact_lock($1::int, $2::int)) AS locked', [QUOTA_LOCK_CLASS, userId]);
    await check(tx);
    return work(tx);
  });
}
