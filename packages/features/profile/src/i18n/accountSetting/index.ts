import { registerNamespace } from '@agent-portal/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ru } from './ru';

/** The i18next namespace of the account-setting page. */
export const ACCOUNT_SETTING_NS = 'accountSetting';

/** The `accountSetting` texts of every language (en, es, fr, de, it, ru). */
export const accountSettingResources = { en, es, fr, de, it, ru };

registerNamespace(ACCOUNT_SETTING_NS, accountSettingResources);
