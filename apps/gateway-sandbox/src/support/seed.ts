import type { TicketPriority } from '@agent-portal/api-client/wire';
import type { Db, Queryable } from '../db/db.js';
import { SEED_ANCHOR } from '../db/seed/constants.js';
import { seedSupportStaff } from '../db/seed/staff.js';
import { getSetting } from '../db/settings.js';
import { pdfFile } from '../files/sample-files.js';
import { readHubFile, writeHubFile } from '../storage/hub.js';
import {
  AGENT_REPLY,
  ANNOUNCEMENTS,
  type AnnouncementSeed,
  FAQ,
  SUPPORT_FIRST_REPLY,
  SUPPORT_RESOLUTION_REPLY,
  ticketCategoryOf,
  ticketDescriptionOf,
} from './content.js';
import { HELP_TEXT_LANGUAGES, type HelpTextLanguage } from './helpTexts.js';
import { HELP_TRANSLATIONS } from './translations/index.js';
import type { HelpTranslation } from './translations/types.js';
import { DAY_MS } from '../http/dates.js';

/** Settings key recording that {@link seedSupport} ran (once per database, fresh or older). */
export const SUPPORT_SEED_SETTING = 'support_seed';

/** Settings key recording that {@link seedHelpTranslations} ran (once per database, fresh or seeded before migration 150). */
export const HELP_TRANSLATIONS_SEED_SETTING = 'support_seed_translations';

const DEMO_EMAIL = 'ava.licensed@agent-portal.test';

/** Where the seeded attachment of a ticket lives in the hub bucket. */
export const seededAttachmentPath = (ticketId: number) => `tickets/${ticketId}/seed-${ticketId}.pdf`;

/**
 * The seeded attachment's bytes: a one-page PDF, `commission-statement.pdf` on Ava's RESOLVED
 * ticket (TCK-000022 "Request for a 1099 correction" in the default seed).
 */
export const SEEDED_ATTACHMENT = pdfFile(['Commission statement 2025 - Ava Martinez', 'Payouts received January to December 2025']);

interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
  created_ms: number;
  updated_ms: number;
}

/** Priorities of seeded tickets, by id modulo 7: mostly NORMAL, one in seven URGENT. */
const SEEDED_PRIORITIES: readonly TicketPriority[] = ['NORMAL', 'LOW', 'NORMAL', 'HIGH', 'NORMAL', 'HIGH', 'URGENT'];

/** A point `fraction` of the way from `from` to `to` (ms). */
const between = (from: number, to: number, fraction: number) => new Date(from + Math.max(0, to - from) * fraction).toISOString();

/**
 * The help data of issue #12, on a fresh seed and on a database seeded before migration 80 alike
 * (the same SQL over the same tickets, so both give the same rows): the FAQ, the announcements
 * (dated back from the seed anchor), and for every seeded ticket its category, priority,
 * description, replies and status history consistent with its status, the last event at its
 * `updated_at` — OPEN: none (editable); IN_PROGRESS: taken by support, whose question is the latest
 * reply (awaiting the agent: a TICKET_AWAITING_REPLY reminder); RESOLVED: support, agent, support's
 * resolution; CLOSED: the same, then closed by the agent. Ava's RESOLVED ticket carries a
 * one-page PDF. Runs once per database (settings key {@link SUPPORT_SEED_SETTING}); the
 * attachment's file is rewritten when missing. First it seeds the support account, Sue Support
 * (`seedSupportStaff`, its own settings key; issue #26); then the help's texts in the other five
 * languages ({@link seedHelpTranslations}, its own settings key; issue #29).
 * @returns true when it seeded now.
 */
export async function seedSupport(db: Db, dataDir: string): Promise<boolean> {
  // The support desk's staff account (issue #26), once per database, fresh or older.
  await seedSupportStaff(db);
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [SUPPORT_SEED_SETTING, '1'],
    );
    if (claimed.length === 0) return false;
    await seedFaq(tx);
    await seedAnnouncements(tx);
    await seedTicketDetails(tx);
    return true;
  });
  // The same help in de, es, fr, it and ru (issue #29), once per database, fresh or older.
  await seedHelpTranslations(db, HELP_TRANSLATIONS);
  await ensureAttachmentFiles(db, dataDir);
  return seeded;
}

/**
 * The seeded FAQ and announcements in de, es, fr, it and ru (issue #29 item 2; spec §2): rows of
 * `faq_category_texts`, `faq_question_texts` and `announcement_texts` (migration 150), on a fresh
 * database and on one seeded before migration 150 alike. Pairs a category by its key, a question by
 * its category key and position, an announcement by the order of `ANNOUNCEMENTS` (the seeded rows,
 * the first by id, oldest first, each checked against its seeded date: a row that is not the seed's
 * gets no text). Runs once per database, after the English help ({@link SUPPORT_SEED_SETTING}),
 * under its own settings key {@link HELP_TRANSLATIONS_SEED_SETTING}; does nothing before migration
 * 150 (no text tables yet) or before the English help is seeded. Deterministic: the same rows on
 * every database.
 * @param translations - each language's help, in the order and count of `FAQ` and `ANNOUNCEMENTS`.
 * @returns true when it seeded now.
 */
