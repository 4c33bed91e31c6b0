import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { accountSettingTranslations } from './accountSetting/index.js';
import { myProfileTranslations } from './myProfile/index.js';
import { paymentsTranslations } from './payments/index.js';

const same = (language: SameAsEnglish['language'], keys: readonly string[], why: string): SameAsEnglish[] => keys.map((key) => ({ key, language, why }));

/** Texts of each namespace rightly the same as in English (issue #29), each with why. */
const ALLOWED: Record<'myProfile' | 'payments' | 'accountSetting', SameAsEnglish[]> = {
  myProfile: [
    ...same('fr', ['documents.name'], '"Document" is the French word too'),
    ...same('fr', ['documents.actions'], '"Actions" is the French word too'),
    ...same('fr', ['recurring.date'], '"Date" is the French word too'),
    ...same('de', ['recurring.status'], '"Status" is the German word too'),
  ],
  payments: [
    ...same('fr', ['due.date', 'history.date'], '"Date" is the French word too'),
    ...same('fr', ['history.total'], '"Total" is the French word too'),
    ...same('es', ['history.total'], '"Total" is the Spanish word too'),
    ...same('es', ['due.subtotal'], '"Subtotal" is the Spanish word too'),
    ...same('es', ['settings.no'], '"No" is the Spanish word too'),
    ...same('it', ['settings.no'], '"No" is the Italian word too'),
    ...same('de', ['due.status', 'history.status'], '"Status" is the German word too'),
  ],
  accountSetting: [
    ...same('fr', ['security.question'], '"Question" is the French word too'),
    ...same('fr', ['activities.date'], '"Date" is the French word too'),
  ],
};

// Every message in all six languages (issue #4 "Forms"; ARCHITECTURE §7), none left in English (issue #29).
describe.each([
  ['myProfile', myProfileTranslations],
  ['payments', paymentsTranslations],
  ['accountSetting', accountSettingTranslations],
] as const)('the %s namespace', (name, translations) => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(translations, ALLOWED[name])).toEqual([]);
  });
});
