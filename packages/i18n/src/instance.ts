import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { portalLanguageDetector } from './detector.js';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages.js';
import { englishResources, loadCommonResources } from './loaders.js';
import type { LanguageCode, NamespaceLoaders } from './types.js';

/** A namespace registered by a package: English bundled, the other languages behind loaders. */
interface RegisteredNamespace {
  en: Record<string, unknown>;
  loaders: NamespaceLoaders;
}

const registered = new Map<string, RegisteredNamespace>();

function loadNamespaceBundle(language: string, namespace: string): Promise<Record<string, unknown> | undefined> {
  if (namespace === DEFAULT_NAMESPACE) return loadCommonResources(language) as Promise<Record<string, unknown> | undefined>;
  const entry = registered.get(namespace);
  if (!entry) return Promise.resolve(undefined);
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(entry.en);
  const load = entry.loaders[language as Exclude<LanguageCode, 'en'>];
  return load ? load() : Promise.resolve(undefined);
}

/**
 * An i18next backend that loads one namespace of one language from its own chunk:
 * `common` from this package, every other namespace through the loaders given to
 * {@link registerNamespace}. English is always bundled (the fallback).
 */
const lazyLocaleBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    loadNamespaceBundle(language, namespace).then(
      (resources) => callback(null, resources ?? {}),
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
const pendingNamespaces: string[] = [];

function syncDocumentLang(lng: string | undefined): void {
  if (typeof document !== 'undefined' && lng) {
    document.documentElement.lang = lng;
  }
}

function addNamespace(ns: string): void {
  const entry = registered.get(ns);
  if (!entry) return;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, entry.en, true, true);
  // Loads the current language's chunk (when not English) and keeps the namespace
  // in the set i18next reloads on every language change.
  void i18n.loadNamespaces(ns);
}

/**
 * Initialise the shared instance with react-i18next and the portal's language detector
 * ({@link portalLanguageDetector}: `lang` cookie, then `navigator`; the result is cached in the
 * `lang` cookie for one year, `Secure`, `SameSite=Lax`, path `/` — spec §2, §4).
 * Idempotent: later calls return the same promise and ignore their options
 * (use {@link changeLanguage} to switch language).
 *
 * @returns a promise of the initialised instance.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<typeof i18n> {
  if (initPromise) return initPromise;
  i18n.on('languageChanged', syncDocumentLang);
  initPromise = i18n
    .use(portalLanguageDetector)
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
      react: { useSuspense: false },
    })
    .then(() => {
      for (const ns of pendingNamespaces.splice(0)) addNamespace(ns);
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
 * Register a package's namespace: English is bundled with the package (the
 * fallback, available at once); every other language is its own chunk, loaded
 * by `loaders[code]` when that language is chosen (like `common`). Safe to call
 * before {@link initI18n}: the namespace is added once the instance is initialised.
 * Registering a namespace again replaces its loaders and deep-merges its English texts.
 *
 * @param ns the namespace name, e.g. `'notifications'`; use it as `useTranslation('notifications')`.
 * @param en the English texts (the shape every other language must match).
 * @param loaders one loader per non-English language, e.g. `{ fr: () => import('./fr.js').then((m) => m.fr), … }`.
 * @example
 * registerNamespace('search', en, {
 *   es: () => import('./es.js').then((m) => m.es),
 *   fr: () => import('./fr.js').then((m) => m.fr),
 *   de: () => import('./de.js').then((m) => m.de),
 *   it: () => import('./it.js').then((m) => m.it),
 *   ru: () => import('./ru.js').then((m) => m.ru),
 * });
 */
export function registerNamespace<T extends object>(ns: string, en: T, loaders: NamespaceLoaders<T>): void {
  const previous = registered.get(ns);
  registered.set(ns, {
    en: previous ? deepMerge(previous.en, en as Record<string, unknown>) : (en as Record<string, unknown>),
    loaders: loaders as NamespaceLoaders,
  });
  if (i18n.isInitialized) addNamespace(ns);
  else if (!pendingNamespaces.includes(ns)) pendingNamespaces.push(ns);
}

function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}
