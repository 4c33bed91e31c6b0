import type {
  OnboardingStep,
  OnboardingStepKey,
  ProgressTracker,
  RankCode,
  Reminder,
  ReminderSeverity,
  Reminders,
} from '@agent-portal/api-client/wire';
import { complianceState, FIX_HREF } from '../compliance/state.js';
import type { Queryable } from '../db/db.js';
import { rankTitle } from '../routes/integration/promotion.js';
import { downlineRange } from '../team/agents.js';
import { RANKS, mayDecide } from '../team/ladder.js';
import { codeInWords } from './codeWords.js';
import { AWAITING_AGENT_SQL } from './tickets.js';

/**
 * The agent's day (issue #12; docs/CONTRACTS.md "Reminders and progress tracker"): reminders and
 * the onboarding progress tracker, computed on every read from the data — never stored flags.
 */

const SEVERITY_ORDER: Record<ReminderSeverity, number> = { error: 0, warning: 1, info: 2 };

const DOCUMENT_WORDS: Record<string, string> = {
  LICENCE_CERTIFICATE: 'licence certificate',
  E_AND_O_POLICY: 'E&O policy',
  ID_CARD: 'ID card',
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Everything due for agent `userId` at `now`, most pressing first (severity, then earliest
 * `due_on`, null last, then id), or null for an unknown agent.
 */
export async function remindersOf(db: Queryable, userId: number, now: Date = new Date()): Promise<Reminders | null> {
  const compliance = await complianceState(db, userId, now);
  if (!compliance) return null;
  const reminders: Reminder[] = [];

  const invoices = await db.query<{ id: number; status: 'PENDING' | 'FAILED'; amount_cents: number; subscription_type: string; invoice_date: string }>(
    `SELECT id, status, amount_cents, subscription_type, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date
       FROM recurring_invoices WHERE user_id = $1 AND status IN ('PENDING', 'FAILED')
      ORDER BY invoice_date, id`,
    [userId],
  );
  for (const invoice of invoices) {
    const failed = invoice.status === 'FAILED';
    reminders.push({
      id: `${failed ? 'INVOICE_FAILED' : 'INVOICE_DUE'}:${invoice.id}`,
      type: failed ? 'INVOICE_FAILED' : 'INVOICE_DUE',
      severity: failed ? 'error' : 'warning',
      // The code in words in the English title (issue #28 item 9); the code itself stays in params.
      title: failed
        ? `Your ${codeInWords(invoice.subscription_type)} invoice of ${dollars(invoice.amount_cents)} failed: pay it to keep your access.`
        : `Your ${codeInWords(invoice.subscription_type)} invoice of ${dollars(invoice.amount_cents)} is due.`,
      href: FIX_HREF.PAYMENTS,
      due_on: invoice.invoice_date,
      params: { invoice_id: invoice.id, amount_cents: invoice.amount_cents, subscription_type: invoice.subscription_type },
    });
  }

  for (const check of compliance.checks) {
    if (check.key === 'LICENCE' && check.status === 'LICENSE_PENDING') {
      reminders.push({
        id: 'LICENCE_PENDING',
        type: 'LICENCE_PENDING',
        severity: 'info',
        title: 'Your license request is waiting for the back office.',
        href: FIX_HREF.LICENCE,
        due_on: null,
        params: {},
      });
    }
    const words = DOCUMENT_WORDS[check.key];
    if (!words) continue;
    const type = check.status === 'MISSING' ? 'DOCUMENT_MISSING' : check.status === 'EXPIRED' ? 'DOCUMENT_EXPIRED' : check.status === 'EXPIRING' ? 'DOCUMENT_EXPIRING' : null;
    if (!type) continue;
    reminders.push({
      id: `${type}:${check.key}`,
      type,
      severity: type === 'DOCUMENT_EXPIRING' ? 'warning' : 'error',
      title:
        type === 'DOCUMENT_MISSING'
          ? `Upload your ${words}.`
          : type === 'DOCUMENT_EXPIRED'
            ? `Your ${words} expired on ${check.expires_on}: upload the renewed one.`
            : `Your ${words} expires on ${check.expires_on}: upload the renewed one.`,
      href: FIX_HREF[check.key],
      due_on: check.expires_on,
      params: { document_type: check.key },
    });
  }

  const tickets = await db.query<{ id: number; ticket: string; subject: string }>(
    `SELECT t.id, t.ticket, t.subject FROM tickets t WHERE t.user_id = $1 AND ${AWAITING_AGENT_SQL} ORDER BY t.updated_at, t.id`,
    [userId],
  );
  for (const ticket of tickets) {
    reminders.push({
      id: `TICKET_AWAITING_REPLY:${ticket.id}`,
      type: 'TICKET_AWAITING_REPLY',
      severity: 'warning',
      title: `Support replied on ${ticket.ticket}: ${ticket.subject}`,
      href: `/help/generate-ticket/${ticket.id}`,
      due_on: null,
      params: { ticket_id: ticket.id, ticket: ticket.ticket, subject: ticket.subject },
    });
  }

  const [caller] = await db.query<{ rank: RankCode; tree_path: string }>('SELECT rank, tree_path FROM users WHERE id = $1', [userId]);
  if (caller) {
    const { lower, upper } = downlineRange(caller);
    const decidable = RANKS.filter((rank) => mayDecide(caller.rank, rank));
    const requests = await db.query<{ id: number; name: string; to_rank: RankCode }>(
      `SELECT p.id, r.first_name || ' ' || r.last_name AS name, p.to_rank
         FROM promotion_requests p JOIN users r ON r.id = p.requester_id
        WHERE p.status = 'PENDING' AND r.tree_path > $1 AND r.tree_path < $2 AND p.to_rank = ANY($3::text[])
        ORDER BY p.requested_at, p.id`,
      [lower, upper, decidable],
    );
    for (const request of requests) {
      reminders.push({
        id: `PROMOTION_TO_DECIDE:${request.id}`,
        type: 'PROMOTION_TO_DECIDE',
        severity: 'info',
        title: `${request.name} asks to become ${rankTitle(request.to_rank)}.`,
        href: '/promotion',
        due_on: null,
        params: { request_id: request.id, requester_name: request.name, requested_rank_title: rankTitle(request.to_rank) },
      });
    }
  }

  reminders.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.due_on ?? '9999').localeCompare(b.due_on ?? '9999') ||
      a.id.localeCompare(b.id),
  );
  return { reminders, checked_at: now.toISOString() };
}

