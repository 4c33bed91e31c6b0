import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANG_COOKIE,
  LANG_COOKIE_MINUTES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
} from './languages';
import { englishResources, loadCommonResources } from './loaders';
import type { LanguageCode } from './types';

/**
 * An i18next backend that loads the `common` namespace of a language from its own
 * chunk (feature namespaces arrive through {@link registerNamespace}).
 */
const lazyLocaleBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    if (namespace !== DEFAULT_NAMESPACE) {
      callback(null, {});
      return;
    }
    loadCommonResources(language).then(
      (resources) => callback(null, (resources ?? {}) as Record<string, unknown>),
      (error: unknown) => callback(error, null),
    );
  },
};

/**
 * The one i18next instance of the portal (a singleton: every package uses this
 * one, never the global `i18next`). Call {@link initI18n} before rendering.
 */
export const i18n: I18nInstance = i18next.createInstance();

/** Options of {@link initI18n}. */
export interface InitI18nOptions {
  /**
   * Force a language and skip detection (Storybook, tests). Without it the
   * language comes from the `lang` cookie, then the browser's languages, then `en`.
   */
  lng?: LanguageCode;
}

let initPromise: Promise<typeof i18n> | null = null;
const pendingNamespaces: Array<[string, Record<LanguageCode, Record<string, unknown>>]> = [];

function syncDocumentLang(lng: string | undefined): void {
  if (typeof document !== 'undefined' && lng) {
    document.documentElement.lang = lng;
  }
}

function addNamespace(ns: string, resources: Record<LanguageCode, Record<string, unknown>>): void {
  for (const { code } of SUPPORTED_LANGUAGES) {
    const bundle = resources[code];
    if (bundle) i18n.addResourceBundle(code, ns, bundle, true, true);
  }
}

/**
 * Initialise the shared instance with react-i18next and the language detector
 * (order: `lang` cookie, then `navigator`; the result is cached in the `lang`
 * cookie for one year, `Secure`, `SameSite=Lax`, path `/` — spec §2, §4).
 * Idempotent: later calls return the same promise and ignore their options
 * (use {@link changeLanguage} to switch language).
 *
 * @returns a promise of the initialised instance.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<typeof i18n> {
  if (initPromise) return initPromise;
  i18n.on('languageChanged', syncDocumentLang);
  initPromise = i18n
    .use(LanguageDetector)
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: options.lng,
      // English is bundled; other languages load from their own chunk when chosen.
      resources: { [DEFAULT_LANGUAGE]: { [DEFAULT_NAMESPACE]: englishResources } },
      partialBundledLanguages: true,
      supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['cookie', 'navigator'],
        lookupCookie: LANG_COOKIE,
        caches: ['cookie'],
        cookieMinutes: LANG_COOKIE_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax', secure: true },
        // 'fr-CA' → 'fr': i18next would otherwise keep the regional code as the language.
        convertDetectedLanguage: (lng: string) => lng.split(/[-_]/)[0]!.toLowerCase(),
      },
      react: { useSuspense: false },
    })
    .then(() => {
      for (const [ns, resources] of pendingNamespaces.splice(0)) addNamespace(ns, resources);
      syncDocumentLang(i18n.resolvedLanguage ?? i18n.language);
      return i18n;
    });
  return initPromise;
}

/**
 * Switch the portal's language: writes the `lang` cookie (1 year, `Secure`,
 * `SameSite=Lax`, path `/`), changes the i18next language and sets
 * `document.documentElement.lang`. Initialises the instance first if needed.
 *
 * @throws {RangeError} when `code` is not a supported language.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (!isSupportedLanguage(code)) throw new RangeError(`Unsupported language: ${String(code)}`);
  await initI18n();
  await i18n.changeLanguage(code);
  syncDocumentLang(code);
}

/**
 * Add a feature package's namespace in every language (deep merge, existing
 * keys overwritten). Safe to call before {@link initI18n}: the bundles are
 * added once the instance is initialised.
 *
 * @param ns the namespace name, e.g. `'dashboard'`; use it as `t('dashboard:key')` or `useTranslation('dashboard')`.
 * @param resources the namespace's texts for each language code.
 */
export function registerNamespace(ns: string, resources: Record<LanguageCode, Record<string, unknown>>): void {
  if (i18n.isInitialized) addNamespace(ns, resources);
  else pendingNamespaces.push([ns, resources]);
}
