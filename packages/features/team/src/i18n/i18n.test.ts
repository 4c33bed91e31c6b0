import { loadEveryLanguage } from '@agent-portal/i18n';
import { describeTranslations } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en.js';
import { teamTranslations } from './index.js';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };

describeTranslations(teamTranslations, sameAsEnglish);

describe('team namespace (six languages, ARCHITECTURE §7)', () => {
  it('names every rank in each language, as a sales organisation of that language does (issue #29)', async () => {
    const every = (await loadEveryLanguage(en, teamTranslations.loaders)) as Record<string, typeof en>;
    expect(every.de!.common.ranks).toEqual({
      ASSOCIATE: 'Vertriebspartner',
      SENIOR_ASSOCIATE: 'Senior-Vertriebspartner',
      MARKETING_DIRECTOR: 'Vertriebsdirektor',
      SENIOR_MARKETING_DIRECTOR: 'Senior-Vertriebsdirektor',
      EXECUTIVE_MARKETING_DIRECTOR: 'Leitender Vertriebsdirektor',
    });
    for (const lang of ['de', 'es', 'fr', 'it', 'ru']) {
      const ranks = Object.values(every[lang]!.common.ranks);
      expect(new Set(ranks).size, lang).toBe(ranks.length);
    }
  });
});
