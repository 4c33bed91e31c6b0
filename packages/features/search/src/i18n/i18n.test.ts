import { loadEveryLanguage } from '@agent-portal/i18n';
import { describeTranslations } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { searchTranslations } from './index.js';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };

describeTranslations(searchTranslations, sameAsEnglish);

describe('search namespace (six languages)', () => {
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
