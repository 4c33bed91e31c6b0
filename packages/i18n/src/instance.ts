import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { portalLanguageDetector } from './detector.js';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages.js';
import { englishResources, loadCommonResources } from './loaders.js';
import type { TranslationResource } from './translations.js';
import type { LanguageCode, NamespaceLoaders } from './types.js';

/** A registered namespace: its English texts at hand (all, or its labels until `loadEnglish` ran), the other languages behind loaders. */
interface RegisteredNamespace {
  en: Record<string, unknown>;
  /** The whole English namespace, when only part of it (`labels`) was bundled; cleared once loaded. */
  loadEnglish?: () => Promise<object>;
  loaders: NamespaceLoaders<object>;
}

const registered = new Map<string, RegisteredNamespace>();

/** The whole English namespace (loading it once when the resource gave it lazily). */
async function englishOf(entry: RegisteredNamespace): Promise<Record<string, unknown>> {
  const load = entry.loadEnglish;
  if (load) {
    entry.en = deepMerge(entry.en, (await load()) as Record<string, unknown>);
    entry.loadEnglish = undefined;
  }
  return entry.en;
}

function loadNamespaceBundle(language: string, namespace: string): Promise<Record<string, unknown> | undefined> {
  if (namespace === DEFAULT_NAMESPACE) return loadCommonResources(language) as Promise<Record<string, unknown> | undefined>;
  const entry = registered.get(namespace);
  if (!entry) return Promise.resolve(undefined);
  if (language === DEFAULT_LANGUAGE) return englishOf(entry);
  const load = entry.loaders[language as Exclude<LanguageCode, 'en'>];
  return load ? (load() as Promise<Record<string, unknown>>) : Promise.resolve(undefined);
}

/**
 * An i18next backend that loads one namespace of one language from its own chunk:
 * `common` from this package, every other namespace through the loaders of its
 * {@link TranslationResource} given to {@link registerTranslations}.
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

/** Whether a namespace has English texts at hand (all of them, or its labels): its current language loads at once. */
const hasBundledTexts = (entry: RegisteredNamespace) => Object.keys(entry.en).length > 0;

function addNamespace(ns: string): void {
  const entry = registered.get(ns);
  if (!entry) return;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, entry.en, true, true);
  // Loads the current language's chunk (when not English) and keeps the namespace
  // in the set i18next reloads on every language change. A namespace with nothing bundled
  // (lazy English, no labels) waits for loadTranslations.
  if (hasBundledTexts(entry)) void i18n.loadNamespaces(ns);
}

/**
 * The namespaces registered before {@link initI18n}, for its options: their English texts as
 * bundled resources, and the ones with texts at hand among the namespaces init loads in the chosen
 * language — in parallel with `common`, so the first render has the menu's labels in that language.
 */
function pendingForInit(): { english: Record<string, Record<string, unknown>>; load: string[] } {
  const english: Record<string, Record<string, unknown>> = {};
  const load: string[] = [];
  for (const ns of pendingNamespaces) {
    const entry = registered.get(ns);
    if (!entry) continue;
    english[ns] = entry.en;
    if (hasBundledTexts(entry)) load.push(ns);
  }
  return { english, load };
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
  const pending = pendingForInit();
  initPromise = i18n
    .use(portalLanguageDetector)
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: options.lng,
      // English is bundled (common and the namespaces registered so far); other languages load
      // from their own chunk when chosen — the registered namespaces' at once, beside common.
      resources: { [DEFAULT_LANGUAGE]: { ...pending.english, [DEFAULT_NAMESPACE]: englishResources } },
      partialBundledLanguages: true,
      supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE, ...pending.load],
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
 * Registers translation resources ({@link createTranslationResource}) with the portal's instance:
 * each namespace's bundled English is available at once (the fallback), every other language is
 * its own chunk, loaded when that language is chosen — and, for a resource whose English is lazy,
 * the whole English namespace when {@link loadTranslations} asks for it. The shell calls it once at
 * start-up with every feature's `translations` (and ui-kit's, pay-cycle's), before the first
 * render; Storybook's preview and the tests' setup do the same. Safe before {@link initI18n}: the
 * namespaces are added once the instance is initialised. Registering a namespace again replaces its
 * loaders and deep-merges its English texts. No package registers itself on import (they declare
 * `sideEffects: false`).
 * @example
 * registerTranslations(uiKitTranslations, ...features.flatMap((f) => f.translations ?? []));
 */
export function registerTranslations(...resources: readonly TranslationResource[]): void {
  for (const resource of resources) {
    const { namespace, en } = resource;
    const previous = registered.get(namespace);
    const lazy = typeof en === 'function' ? (en as () => Promise<object>) : undefined;
    const english = (lazy ? (resource.labels ?? {}) : en) as Record<string, unknown>;
    registered.set(namespace, {
      en: previous ? deepMerge(previous.en, english) : english,
      ...(lazy ? { loadEnglish: lazy } : {}),
      loaders: resource.loaders,
    });
    if (i18n.isInitialized) addNamespace(namespace);
    else if (!pendingNamespaces.includes(namespace)) pendingNamespaces.push(namespace);
  }
}

/**
 * Loads registered namespaces for use: the whole English texts of a resource that bundles only its
 * labels, and the current language's chunk. The shell awaits it beside a route's module, so a
 * feature's page renders with its texts (no key or English flash).
 * @param namespaces - one namespace or several; an unregistered one is ignored.
 * @returns a promise settled once every text is in the instance (rejected when a chunk fails to load).
 */
export async function loadTranslations(namespaces: string | readonly string[]): Promise<void> {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  await Promise.all(
    list.map(async (ns) => {
      const entry = registered.get(ns);
      if (!entry?.loadEnglish) return;
      const english = await englishOf(entry);
      if (i18n.isInitialized) i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, english, true, true);
    }),
  );
  if (i18n.isInitialized) await i18n.loadNamespaces([...list]);
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
