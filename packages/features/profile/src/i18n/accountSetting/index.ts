import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** The i18next namespace of the account-setting page. */
export const ACCOUNT_SETTING_NS = 'accountSetting';

/**
 * The translations of the profile feature (account settings) (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. The English texts
 * and each other language are chunks of their own, loaded when one of its routes opens
 * (`loadTranslations`) or the language is chosen.
 */
export const accountSettingTranslations = createTranslationResource<typeof en>({
  namespace: ACCOUNT_SETTING_NS,
  load: (language) => import(`./locales/${language}.js`),
});
