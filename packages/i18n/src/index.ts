export {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANG_COOKIE,
  LANG_COOKIE_MINUTES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
} from './languages.js';
export {
  DATE_RANGE_SEPARATOR,
  changeOf,
  formatBytes,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatPercent,
  keepRangeDashTogether,
  useFormatters,
} from './format.js';
export type { Change, DateStyle, FormatDateOptions, FormatDateRangeOptions, FormatDateTimeOptions, Formatters } from './format.js';
export { PHONE_HOME_COUNTRY, formatPhone } from './phone.js';
export type { FormatPhoneOptions } from './phone.js';
export { changeLanguage, i18n, initI18n, loadTranslations, registerTranslations } from './instance.js';
export { createTranslationResource, translationReport } from './translations.js';
export type { LocaleModule, LocaleTranslations, TranslationResource } from './translations.js';
export { commonResources } from './resources.js';
export { en as commonEn } from './locales/en.js';
export { loadCommonResources } from './loaders.js';
export { loadEveryLanguage, translationProblems, untranslatedTexts, type SameAsEnglish } from './parity.js';
export type { InitI18nOptions } from './instance.js';
export type { CommonResources, DeepStringRecord, LanguageCode, NamespaceLoaders } from './types.js';
