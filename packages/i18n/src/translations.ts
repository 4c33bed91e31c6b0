import { loadEveryLanguage, translationProblems, untranslatedTexts, type SameAsEnglish } from './parity.js';
import type { NamespaceLoaders } from './types.js';

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
 * Declares a translation resource: type-checks the English texts against every language's loader
 * and returns the resource, frozen. Register it with {@link registerTranslations}.
 * @example
 * // packages/features/help/src/i18n/index.ts
 * export const helpTranslations = createTranslationResource({
 *   namespace: 'help',
 *   en: () => import('./en.js').then((m) => m.en),
 *   labels: helpLabels, // { menu: { help: 'Help', … }, pages: { help: 'Help', … } }
 *   loaders: {
 *     es: () => import('./es.js').then((m) => m.es),
 *     fr: () => import('./fr.js').then((m) => m.fr),
 *     de: () => import('./de.js').then((m) => m.de),
 *     it: () => import('./it.js').then((m) => m.it),
 *     ru: () => import('./ru.js').then((m) => m.ru),
 *   },
 * });
 */
export function createTranslationResource<T extends object>(resource: TranslationResource<T>): TranslationResource<T> {
  return Object.freeze({ ...resource });
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
