import { loadEveryLanguage, translationProblems, untranslatedTexts, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { dashboardLoaders } from './index.js';

/** Texts of the namespace rightly the same as in English (issue #29), each with why. */
const ALLOWED: SameAsEnglish[] = [{ key: 'earnings.commissions', language: 'fr', why: '"Commissions" is the French word too' }];

describe('dashboard namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, dashboardLoaders))).toEqual([]);
  });

  it('leaves no text as in English outside its allow-list', async () => {
    expect(untranslatedTexts(await loadEveryLanguage(en, dashboardLoaders), ALLOWED)).toEqual([]);
  });
});
