import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { MIGRATIONS, runMigrations } from '../db/migrations/index.js';
import { openPgliteDb } from '../db/pglite.js';
import { prepareDatabase } from '../db/prepare.js';
import { getSetting } from '../db/settings.js';
import { DEMO_ACCOUNTS } from '../db/seed/constants.js';
import { generateSeedData } from '../db/seed/generate.js';
import { seedDatabase } from '../db/seed/seed.js';
import { openSeededDb } from '../test/harness.js';
import { ANNOUNCEMENTS, FAQ } from './content.js';
import { helpFoldSql } from './helpTexts.js';
import { HELP_TRANSLATIONS_SEED_SETTING, SEEDED_ATTACHMENT, seedHelpTranslations, seedSupport, SUPPORT_SEED_SETTING } from './seed.js';
import { HELP_TRANSLATIONS } from './translations/index.js';

// Issue #12: the help seed (FAQ, announcements, ticket details) on a fresh database and on a data
// folder seeded before migration 80 (docs/CONTRACTS.md "Support", "Announcements").

/** Every row the help seed writes (ids included: a backfilled folder must equal a fresh one). */
async function snapshot(db: Db) {
  return {
    tickets: await db.query('SELECT id, category, priority, description FROM tickets ORDER BY id'),
    replies: await db.query('SELECT id, ticket_id, author, message, created_at::text FROM ticket_replies ORDER BY id'),
    history: await db.query('SELECT id, ticket_id, from_status, to_status, changed_by, changed_at::text FROM ticket_status_changes ORDER BY id'),
    attachments: await db.query('SELECT id, ticket_id, file_name, mime_type, size_bytes, storage_path, created_at::text FROM ticket_attachments ORDER BY id'),
    faqCategories: await db.query('SELECT * FROM faq_categories ORDER BY position'),
    faqQuestions: await db.query('SELECT * FROM faq_questions ORDER BY id'),
    announcements: await db.query('SELECT id, title, body, published_at::text, pinned FROM announcements ORDER BY id'),
    ...(await helpTexts(db)),
    contactMessages: await db.query('SELECT * FROM contact_messages ORDER BY id'),
  };
}

/** The help's texts in de, es, fr, it and ru (migration 150, issue #29). */
async function helpTexts(db: Db) {
  return {
    faqCategoryTexts: await db.query('SELECT * FROM faq_category_texts ORDER BY category_key, lang'),
    faqQuestionTexts: await db.query('SELECT * FROM faq_question_texts ORDER BY question_id, lang'),
    announcementTexts: await db.query('SELECT * FROM announcement_texts ORDER BY announcement_id, lang'),
  };
}

let fresh: Db;
let tempDir: string;

beforeAll(async () => {
  fresh = await openSeededDb();
  tempDir = await mkdtemp(path.join(tmpdir(), 'support-seed-'));
});
afterAll(async () => {
  await fresh.close();
  await rm(tempDir, { recursive: true, force: true });
});

const avaId = async (db: Db) =>
  (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.ava.email]))[0]!.id;

