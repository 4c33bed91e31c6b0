/**
 * The shape of one language's help content (issue #29): the FAQ and the announcements of
 * `../content.ts` (the English source), written for that language. Same order and count as the
 * English arrays — the seed pairs them by position (the test in `translations.test.ts` checks it).
 * Plain text; paragraphs separated by a blank line, as in English.
 */
export interface HelpTranslation {
  /** FAQ categories in the order of `FAQ` (PAYMENTS, COMMISSIONS, LICENSING, DOCUMENTS, PORTAL): the title and its six [question, answer] pairs in English order. */
  faq: ReadonlyArray<{ key: string; title: string; questions: ReadonlyArray<readonly [question: string, answer: string]> }>;
  /** The 15 announcements in the order of `ANNOUNCEMENTS` (newest first). */
  announcements: ReadonlyArray<{ title: string; body: string }>;
}
