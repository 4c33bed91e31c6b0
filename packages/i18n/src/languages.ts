import type { LanguageCode } from './types.js';

/**
 * The languages offered in the language menu, in menu order, each with its
 * native name (spec §2 "Languages", ARCHITECTURE §7).
 */
export const SUPPORTED_LANGUAGES: ReadonlyArray<{ code: LanguageCode; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'ru', label: 'Русский' },
];

/** The fallback language, used when neither the cookie nor the browser names a supported one (spec §4, §9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Name of the cookie holding the chosen language (spec §9, CONTRACTS "Cookies"). */
export const LANG_COOKIE = 'lang';

/** Lifetime of the `lang` cookie in minutes: one year (525 600 min). */
export const LANG_COOKIE_MINUTES = 365 * 24 * 60;

/** The namespace every `t()` call uses unless it names another one. */
export const DEFAULT_NAMESPACE = 'common';

const CODES: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES.map((l) => l.code));

/**
 * Type guard: whether `code` is exactly one of the supported language codes
 * (`'fr'` is, `'fr-CA'` is not).
 */
export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && CODES.has(code);
}