describe('the help seed', () => {
  it('FAQ: five categories of six questions, answers of several sentences; 15 announcements, two pinned', async () => {
    const data = await snapshot(fresh);
    expect(data.faqCategories.map((c) => (c as { key: string }).key)).toEqual(['PAYMENTS', 'COMMISSIONS', 'LICENSING', 'DOCUMENTS', 'PORTAL']);
    expect(data.faqQuestions).toHaveLength(30);
    for (const category of FAQ) {
      expect(category.questions.length).toBeGreaterThanOrEqual(5);
      expect(category.questions.length).toBeLessThanOrEqual(8);
      for (const [question, answer] of category.questions) {
        expect(question.endsWith('?'), question).toBe(true);
        expect(answer.split(/(?<=[.!?])\s/).length, question).toBeGreaterThanOrEqual(2);
        expect(answer, question).not.toMatch(/<|\n{3}/); // plain text, paragraphs split by one blank line
      }
    }
    expect(data.announcements).toHaveLength(ANNOUNCEMENTS.length);
    expect(ANNOUNCEMENTS.length).toBe(15);
    expect(data.announcements.filter((a) => (a as { pinned: boolean }).pinned)).toHaveLength(2);
    expect(data.contactMessages).toEqual([]);
  });

  it('every ticket: a description, a category, a history ending in its status at updated_at, replies consistent with the status', async () => {
    const tickets = await fresh.query<{ id: number; status: string; description: string; updated_at: string; created_at: string }>(
      `SELECT id, status, description, created_at::text, updated_at::text FROM tickets ORDER BY id`,
    );
    const replies = await fresh.query<{ ticket_id: number; author: string; created_at: string }>(
      'SELECT ticket_id, author, created_at::text FROM ticket_replies ORDER BY created_at, id',
    );
    const history = await fresh.query<{ ticket_id: number; from_status: string | null; to_status: string; changed_at: string }>(
      'SELECT ticket_id, from_status, to_status, changed_at::text FROM ticket_status_changes ORDER BY changed_at, id',
    );
    const authors: Record<string, string> = { OPEN: '', IN_PROGRESS: 'SUPPORT', RESOLVED: 'SUPPORT AGENT SUPPORT', CLOSED: 'SUPPORT AGENT SUPPORT' };
    for (const ticket of tickets) {
      expect(ticket.description.length, `${ticket.id}`).toBeGreaterThanOrEqual(20);
      const own = history.filter((h) => h.ticket_id === ticket.id);
      expect(own[0]).toMatchObject({ from_status: null, to_status: 'OPEN', changed_at: ticket.created_at });
      expect(own.at(-1)!.to_status).toBe(ticket.status);
      own.slice(1).forEach((h, i) => expect(h.from_status).toBe(own[i]!.to_status));
      const said = replies.filter((r) => r.ticket_id === ticket.id);
      expect(said.map((r) => r.author).join(' '), `${ticket.id} ${ticket.status}`).toBe(authors[ticket.status]);
      const last = [...own.map((h) => h.changed_at), ...said.map((r) => r.created_at)].sort().at(-1);
      expect(last, `${ticket.id}`).toBe(ticket.updated_at);
    }
  });

  it('Ava: an OPEN ticket without replies, an IN_PROGRESS one awaiting her reply, a RESOLVED one with a PDF', async () => {
    const ava = await avaId(fresh);
    const rows = await fresh.query<{ id: number; ticket: string; status: string; replies: number; last_author: string | null; files: number }>(
      `SELECT t.id, t.ticket, t.status, (SELECT count(*)::int FROM ticket_replies r WHERE r.ticket_id = t.id) AS replies,
              (SELECT r.author FROM ticket_replies r WHERE r.ticket_id = t.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS last_author,
              (SELECT count(*)::int FROM ticket_attachments a WHERE a.ticket_id = t.id) AS files
         FROM tickets t WHERE t.user_id = $1 ORDER BY t.id`,
      [ava],
    );
    expect(rows.some((r) => r.status === 'OPEN' && r.replies === 0)).toBe(true);
    expect(rows.some((r) => r.status === 'IN_PROGRESS' && r.last_author === 'SUPPORT')).toBe(true);
    expect(rows.filter((r) => r.files > 0).map((r) => [r.status, r.files])).toEqual([['RESOLVED', 1]]);
  });
});

describe('a data folder seeded before migration 80', () => {
  it('gets the same help rows as a fresh seed, once, and the attachment file', async () => {
    const old = await openPgliteDb(null);
    try {
      // Today's seed writes policy forms as POLICY_FORMS, which only migration 140 allows (a folder
      // really seeded then held them as BACK_OFFICE; 140 moves them): it runs with the old ones here.
      const early = (id: number) => id < 80 || id === 140;
      await runMigrations(old, MIGRATIONS.filter((m) => early(m.id)));
      expect(await seedDatabase(old, generateSeedData())).toBe(true);
      const dataDir = path.join(tempDir, 'old');
      const result = await prepareDatabase(old, path.join(dataDir, 'storage'));
      // 80 and every later migration (e.g. 90, sign-in limits, issue #13).
      const later = MIGRATIONS.map((m) => m.id).filter((id) => !early(id)).sort((a, b) => a - b);
      expect(result).toEqual({ migrated: later, seeded: false });
      expect(await snapshot(old)).toEqual(await snapshot(fresh));
      expect(await seedSupport(old, dataDir)).toBe(false);
      expect((await old.query('SELECT value FROM settings WHERE key = $1', [SUPPORT_SEED_SETTING])).length).toBe(1);
      const [file] = await old.query<{ storage_path: string }>('SELECT storage_path FROM ticket_attachments');
      const bytes = await readFile(path.join(dataDir, 'storage', 'hub', ...file!.storage_path.split('/')));
      expect(bytes.equals(SEEDED_ATTACHMENT)).toBe(true);
    } finally {
      await old.close();
    }
  });
});