/** Where each onboarding step is completed: a section of my-profile. */
export const STEP_HREF: Readonly<Record<OnboardingStepKey, string>> = {
  PROFILE_PICTURE: '/my-profile#profile-picture',
  PERSONAL_INFORMATION: '/my-profile#personal-information',
  ADDRESS: '/my-profile#address',
  ESSENTIAL_DOCUMENTS: '/my-profile#essential-documents',
  BANK_ACCOUNT: '/my-profile#bank-account',
  PAYMENT_CARD: '/my-profile#payment-card',
  LICENCE: '/my-profile#licence',
};

/** The onboarding steps of agent `userId`, done or not from the data, or null for an unknown agent. */
export async function progressOf(db: Queryable, userId: number, now: Date = new Date()): Promise<ProgressTracker | null> {
  const [row] = await db.query<Record<Exclude<OnboardingStepKey, 'ESSENTIAL_DOCUMENTS'>, boolean>>(
    `SELECT coalesce(u.avatar_url, '') <> '' AS "PROFILE_PICTURE",
            (btrim(u.first_name) <> '' AND btrim(u.last_name) <> '' AND coalesce(btrim(u.phone), '') <> '' AND u.date_of_birth IS NOT NULL) AS "PERSONAL_INFORMATION",
            (coalesce(btrim(u.address_line1), '') <> '' AND u.city_id IS NOT NULL AND coalesce(btrim(u.postal_code), '') <> '') AS "ADDRESS",
            EXISTS (SELECT 1 FROM agent_bank_accounts b WHERE b.user_id = u.id) AS "BANK_ACCOUNT",
            EXISTS (SELECT 1 FROM agent_payment_cards c WHERE c.user_id = u.id) AS "PAYMENT_CARD",
            u.is_licensed AS "LICENCE"
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const compliance = (await complianceState(db, userId, now))!;
  const documentsDone = compliance.checks.filter((c) => c.key in DOCUMENT_WORDS).every((c) => c.ok);
  const done: Record<OnboardingStepKey, boolean> = { ...row, ESSENTIAL_DOCUMENTS: documentsDone };
  const keys = Object.keys(STEP_HREF) as OnboardingStepKey[];
  const steps: OnboardingStep[] = keys.map((key) => ({ key, done: done[key], href: STEP_HREF[key] }));
  const doneCount = steps.filter((s) => s.done).length;
  return {
    steps,
    done_count: doneCount,
    total: steps.length,
    percent: Math.floor((doneCount * 100) / steps.length),
    complete: doneCount === steps.length,
  };
}
