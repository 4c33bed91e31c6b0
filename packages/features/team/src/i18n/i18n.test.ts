import { loadEveryLanguage, translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { teamTranslations } from './index.js';

const same = (language: SameAsEnglish['language'], keys: readonly string[], why: string): SameAsEnglish[] => keys.map((key) => ({ key, language, why }));

/** Texts of the namespace rightly the same as in English (issue #29), each with why. */
const ALLOWED: SameAsEnglish[] = [
  ...(['de', 'it'] as const).map((language): SameAsEnglish => ({ key: 'menu.team', language, why: 'German and Italian use "Team" as is' })),
  ...same('fr', ['common.problemsShort.DOCUMENTS'], '"Documents" is the French word too'),
  ...same('fr', ['common.code'], '"Code" is the French word too'),
  ...same('de', ['common.code'], '"Code" is the German word too'),
  ...same('fr', ['myTeam.columns.agent'], '"Agent" is the French word too'),
  ...same('de', ['myTeam.columns.agent'], '"Agent" is the German word too (Versicherungsagent)'),
  ...same('fr', ['upline.count'], '"Agents" is the French plural too'),
  ...same('fr', ['myTeam.goToPage'], '"Page" is the French word too'),
  ...same('fr', ['promotion.mine.note', 'promotion.decide.note'], '"Note" is the French word too'),
  ...same('de', ['myTeam.filters.status', 'agentPanel.status', 'promotion.mine.status'], '"Status" is the German word too'),
  ...same('de', ['myTeam.filters.problem'], '"Problem" is the German word too'),
  ...same('de', ['common.upline', 'common.downline', 'myTeam.columns.upline', 'agentPanel.counts'], 'German network sales say "Upline" and "Downline"'),
  ...same('it', ['common.upline', 'common.downline', 'myTeam.columns.upline', 'agentPanel.counts'], 'Italian network sales say "upline" and "downline"'),
  ...same('it', ['common.email'], '"Email" is the Italian word too'),
];

describe('team namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(teamTranslations, ALLOWED)).toEqual([]);
  });

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
