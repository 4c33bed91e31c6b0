import type { GatewayLanguage } from '../http/language.js';
import { FOLD_FROM, FOLD_TO } from '../team/agents.js';

/**
 * The help content in the caller's language (issue #29 item 2; spec §2 "languages, fallback en";
 * docs/CONTRACTS.md "Support", "Announcements"). English stays in `faq_categories`,
 * `faq_questions` and `announcements`; the other five languages are rows of
 * `faq_category_texts`, `faq_question_texts` and `announcement_texts` (migration 150), read
 * through a LEFT JOIN and `COALESCE`d with English per row, so a row without a text in the
 * caller's language (an announcement posted in English only) comes in English.
 */

/** The languages help texts are stored in besides English (the `lang` CHECK of migration 150). */
export const HELP_TEXT_LANGUAGES = ['de', 'es', 'fr', 'it', 'ru'] as const;

/** One of {@link HELP_TEXT_LANGUAGES}. */
export type HelpTextLanguage = (typeof HELP_TEXT_LANGUAGES)[number];

/** The stored language of a content language: null for English (it has no text rows). */
export const helpTextLanguage = (language: GatewayLanguage): HelpTextLanguage | null => (language === 'en' ? null : language);

/**
 * Folding of `faq_question_texts.search_folded` (migration 150, written there literally):
 * {@link FOLD_FROM}/{@link FOLD_TO} (Latin accents) plus Cyrillic capitals to small letters and
 * ё → е, then `lower()`. The Cyrillic pairs are listed rather than left to `lower()`, whose reach
 * beyond ASCII depends on the database's LC_CTYPE (ASCII only under the C locale): the same text
 * folds the same on PGlite and on any PostgreSQL.
 */
export const HELP_FOLD_FROM = `${FOLD_FROM}АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё`;
/** See {@link HELP_FOLD_FROM}: one character per character of it. */
export const HELP_FOLD_TO = `${FOLD_TO}абвгдеежзийклмнопрстуфхцчшщъыьэюяе`;

/** The SQL folding a text expression like `faq_question_texts.search_folded` is folded. */
export const helpFoldSql = (expression: string) => `lower(translate(${expression}, '${HELP_FOLD_FROM}', '${HELP_FOLD_TO}'))`;
