import { loadEveryLanguage, translationProblems } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { accountSettingLoaders } from './accountSetting/index.js';
import { en as accountSettingEn } from './accountSetting/en.js';
import { myProfileLoaders } from './myProfile/index.js';
import { en as myProfileEn } from './myProfile/en.js';
import { paymentsLoaders } from './payments/index.js';
import { en as paymentsEn } from './payments/en.js';

// Every message in all six languages (issue #4 "Forms"; ARCHITECTURE §7).
describe.each([
  ['myProfile', () => loadEveryLanguage(myProfileEn, myProfileLoaders)],
  ['payments', () => loadEveryLanguage(paymentsEn, paymentsLoaders)],
  ['accountSetting', () => loadEveryLanguage(accountSettingEn, accountSettingLoaders)],
] as const)('the %s namespace', (_name, load) => {
  it('has every English key, and no other, in every language; none empty; the same placeholders', async () => {
    expect(translationProblems(await load())).toEqual([]);
  });
});
