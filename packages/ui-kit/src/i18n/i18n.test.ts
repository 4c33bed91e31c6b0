import { i18n, loadEveryLanguage, translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { UI_KIT_NS, uiKitTranslations } from './index.js';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };

describe('uiKit namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside same-as-english.json', async () => {
    expect(await translationReport(uiKitTranslations, sameAsEnglish as SameAsEnglish[])).toEqual([]);
  });

  it('is registered with the shared instance, English at once', () => {
    expect(i18n.t('pagination.range', { ns: UI_KIT_NS, from: 1, to: 10, count: 42 })).toBe('1–10 of 42');
  });

  it('translates rather than copies English', async () => {
    const all = await loadEveryLanguage(en, uiKitTranslations.loaders);
    for (const code of ['es', 'fr', 'de', 'it', 'ru'] as const) {
      expect((all[code] as typeof en).pagination.rowsPerPage, code).not.toBe(en.pagination.rowsPerPage);
    }
  });
});
