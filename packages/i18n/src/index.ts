export {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANG_COOKIE,
  LANG_COOKIE_MINUTES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
} from './languages';
export {
  DATE_RANGE_SEPARATOR,
  changeOf,
  formatBytes,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatPercent,
  useFormatters,
} from './format';
export type { Change, DateStyle, FormatDateOptions, FormatDateRangeOptions, FormatDateTimeOptions, Formatters } from './format';
export { changeLanguage, i18n, initI18n, registerNamespace } from './instance';
export { commonResources } from './resources';
export { loadCommonResources } from './loaders';
export { loadEveryLanguage, translationProblems } from './parity';
export type { InitI18nOptions } from './instance';
export type { CommonResources, DeepStringRecord, LanguageCode, NamespaceLoaders } from './types';
