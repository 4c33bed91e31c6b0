import { i18n, loadEveryLanguage, translationProblems, untranslatedTexts } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { PAY_CYCLE_NS, payCycleLoaders } from './index.js';

describe('payCycle namespace (six languages)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, payCycleLoaders))).toEqual([]);
  });

  it('is registered with the shared instance, English at once', () => {
    expect(i18n.t('cycle', { ns: PAY_CYCLE_NS })).toBe('Pay cycle');
  });

  it('translates rather than copies English', async () => {
    const all = await loadEveryLanguage(en, payCycleLoaders);
    for (const code of ['es', 'fr', 'de', 'it', 'ru'] as const) {
      expect((all[code] as typeof en).cycle, code).not.toBe(en.cycle);
      expect((all[code] as typeof en).year, code).not.toBe(en.year);
    }
  });

  it('leaves no text as in English (issue #29; no allow-list needed)', async () => {
    expect(untranslatedTexts(await loadEveryLanguage(en, payCycleLoaders))).toEqual([]);
  });
});