describe('the help in de, es, fr, it and ru (issue #29)', () => {
  it('every category, question and seeded announcement has its text in each language, paired by key, position and order', async () => {
    const categories = await fresh.query<{ key: string; lang: keyof typeof HELP_TRANSLATIONS; title: string }>(
      'SELECT category_key AS key, lang, title FROM faq_category_texts ORDER BY lang, category_key',
    );
    const questions = await fresh.query<{ key: string; position: number; lang: keyof typeof HELP_TRANSLATIONS; question: string; answer: string }>(
      `SELECT q.category_key AS key, q.position, t.lang, t.question, t.answer
         FROM faq_question_texts t JOIN faq_questions q ON q.id = t.question_id ORDER BY t.lang, q.category_key, q.position`,
    );
    const announcements = await fresh.query<{ english: string; lang: keyof typeof HELP_TRANSLATIONS; title: string; body: string }>(
      'SELECT a.title AS english, t.lang, t.title, t.body FROM announcement_texts t JOIN announcements a ON a.id = t.announcement_id ORDER BY t.lang, a.id',
    );
    expect([categories.length, questions.length, announcements.length]).toEqual([5 * 5, 5 * 30, 5 * 15]);
    for (const row of categories) {
      expect(row.title).toBe(HELP_TRANSLATIONS[row.lang].faq.find((c) => c.key === row.key)!.title);
    }
    for (const row of questions) {
      const [question, answer] = HELP_TRANSLATIONS[row.lang].faq.find((c) => c.key === row.key)!.questions[row.position - 1]!;
      expect([row.question, row.answer]).toEqual([question, answer]);
    }
    for (const row of announcements) {
      const index = ANNOUNCEMENTS.findIndex((a) => a.title === row.english);
      expect({ title: row.title, body: row.body }).toEqual(HELP_TRANSLATIONS[row.lang].announcements[index]);
    }
    expect(await seedHelpTranslations(fresh, HELP_TRANSLATIONS)).toBe(false);
    expect((await fresh.query('SELECT value FROM settings WHERE key = $1', [HELP_TRANSLATIONS_SEED_SETTING])).length).toBe(1);
  });

  it('search_folded: lower case Cyrillic, ё as е, Latin accents folded — the same SQL as helpFoldSql', async () => {
    const [row] = await fresh.query<{ rows: number; same: number; capitals: number; yo: number; accents: number }>(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE search_folded = ${helpFoldSql("question || ' ' || answer")})::int AS same,
              count(*) FILTER (WHERE search_folded ~ '[А-ЯЁ]')::int AS capitals,
              count(*) FILTER (WHERE search_folded LIKE '%ё%')::int AS yo,
              count(*) FILTER (WHERE search_folded ~ '[äöüéèàçñí]')::int AS accents
         FROM faq_question_texts`,
    );
    expect(row).toEqual({ rows: 150, same: 150, capitals: 0, yo: 0, accents: 0 });
    const [folded] = await fresh.query<{ text: string }>(`SELECT ${helpFoldSql('$1')} AS text`, ['ПЛАТЁЖ Ёлка Straße Éclair']);
    expect(folded!.text).toBe('платеж елка straße eclair');
  });
});

describe('a data folder seeded before migration 150', () => {
  it('gets the same texts as a fresh seed, once; an announcement posted since stays English only', async () => {
    const old = await openPgliteDb(null);
    try {
      await runMigrations(old, MIGRATIONS.filter((m) => m.id !== 150));
      expect(await seedDatabase(old, generateSeedData())).toBe(true);
      const dataDir = path.join(tempDir, 'before-150');
      // The English help, as seeded then: no text tables yet, so no texts.
      expect(await seedSupport(old, dataDir)).toBe(true);
      expect(await getSetting(old, HELP_TRANSLATIONS_SEED_SETTING)).toBeNull();
      const [posted] = await old.query<{ id: number }>("INSERT INTO announcements (title, body) VALUES ('Posted later', 'In English only.') RETURNING id");
      const result = await prepareDatabase(old, path.join(dataDir, 'storage'));
      expect(result).toEqual({ migrated: [150], seeded: false });
      expect(await helpTexts(old)).toEqual(await helpTexts(fresh));
      expect(await old.query('SELECT * FROM announcement_texts WHERE announcement_id = $1', [posted!.id])).toEqual([]);
      expect(await seedHelpTranslations(old, HELP_TRANSLATIONS)).toBe(false);
    } finally {
      await old.close();
    }
  });
});
