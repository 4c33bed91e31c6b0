import { SUPPORTED_LANGUAGES, translationReport, type SameAsEnglish, type TranslationResource } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';

/**
 * One text a namespace rightly keeps as in English, as its `same-as-english.json` holds it (issue #29):
 * the dotted key (or `*`), the language (`es`, `fr`, `de`, `it`, `ru` or `*`) and why. JSON reads the
 * language as a plain string; {@link describeTranslations} checks it.
 */
export interface SameAsEnglishEntry {
  readonly key: string;
  readonly language: string;
  readonly why: string;
}

const LANGUAGES: readonly string[] = ['*', ...SUPPORTED_LANGUAGES.map(({ code }) => code).filter((code) => code !== 'en')];

/**
 * The translation check every namespace owes (ARCHITECTURE §7, issue #29 item 4), as one call in its
 * `i18n.test.ts`: a `describe` block whose tests prove that the allow-list is well formed (a known
 * language, a reason) and that {@link translationReport} of `@agent-portal/i18n` finds nothing: every
 * key in every language, none empty, the same `{{placeholders}}`, the labels equal to the English
 * texts, no text left in English outside `sameAsEnglish`.
 * @param resource - the namespace's translation resource (`createTranslationResource`).
 * @param sameAsEnglish - the texts rightly the same as in English, each with why (the namespace's
 *   `same-as-english.json`, kept as data next to its locale files).
 * @example
 * import sameAsEnglish from './same-as-english.json' with { type: 'json' };
 * describeTranslations(helpTranslations, sameAsEnglish);
 */
export function describeTranslations(resource: TranslationResource, sameAsEnglish: readonly SameAsEnglishEntry[] = []): void {
  describe(`the ${resource.namespace} namespace (six languages, ARCHITECTURE §7)`, () => {
    it('allows texts as in English only for a known language, each with why', () => {
      for (const entry of sameAsEnglish) {
        expect(LANGUAGES, `${entry.key}'s language`).toContain(entry.language);
        expect(entry.why.trim(), `why ${entry.key} is as in English`).not.toBe('');
      }
    });

    it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
      expect(await translationReport(resource, sameAsEnglish as readonly SameAsEnglish[])).toEqual([]);
    });
  });
}
