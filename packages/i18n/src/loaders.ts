import { en } from './locales/en.js';
import type { CommonResources, LanguageCode } from './types.js';

const loaders: Record<LanguageCode, () => Promise<CommonResources>> = {
  en: async () => en,
  es: () => import('./locales/es.js').then((m) => m.es),
  fr: () => import('./locales/fr.js').then((m) => m.fr),
  de: () => import('./locales/de.js').then((m) => m.de),
  it: () => import('./locales/it.js').then((m) => m.it),
  ru: () => import('./locales/ru.js').then((m) => m.ru),
};

/**
 * The `common` namespace of one language. English (the fallback) is bundled; every
 * other language is a chunk of its own, loaded when first needed, so the critical
 * path carries one language only.
 * @returns the texts, or `undefined` for an unsupported code.
 */
export function loadCommonResources(code: string): Promise<CommonResources | undefined> {
  const load = loaders[code as LanguageCode];
  return load ? load() : Promise.resolve(undefined);
}

/** The English `common` namespace, always bundled (the fallback language). */
export const englishResources: CommonResources = en;
