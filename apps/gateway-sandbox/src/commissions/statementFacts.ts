import type { EarningsCycle } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { DAY_MS } from '../http/dates.js';
import { earningsCycles } from './queries.js';

/*
 * The figures of the one-page PDF statement (issue #9 §3, issue #27 §4): read here, drawn by
 * `routes/integration/statementPdf.ts`.
 */

/** What the one-page PDF statement shows (issue #9 §3): read first, then drawn. */
export interface StatementFacts {
  agent: { name: string; code: string; email: string };
  /** The statement's pay cycle and the one before it (cents). */
  cycle: EarningsCycle;
  /**
   * What the cycle is compared with (issue #27 §4, like for like): the previous cycle's first
   * `compared_days` days when the statement's cycle is in progress (today, UTC, is one of its
   * days: so far against the same days), else the whole previous cycle (cents).
   */
  previous: EarningsCycle;
  /** Days of each cycle the comparison covers: 1–6 while the cycle is in progress (… 7 on its Monday), 7 once it is over. */
  compared_days: number;
  /** Whether the statement's cycle is in progress (today, UTC, is one of its days). */
  in_progress: boolean;
  /** Bonuses of the cycle by type (cents), largest first. */
  bonuses: Array<{ bonus_type: string; amount_cents: number }>;
  /** Commission rows of the cycle by kind and status: count and cents. */
  rows: Array<{ kind: string; status: string; count: number; amount_cents: number }>;
  /** The cycle's payout, when one is recorded. */
  payout: { amount_cents: number; status: string; pay_date: string } | null;
  /** When the statement was generated (ISO timestamp). */
  generated_at: string;
}

/** The ISO day `days` days after `isoDate` (before it when negative). */
export const shift = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Reads what the statement of agent `userId` for the pay cycle starting `start` shows.
 * @throws HttpError 404 when the agent does not exist.
 */
export async function statementFacts(db: Queryable, userId: number, start: string, now = new Date()): Promise<StatementFacts> {
  const [agent] = await db.query<{ name: string; code: string; email: string }>(
    `SELECT first_name || ' ' || last_name AS name, code, email FROM users WHERE id = $1`,
    [userId],
  );
  if (!agent) throw new HttpError(404, 'Agent not found.');
  const [, cycle] = await earningsCycles(db, userId, shift(start, -7), start);
  // Like for like (issue #27 §4): a cycle in progress against the same days of the one before.
  const today = now.toISOString().slice(0, 10);
  const inProgress = today >= start && today <= shift(start, 6);
  const comparedDays = inProgress ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1 : 7;
  const [previous] = await earningsCycles(db, userId, shift(start, -7), shift(start, -7), comparedDays);
  const bonuses = await db.query<{ bonus_type: string; amount_cents: string | number }>(
    `SELECT bonus_type, sum(amount_cents)::int8 AS amount_cents FROM bonuses
      WHERE agent_id = $1 AND pay_cycle_start = $2::date GROUP BY bonus_type ORDER BY 2 DESC, 1`,
    [userId, start],
  );
  const rows = await db.query<{ kind: string; status: string; count: number; amount_cents: string | number }>(
    `SELECT kind, status, count(*)::int AS count, sum(amount_cents)::int8 AS amount_cents FROM commissions
      WHERE agent_id = $1 AND pay_cycle_start = $2::date GROUP BY kind, status ORDER BY kind DESC, status`,
    [userId, start],
  );
  const [payout] = await db.query<{ amount_cents: string | number; status: string; pay_date: string }>(
    `SELECT amount_cents, status, to_char(pay_date, 'YYYY-MM-DD') AS pay_date FROM payouts WHERE agent_id = $1 AND pay_cycle_start = $2::date`,
    [userId, start],
  );
  return {
    agent,
    cycle: cycle!,
    previous: previous!,
    compared_days: comparedDays,
    in_progress: inProgress,
    bonuses: bonuses.map((b) => ({ bonus_type: b.bonus_type, amount_cents: Number(b.amount_cents) })),
    rows: rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) })),
    payout: payout ? { amount_cents: Number(payout.amount_cents), status: payout.status, pay_date: payout.pay_date } : null,
    generated_at: now.toISOString(),
  };
}