export async function seedHelpTranslations(db: Db, translations: Readonly<Record<HelpTextLanguage, HelpTranslation>>): Promise<boolean> {
  const [tables] = await db.query<{ ready: boolean }>("SELECT to_regclass('announcement_texts') IS NOT NULL AS ready");
  if (!tables?.ready || (await getSetting(db, SUPPORT_SEED_SETTING)) === null) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [HELP_TRANSLATIONS_SEED_SETTING, '1'],
    );
    if (claimed.length === 0) return false;
    const categories = { key: [] as string[], lang: [] as string[], title: [] as string[] };
    const questions = { key: [] as string[], position: [] as number[], lang: [] as string[], question: [] as string[], answer: [] as string[] };
    const announcements = { index: [] as number[], lang: [] as string[], title: [] as string[], body: [] as string[] };
    for (const lang of HELP_TEXT_LANGUAGES) {
      const help = translations[lang];
      for (const category of help.faq) {
        categories.key.push(category.key);
        categories.lang.push(lang);
        categories.title.push(category.title);
        category.questions.forEach(([question, answer], position) => {
          questions.key.push(category.key);
          questions.position.push(position + 1);
          questions.lang.push(lang);
          questions.question.push(question);
          questions.answer.push(answer);
        });
      }
      help.announcements.forEach((announcement, index) => {
        announcements.index.push(index);
        announcements.lang.push(lang);
        announcements.title.push(announcement.title);
        announcements.body.push(announcement.body);
      });
    }
    await tx.query(
      `INSERT INTO faq_category_texts (category_key, lang, title)
       SELECT v.key, v.lang, v.title FROM unnest($1::text[], $2::text[], $3::text[]) AS v(key, lang, title)
         JOIN faq_categories c ON c.key = v.key
       ON CONFLICT DO NOTHING`,
      [categories.key, categories.lang, categories.title],
    );
    await tx.query(
      `INSERT INTO faq_question_texts (question_id, lang, question, answer)
       SELECT q.id, v.lang, v.question, v.answer
         FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[]) AS v(key, position, lang, question, answer)
         JOIN faq_questions q ON q.category_key = v.key AND q.position = v.position
       ON CONFLICT DO NOTHING`,
      [questions.key, questions.position, questions.lang, questions.question, questions.answer],
    );
    // The seeded announcements: the first rows by id, oldest first (seedAnnouncements), so
    // ANNOUNCEMENTS[i] is the (n - 1 - i)-th; each must still carry its seeded date.
    const seeded = await tx.query<{ id: number; published_ms: number }>(
      'SELECT id, (extract(epoch FROM published_at) * 1000)::float8 AS published_ms FROM announcements ORDER BY id LIMIT $1',
      [ANNOUNCEMENTS.length],
    );
    const ids = ANNOUNCEMENTS.map((announcement, index) => {
      const row = seeded[ANNOUNCEMENTS.length - 1 - index];
      return row && row.published_ms === publishedAt(announcement).getTime() ? row.id : null;
    });
    const rows = announcements.index.flatMap((index, i) => (ids[index] == null ? [] : [i]));
    await tx.query(
      `INSERT INTO announcement_texts (announcement_id, lang, title, body)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT DO NOTHING`,
      [
        rows.map((i) => ids[announcements.index[i]!]!),
        rows.map((i) => announcements.lang[i]!),
        rows.map((i) => announcements.title[i]!),
        rows.map((i) => announcements.body[i]!),
      ],
    );
    return true;
  });
}

/** When a seeded announcement is published: `days_ago` days before the seed anchor. */
const publishedAt = (announcement: AnnouncementSeed) => new Date(SEED_ANCHOR.getTime() - announcement.days_ago * DAY_MS);

async function seedFaq(tx: Queryable): Promise<void> {
  const keys: string[] = [];
  const positions: number[] = [];
  const questions: string[] = [];
  const answers: string[] = [];
  for (const [index, category] of FAQ.entries()) {
    await tx.query('INSERT INTO faq_categories (key, title, position) VALUES ($1, $2, $3)', [category.key, category.title, index + 1]);
    category.questions.forEach(([question, answer], position) => {
      keys.push(category.key);
      positions.push(position + 1);
      questions.push(question);
      answers.push(answer);
    });
  }
  await tx.query(
    `INSERT INTO faq_questions (category_key, position, question, answer)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[])`,
    [keys, positions, questions, answers],
  );
}

