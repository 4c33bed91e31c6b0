import { createTranslationResource, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';
import type { UiKitResources } from './types.js';

/** The i18next namespace of ui-kit's own labels: `useTranslation(UI_KIT_NS)`. */
export const UI_KIT_NS = 'uiKit';

export { en as uiKitEn } from './en.js';

/**
 * The `uiKit` translations (ui-kit's own labels; issue #30): English bundled (`en.ts`, the fallback), each
 * other language its own chunk. Nothing registers them on import: the portal's start-up, Storybook's
 * preview and the tests' setup call `registerTranslations(uiKitTranslations)` of `@agent-portal/i18n`.
 */
export const uiKitTranslations = createTranslationResource<UiKitResources>({
  namespace: UI_KIT_NS,
  en,
  load: (language) => import(`./locales/${language}.js`),
});

/**
 * The non-English texts of the `uiKit` namespace, each its own chunk (`locales/<language>.ts`) loaded
 * when its language is chosen: {@link uiKitTranslations}' loaders.
 */
export const uiKitLoaders: NamespaceLoaders<UiKitResources> = uiKitTranslations.loaders;
