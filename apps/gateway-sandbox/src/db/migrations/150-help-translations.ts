import type { Migration } from './migration.js';

/**
 * Migration 150: help in six languages (issue #29): FAQ category titles, FAQ questions and announcements in de, es, fr, it and ru; English stays where it is.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 150,
  name: 'help in six languages (issue #29): FAQ category titles, FAQ questions and announcements in de, es, fr, it and ru; English stays where it is',
  sql: `
      -- One row per text and language; English stays in faq_categories, faq_questions and
      -- announcements, and a row without a text in the caller's language is read in English
      -- (COALESCE over a LEFT JOIN, src/support/helpTexts.ts). seedSupport (src/support/seed.ts)
      -- fills the seeded help's texts, on a fresh database and on one seeded before this migration.
      CREATE TABLE faq_category_texts (
        category_key text NOT NULL REFERENCES faq_categories(key) ON DELETE CASCADE,
        lang text NOT NULL CHECK (lang IN ('de', 'es', 'fr', 'it', 'ru')),
        title text NOT NULL CHECK (btrim(title) <> ''),
        PRIMARY KEY (category_key, lang)
      );
      -- search_folded: folded like faq_questions.search_folded (FOLD_FROM / FOLD_TO of
      -- src/team/agents.ts), plus Cyrillic capitals to small letters and ё to е written out, since
      -- lower() leaves them alone under the C locale (HELP_FOLD_FROM / HELP_FOLD_TO of helpTexts.ts).
      CREATE TABLE faq_question_texts (
        question_id integer NOT NULL REFERENCES faq_questions(id) ON DELETE CASCADE,
        lang text NOT NULL CHECK (lang IN ('de', 'es', 'fr', 'it', 'ru')),
        question text NOT NULL CHECK (btrim(question) <> ''),
        answer text NOT NULL CHECK (btrim(answer) <> ''),
        search_folded text GENERATED ALWAYS AS (lower(translate(
          question || ' ' || answer,
          'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿŁłŠšŽžČčĆćŘřŞşĞğİıАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё',
          'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyyLlSsZzCcCcRrSsGgIiабвгдеежзийклмнопрстуфхцчшщъыьэюяе'))) STORED,
        PRIMARY KEY (question_id, lang)
      );
      CREATE TABLE announcement_texts (
        announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        lang text NOT NULL CHECK (lang IN ('de', 'es', 'fr', 'it', 'ru')),
        title text NOT NULL CHECK (btrim(title) <> ''),
        body text NOT NULL CHECK (btrim(body) <> ''),
        PRIMARY KEY (announcement_id, lang)
      );
    `,
};
