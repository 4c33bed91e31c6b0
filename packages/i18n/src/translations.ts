import { SUPPORTED_LANGUAGES } from './languages.js';
import { loadEveryLanguage, translationProblems, untranslatedTexts, type SameAsEnglish } from './parity.js';
import type { LanguageCode, NamespaceLoaders } from './types.js';

/**
 * A package's translations as one value (Backstage's `createTranslationResource` is the model):
 * its i18next namespace, its English texts and a lazy loader for each of the five other languages
 * (ARCHITECTURE §7, spec §2 Languages). A feature hands it to the shell in its `translations`;
 * the shell registers it with {@link registerTranslations} before the first render. Importing a
 * resource registers nothing (no module side effect).
 *
 * English is either the texts themselves (bundled with whoever imports the resource: the
 * namespaces on the dashboard's first load, ui-kit's) or a loader of its own chunk plus the
 * `labels` the shell shows before any of the package's code has loaded (a feature's `menu.*` and
 * `pages.*`), so that the start-up code carries a few words per feature, not its pages' texts.
 * @typeParam T - the shape of the English texts (`typeof en`).
 */
export interface TranslationResource<T extends object = object> {
  /** The i18next namespace, e.g. `'help'`: `useTranslation('help')`, or `'help:menu.help'` from another namespace. */
  readonly namespace: string;
  /** The English texts (the reference every language matches, and the fallback), or a loader of their chunk. */
  readonly en: T | (() => Promise<T>);
  /** With a lazy `en`: the English texts registered at once, e.g. `{ menu, pages }` (a feature's menu and page labels). */
  readonly labels?: Partial<T>;
  /** One loader per non-English language: each its own chunk, loaded when that language is chosen. */
  readonly loaders: NamespaceLoaders<T>;
}

/**
 * A locale module of a package: its texts of one language exported under that language's code,
 * e.g. `locales/es.ts` exports `es` (the convention of every namespace's `locales/` folder).
 */
export type LocaleModule = Readonly<Partial<Record<LanguageCode, unknown>>>;

/**
 * A translation resource declared from its locale modules (issue #30): one `load` imports the
 * module of any language, so a package writes its import once and the bundler still makes each
 * language a chunk of its own. With Vite/Rollup, `load` is a dynamic import with one variable, the
 * file name, inside a folder holding only the locale files it may import:
 * `(language) => import(\`./locales/${language}.js\`)`. A bundled English (`en`) lives outside that
 * folder (`i18n/en.ts`, imported statically), so that the folder holds only chunks.
 * @typeParam T - the shape of the English texts (`typeof en`).
 */
export interface LocaleTranslations<T extends object = object> {
  /** The i18next namespace, e.g. `'help'`. */
  readonly namespace: string;
  /** The English texts when they are bundled with whoever imports the resource; omitted, English is a chunk loaded through `load('en')`. */
  readonly en?: T;
  /** With a lazy English: the English texts registered at once (a feature's `{ menu, pages }`). */
  readonly labels?: Partial<T>;
  /**
   * Imports the locale module of a language (English only when `en` is omitted).
   * @param language - the language code, e.g. `'fr'`: the module's file name.
   * @returns the module; its export named after the language holds the texts.
   */
  readonly load: (language: LanguageCode) => Promise<LocaleModule>;
}

/** The texts a locale module exports under its language's code (an error naming the namespace when it has none). */
function localeTexts<T>(namespace: string, load: LocaleTranslations['load'], language: LanguageCode): () => Promise<T> {
  return async () => {
    const texts = (await load(language))[language];
    if (texts === undefined) throw new Error(`${namespace}: the ${language} locale module exports no \`${language}\``);
    return texts as T;
  };
}

/**
 * Declares a translation resource and returns it, frozen; register it with {@link registerTranslations}.
 * Given `load` ({@link LocaleTranslations}), each language's texts come from its locale module: English
 * bundled (`en`) or a chunk like the five others. Given `loaders` ({@link TranslationResource}), one
 * loader per non-English language, type-checked against the English texts.
 * @throws when a loaded locale module has no export named after its language (at load time).
 * @example
 * // packages/features/help/src/i18n/index.ts; locales/ holds de.ts, en.ts, es.ts, fr.ts, it.ts, ru.ts
 * export const helpTranslations = createTranslationResource<typeof en>({
 *   namespace: 'help',
 *   labels: helpLabels, // { menu: { help: 'Help', … }, pages: { help: 'Help', … } }
 *   load: (language) => import(`./locales/${language}.js`),
 * });
 */
export function createTranslationResource<T extends object>(resource: TranslationResource<T> | LocaleTranslations<T>): TranslationResource<T> {
  if (!('load' in resource)) return Object.freeze({ ...resource });
  const { namespace, en, labels, load } = resource;
  const loaders = Object.fromEntries(
    SUPPORTED_LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => [code, localeTexts<T>(namespace, load, code)]),
  ) as unknown as NamespaceLoaders<T>;
  return Object.freeze({ namespace, en: en ?? localeTexts<T>(namespace, load, 'en'), ...(labels ? { labels } : {}), loaders });
}

/**
 * Everything wrong with a resource's six languages (ARCHITECTURE §7, issue #29 item 4): the key
 * parity problems of {@link translationProblems} (missing, extra or empty keys, differing
 * `{{placeholders}}`), the texts left as in English outside `allowed` ({@link untranslatedTexts}),
 * and English `labels` that differ from the whole English texts. Loads every language. The one
 * check each namespace's `i18n.test.ts` runs:
 * `expect(await translationReport(helpTranslations, ALLOWED)).toEqual([])`.
 * @param resource - the resource to check.
 * @param allowed - the namespace's texts rightly the same as in English, each with why.
 * @returns one line per problem, e.g. `fr: missing page.title`; empty when all is well.
 */
export async function translationReport(resource: TranslationResource, allowed: readonly SameAsEnglish[] = []): Promise<string[]> {
  const en = typeof resource.en === 'function' ? await resource.en() : resource.en;
  const every = await loadEveryLanguage(en, resource.loaders);
  const labels = Object.entries(resource.labels ?? {})
    .filter(([key, text]) => JSON.stringify(text) !== JSON.stringify((en as Record<string, unknown>)[key]))
    .map(([key]) => `en: labels.${key} differ from the English texts`);
  return [...translationProblems(every), ...untranslatedTexts(every, allowed), ...labels];
}
