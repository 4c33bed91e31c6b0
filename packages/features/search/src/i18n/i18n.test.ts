import { loadEveryLanguage, translationProblems } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { searchLoaders } from './index.js';

describe('search namespace (six languages)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, searchLoaders))).toEqual([]);
  });

  it('keeps the two spec messages verbatim in English (§2)', () => {
    expect(en.enterText).toBe('Enter Text to Search');
    expect(en.noResult).toBe('No Result found');
  });

  it('keeps {{count}} in every language', async () => {
    for (const texts of Object.values(await loadEveryLanguage(en, searchLoaders)) as Array<typeof en>) {
      expect(texts.resultCount).toContain('{{count}}');
      expect(texts.morePolicies).toContain('{{count}}');
    }
  });
});
