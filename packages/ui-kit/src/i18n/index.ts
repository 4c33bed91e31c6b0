import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';
import type { UiKitResources } from './types.js';

/** The i18next namespace of ui-kit's own labels: `useTranslation(UI_KIT_NS)`. */
export const UI_KIT_NS = 'uiKit';

/**
 * The non-English texts of the `uiKit` namespace, each its own chunk loaded when its
 * language is chosen (English ships with ui-kit and is the fallback).
 */
export const uiKitLoaders: NamespaceLoaders<UiKitResources> = {
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
  it: () => import('./it.js').then((m) => m.it),
  ru: () => import('./ru.js').then((m) => m.ru),
};

export { en as uiKitEn } from './en.js';

registerNamespace(UI_KIT_NS, en, uiKitLoaders);