async function seedAnnouncements(tx: Queryable): Promise<void> {
  // Oldest first, so ids grow with the date.
  const list = [...ANNOUNCEMENTS].reverse();
  await tx.query(
    `INSERT INTO announcements (title, body, published_at, pinned)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bool[])`,
    [
      list.map((a) => a.title),
      list.map((a) => a.body),
      list.map((a) => publishedAt(a).toISOString()),
      list.map((a) => a.pinned),
    ],
  );
}

async function seedTicketDetails(tx: Queryable): Promise<void> {
  const tickets = await tx.query<TicketRow>(
    `SELECT id, user_id, subject, status,
            (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
            (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms
       FROM tickets ORDER BY id`,
  );
  const replies = { ticket: [] as number[], author: [] as string[], message: [] as string[], at: [] as string[] };
  const changes = { ticket: [] as number[], from: [] as (string | null)[], to: [] as string[], by: [] as string[], at: [] as string[] };
  const reply = (t: TicketRow, author: string, message: string, fraction: number) => {
    replies.ticket.push(t.id);
    replies.author.push(author);
    replies.message.push(message);
    replies.at.push(between(t.created_ms, t.updated_ms, fraction));
  };
  const change = (t: TicketRow, from: string | null, to: string, by: string, fraction: number) => {
    changes.ticket.push(t.id);
    changes.from.push(from);
    changes.to.push(to);
    changes.by.push(by);
    changes.at.push(between(t.created_ms, t.updated_ms, fraction));
  };
  for (const t of tickets) {
    const category = ticketCategoryOf(t.subject);
    change(t, null, 'OPEN', 'AGENT', 0);
    if (t.status === 'OPEN') continue;
    if (t.status === 'IN_PROGRESS') {
      // Support took it and asked a question: the ticket's latest event, awaiting the agent.
      change(t, 'OPEN', 'IN_PROGRESS', 'SUPPORT', 0.4);
      reply(t, 'SUPPORT', SUPPORT_FIRST_REPLY[category], 1);
      continue;
    }
    change(t, 'OPEN', 'IN_PROGRESS', 'SUPPORT', 0.2);
    reply(t, 'SUPPORT', SUPPORT_FIRST_REPLY[category], 0.25);
    reply(t, 'AGENT', AGENT_REPLY[category], 0.5);
    const resolvedAt = t.status === 'RESOLVED' ? 1 : 0.8;
    reply(t, 'SUPPORT', SUPPORT_RESOLUTION_REPLY[category], resolvedAt);
    change(t, 'IN_PROGRESS', 'RESOLVED', 'SUPPORT', resolvedAt);
    if (t.status === 'RESOLVED') continue;
    change(t, 'RESOLVED', 'CLOSED', 'AGENT', 1);
  }
  await tx.query(
    `UPDATE tickets t SET category = v.category, priority = v.priority, description = v.description
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS v(id, category, priority, description)
      WHERE t.id = v.id`,
    [
      tickets.map((t) => t.id),
      tickets.map((t) => ticketCategoryOf(t.subject)),
      tickets.map((t) => SEEDED_PRIORITIES[t.id % SEEDED_PRIORITIES.length]!),
      tickets.map((t) => ticketDescriptionOf(t.subject)),
    ],
  );
  await tx.query(
    `INSERT INTO ticket_replies (ticket_id, author, message, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[])`,
    [replies.ticket, replies.author, replies.message, replies.at],
  );
  await tx.query(
    `INSERT INTO ticket_status_changes (ticket_id, from_status, to_status, changed_by, changed_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])`,
    [changes.ticket, changes.from, changes.to, changes.by, changes.at],
  );
  const [ava] = await tx.query<{ id: number }>(
    `SELECT t.id FROM tickets t JOIN users u ON u.id = t.user_id
      WHERE lower(u.email) = $1 AND t.status = 'RESOLVED' ORDER BY t.id LIMIT 1`,
    [DEMO_EMAIL],
  );
  if (ava) {
    await tx.query(
      `INSERT INTO ticket_attachments (ticket_id, file_name, mime_type, size_bytes, storage_path, created_at)
       SELECT id, 'commission-statement.pdf', 'application/pdf', $2, $3, created_at FROM tickets WHERE id = $1`,
      [ava.id, SEEDED_ATTACHMENT.length, seededAttachmentPath(ava.id)],
    );
  }
}

/** Writes the seeded attachments' files when missing (a fresh storage folder next to a seeded database). */
async function ensureAttachmentFiles(db: Db, dataDir: string): Promise<void> {
  if ((await getSetting(db, SUPPORT_SEED_SETTING)) === null) return;
  const rows = await db.query<{ storage_path: string }>("SELECT storage_path FROM ticket_attachments WHERE storage_path LIKE 'tickets/%/seed-%'");
  for (const row of rows) {
    const present = await readHubFile(dataDir, row.storage_path).then(() => true, () => false);
    if (!present) await writeHubFile(dataDir, row.storage_path, SEEDED_ATTACHMENT);
  }
}
