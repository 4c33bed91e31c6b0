import { createTranslationResource, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';
import type { PayCycleResources } from './types.js';

/** The i18next namespace of the pay-cycle picker's labels: `useTranslation(PAY_CYCLE_NS)`. */
export const PAY_CYCLE_NS = 'payCycle';

/**
 * The non-English texts of the `payCycle` namespace, each its own chunk loaded when its
 * language is chosen (English ships with the package and is the fallback).
 */
export const payCycleLoaders: NamespaceLoaders<PayCycleResources> = {
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
  it: () => import('./it.js').then((m) => m.it),
  ru: () => import('./ru.js').then((m) => m.ru),
};

export { en as payCycleEn } from './en.js';

/**
 * The `payCycle` translations (the pay-cycle picker's labels; issue #30): English bundled (the fallback), each
 * other language its own chunk. Nothing registers them on import: the portal's start-up, Storybook's
 * preview and the tests' setup call `registerTranslations(payCycleTranslations)` of `@agent-portal/i18n`.
 */
export const payCycleTranslations = createTranslationResource<PayCycleResources>({ namespace: PAY_CYCLE_NS, en, loaders: payCycleLoaders });
