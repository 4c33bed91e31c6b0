import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { SEED_ANCHOR, SEED_PRNG_SEED } from './constants.js';
import { createPrng, type Prng } from './prng.js';

/** A seeded notification (spec §3 Notification), before insertion. */
export interface SeedNotification {
  user_id: number;
  subject: string;
  body: string;
  href: string;
  seen: boolean;
  /** ISO 8601 time. */
  created_at: string;
}

/** Notifications of each demo agent (the issue asks for at least 120). */
export const DEMO_NOTIFICATIONS = 130;
/** Share of seeded notifications left unseen (about a fifth). */
export const UNSEEN_SHARE = 0.2;
/** The newest notifications of every agent that are always unseen (the bell shows something). */
const ALWAYS_UNSEEN_NEWEST = 4;
/** Days back from the anchor the seeded notifications spread over (~10 months). */
const SPREAD_DAYS = 300;
/** The external link of the origin-check case (§2 Notification page: another origin is not followed blindly). */
export const EXTERNAL_HREF = 'https://content.naic.org/consumer/insurance-fraud';

const DAY_MS = 86_400_000;

const money = (rng: Prng, min: number, max: number) => `$${rng.int(min, max).toLocaleString('en-US')}.${String(rng.int(0, 99)).padStart(2, '0')}`;
const day = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Template = (rng: Prng, at: Date, agent: SeedAgent) => { subject: string; body: string; href: string };

const ANNOUNCEMENTS = [
  'Q4 carrier appointment window is open',
  'New Medicare Advantage products available in your states',
  'Portal maintenance on Sunday 02:00–04:00 UTC',
  'Updated compliance training for the new plan year',
  'Annual enrollment period starts soon: get ready',
  'New back-office forms for address changes',
];

const TEMPLATES: Template[] = [
  (rng, at) => ({
    subject: 'Commission payment deposited',
    body: `Your commission payment of ${money(rng, 120, 4800)} for the pay cycle ending ${day(at)} was deposited to your bank account.`,
    href: '/reports/payments',
  }),
  (rng) => ({
    subject: 'Commission statement ready',
    body: `Your weekly commission statement is ready: ${rng.int(1, 14)} policies and ${rng.int(0, 5)} overrides.`,
    href: '/reports/commissions',
  }),
  (rng) => ({
    subject: 'Bonus credited',
    body: `A production bonus of ${money(rng, 50, 1500)} was credited to your account.`,
    href: '/reports/bonus',
  }),
  (rng, _at, agent) =>
    agent.is_licensed
      ? rng.chance(0.5)
        ? { subject: 'Promotion request approved', body: 'Your upline approved the promotion request of one of your downline agents.', href: '/promotion' }
        : { subject: 'New promotion request', body: 'An agent of your downline asked to be promoted. Review the request.', href: '/promotion' }
      : { subject: 'New agent joined your team', body: 'A new agent joined your team. Say hello on the My Team page.', href: '/my-team' },
  (rng) => {
    const ticket = rng.int(1, 40);
    const status = rng.pick(['In progress', 'Resolved', 'Waiting for your reply']);
    return { subject: `Ticket #${ticket} updated`, body: `Support changed the status of your ticket #${ticket} to "${status}".`, href: `/help/generate-ticket/${ticket}` };
  },
  (rng) => ({ subject: 'New announcement', body: rng.pick(ANNOUNCEMENTS), href: '/help/announcements' }),
  (rng, at) =>
    rng.chance(0.85)
      ? { subject: 'Recurring invoice paid', body: `Your carrier portal utilization invoice of ${day(at)} ($49.00) was paid with your card on file.`, href: '/my-profile#recurring-transactions' }
      : { subject: 'Recurring invoice payment failed', body: 'We could not charge your card for a recurring invoice. Update your card or pay it now.', href: '/recurring-payment' },
  () => ({ subject: 'Essential documents reminder', body: 'Keep your license and E&O certificate up to date in your profile.', href: '/my-profile' }),
];

function generateFor(rng: Prng, agent: SeedAgent, count: number, anchor: Date, withExternal: boolean): SeedNotification[] {
  const joined = new Date(agent.created_at).getTime();
  const earliest = Math.max(anchor.getTime() - SPREAD_DAYS * DAY_MS, joined);
  const times = Array.from({ length: count }, () => earliest + Math.floor(rng.next() * (anchor.getTime() - 3_600_000 - earliest)));
  times.sort((a, b) => a - b);
  const rows = times.map((time, index): SeedNotification => {
    const at = new Date(time);
    const content = rng.pick(TEMPLATES)(rng, at, agent);
    const newest = index >= count - ALWAYS_UNSEEN_NEWEST;
    return { user_id: agent.id, ...content, seen: !newest && !rng.chance(UNSEEN_SHARE - ALWAYS_UNSEEN_NEWEST / count), created_at: at.toISOString() };
  });
  if (withExternal && rows.length > 6) {
    // One external link among the recent ones (page 1): the origin check of the notification page.
    Object.assign(rows[rows.length - 6]!, {
      subject: 'Industry update: fraud awareness',
      body: 'The NAIC published new consumer guidance on insurance fraud. The link opens an external site.',
      href: EXTERNAL_HREF,
    });
  }
  return rows;
}

/**
 * Generates every seeded notification, deterministically (own PRNG stream, dates
 * before {@link SEED_ANCHOR}): each demo agent gets {@link DEMO_NOTIFICATIONS}
 * over the last ~10 months, one of them with an external https link; every other
 * agent gets 0–4. About a fifth are unseen, always including the newest few.
 * Oldest first, so ids grow with time.
 */
export function generateNotifications(agents: readonly SeedAgent[], anchor: Date = SEED_ANCHOR): SeedNotification[] {
  const rng = createPrng(SEED_PRNG_SEED + 303);
  const rows: SeedNotification[] = [];
  for (const agent of agents) {
    const count = agent.demo ? DEMO_NOTIFICATIONS : rng.int(0, 4);
    if (count > 0) rows.push(...generateFor(rng, agent, count, anchor, agent.demo !== null));
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Inserts the seeded notifications (migration 10's `notifications` table) inside the
 * seed's transaction. Called once by `seedDatabase`.
 * @returns how many rows were inserted.
 */
export async function seedNotifications(tx: Queryable, agents: readonly SeedAgent[]): Promise<number> {
  const rows = generateNotifications(agents);
  await tx.query(
    `INSERT INTO notifications (user_id, subject, body, href, reference, created_at)
     SELECT u, s, b, h, jsonb_build_object('seen', seen), c
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::timestamptz[]) AS t(u, s, b, h, seen, c)`,
    [
      rows.map((r) => r.user_id),
      rows.map((r) => r.subject),
      rows.map((r) => r.body),
      rows.map((r) => r.href),
      rows.map((r) => r.seen),
      rows.map((r) => r.created_at),
    ],
  );
  return rows.length;
}
