import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en';

/** The i18next namespace of ui-kit's own labels: `useTranslation(UI_KIT_NS)`. */
export const UI_KIT_NS = 'uiKit';

/**
 * The non-English texts of the `uiKit` namespace, each its own chunk loaded when its
 * language is chosen (English ships with ui-kit and is the fallback).
 */
export const uiKitLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
};

/** The English texts of the `uiKit` namespace (the reference for every other language). */
export const uiKitEn = en;

registerNamespace(UI_KIT_NS, en, uiKitLoaders);
