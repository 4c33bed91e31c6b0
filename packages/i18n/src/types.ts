import type { en } from './locales/en.js';

/**
 * A language the portal offers (ARCHITECTURE §7: both readings of spec §2
 * "Languages", so French and German are both present). Fallback: `en`.
 */
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'it' | 'ru';

/**
 * The shape of `T` with every leaf widened to `string`: the type every
 * translation of a namespace must satisfy, so a missing or extra key in any
 * language is a TypeScript error.
 */
export type DeepStringRecord<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};

/** The `common` namespace: the shape of the English resources (`src/locales/en.ts`). */
export type CommonResources = DeepStringRecord<typeof en>;

/**
 * The loaders of a namespace's non-English languages, one per language: each
 * returns that language's texts (a chunk of its own, imported when the language
 * is chosen). `T` is the shape of the English texts.
 */
export type NamespaceLoaders<T = Record<string, unknown>> = {
  readonly [L in Exclude<LanguageCode, 'en'>]: () => Promise<T | DeepStringRecord<T>>;
};
