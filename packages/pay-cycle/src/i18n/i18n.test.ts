import { i18n, loadEveryLanguage } from '@agent-portal/i18n';
import { describeTranslations } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { PAY_CYCLE_NS, payCycleTranslations } from './index.js';

// Every key in every language, none left in English (issue #29; no allow-list needed).
describeTranslations(payCycleTranslations);

describe('payCycle namespace (six languages)', () => {
  it('is registered with the shared instance, English at once', () => {
    expect(i18n.t('cycle', { ns: PAY_CYCLE_NS })).toBe('Pay cycle');
  });

  it('translates rather than copies English', async () => {
    const all = await loadEveryLanguage(en, payCycleTranslations.loaders);
    for (const code of ['es', 'fr', 'de', 'it', 'ru'] as const) {
      expect((all[code] as typeof en).cycle, code).not.toBe(en.cycle);
      expect((all[code] as typeof en).year, code).not.toBe(en.year);
    }
  });
});
