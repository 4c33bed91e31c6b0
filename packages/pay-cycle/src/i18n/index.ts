import { createTranslationResource, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';
import type { PayCycleResources } from './types.js';

/** The i18next namespace of the pay-cycle picker's labels: `useTranslation(PAY_CYCLE_NS)`. */
export const PAY_CYCLE_NS = 'payCycle';

export { en as payCycleEn } from './en.js';

/**
 * The `payCycle` translations (the pay-cycle picker's labels; issue #30): English bundled (`en.ts`, the fallback), each
 * other language its own chunk. Nothing registers them on import: the portal's start-up, Storybook's
 * preview and the tests' setup call `registerTranslations(payCycleTranslations)` of `@agent-portal/i18n`.
 */
export const payCycleTranslations = createTranslationResource<PayCycleResources>({ namespace: PAY_CYCLE_NS, en, load: (language) => import(`./locales/${language}.js`) });

/**
 * The non-English texts of the `payCycle` namespace, each its own chunk (`locales/<language>.ts`) loaded
 * when its language is chosen: {@link payCycleTranslations}' loaders.
 */
export const payCycleLoaders: NamespaceLoaders<PayCycleResources> = payCycleTranslations.loaders;
