import type { EarningsCycle } from '@agent-portal/api-client/wire';
import PDFDocument from 'pdfkit';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { earningsCycles } from './commissions.js';

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

const DAY_MS = 86_400_000;
const shift = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as US dollars, e.g. `$1,717.15`, `-$38.57` (ASCII hyphen: the PDF's standard font encodes no U+2212). */
export const usd = (cents: number) => money.format(cents / 100);
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
const titleCase = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

/** A change from `before` to `now` in cents, as `+$12.00 (+3.4%)`; `n/a` % when `before` is 0. */
export function changeText(now: number, before: number): string {
  const diff = now - before;
  const sign = diff > 0 ? '+' : diff < 0 ? '-' : '';
  const percent = before === 0 ? 'n/a' : `${sign}${Math.abs((diff / Math.abs(before)) * 100).toFixed(1)}%`;
  return `${sign}${usd(Math.abs(diff))} (${percent})`;
}

/**
 * Draws the one-page PDF statement (pdfkit, US Letter, the standard Helvetica fonts: nothing
 * embedded, nothing fetched) and returns the document as a readable stream: call it, hand the
 * stream to the reply; it ends itself. Server text (names) is drawn as text.
 */
export function statementPdf(facts: StatementFacts): PDFKit.PDFDocument {
  const { agent, cycle, previous } = facts;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Commission statement ${cycle.start_date} to ${cycle.end_date}`,
      Author: 'Agent Portal',
      Subject: `${agent.name} (${agent.code})`,
      CreationDate: new Date(facts.generated_at),
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const valueX = left + width - 150;

  doc.font('Helvetica-Bold').fontSize(18).text('Agent Portal - Commission statement', left, 54);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444');
  doc.text(`Pay cycle ${day(cycle.start_date)} - ${day(cycle.end_date)}`);
  doc.text(`${agent.name} · ${agent.code} · ${agent.email}`);
  doc.moveDown(1).fillColor('#000');

  const row = (label: string, value: string, options: { bold?: boolean; indent?: number; color?: string } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11).fillColor(options.color ?? '#000');
    doc.text(label, left + (options.indent ?? 0), y, { width: valueX - left - 10 });
    doc.text(value, valueX, y, { width: 150, align: 'right' });
    doc.moveDown(0.35);
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor('#000').text(text, left);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.5).strokeColor('#999').stroke();
    doc.moveDown(0.5);
  };

  heading('Totals by kind');
  row('Personal commissions', usd(cycle.commissions_cents));
  row('Overrides', usd(cycle.overrides_cents));
  row('Bonuses', usd(cycle.bonuses_cents));
  for (const b of facts.bonuses) row(`${titleCase(b.bonus_type)} bonus`, usd(b.amount_cents), { indent: 14, color: '#444' });
  row('Charge-backs', usd(-cycle.charge_backs_cents || 0));
  row('Net earnings', usd(cycle.net_cents), { bold: true });

  heading('Commission rows');
  if (facts.rows.length === 0) row('No commission in this pay cycle.', '');
  for (const r of facts.rows) row(`${titleCase(r.kind)} · ${titleCase(r.status)} · ${r.count} ${r.count === 1 ? 'row' : 'rows'}`, usd(r.amount_cents));

  heading('Payment');
  if (facts.payout) {
    row(`${facts.payout.status === 'PAID' ? 'Paid' : 'Scheduled'} on ${day(facts.payout.pay_date)}`, usd(facts.payout.amount_cents), { bold: true });
  } else {
    row('No payout recorded for this pay cycle yet.', '');
  }

  heading(
    facts.in_progress
      ? `So far, vs the same days of the previous pay cycle (${day(previous.start_date)} - ${day(shift(previous.start_date, facts.compared_days - 1))})`
      : `Compared with the whole previous pay cycle (${day(previous.start_date)} - ${day(previous.end_date)})`,
  );
  row('Net earnings then', usd(previous.net_cents));
  row('Change', changeText(cycle.net_cents, previous.net_cents), { bold: true });

  doc.font('Helvetica').fontSize(8).fillColor('#666');
  doc.text(
    `Generated ${facts.generated_at.slice(0, 16).replace('T', ' ')} UTC by the Agent Portal gateway sandbox. Amounts in US dollars; ` +
      'commissions include paid and pending rows, charge-backs are subtracted. The CSV statement lists every row.',
    left,
    doc.page.height - doc.page.margins.bottom - 30,
    { width, lineBreak: true },
  );
  doc.end();
  return doc;
}
