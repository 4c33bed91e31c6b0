import { loadEveryLanguage, translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { searchTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'categories.BACK_OFFICE', language: 'es', why: 'Spanish insurance offices say "Back office" (as the portal’s menu does)' },
  { key: 'categories.BACK_OFFICE', language: 'it', why: 'Italian insurance offices say "Back office" (as the portal’s menu does)' },
  { key: 'groups.clients', language: 'fr', why: 'French "Clients" is spelled as in English' },
  { key: 'groups.support', language: 'de', why: 'German uses "Support" as is' },
];

describe('search namespace (six languages)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(searchTranslations, ALLOWED)).toEqual([]);
  });

  it('keeps the two spec messages verbatim in English (§2)', () => {
    expect(en.enterText).toBe('Enter Text to Search');
    expect(en.noResult).toBe('No Result found');
  });

  it('keeps {{count}} in every language', async () => {
    for (const texts of Object.values(await loadEveryLanguage(en, searchTranslations.loaders)) as Array<typeof en>) {
      expect(texts.resultCount).toContain('{{count}}');
      expect(texts.morePolicies).toContain('{{count}}');
    }
  });
});
