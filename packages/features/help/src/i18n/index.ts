import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en';

/** The i18next namespace of the help pages (issue #12; spec §2 help routes). */
export const HELP_NS = 'help';

/** The non-English texts, each its own chunk loaded when its language is chosen (English ships with the package). */
export const helpLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
};

registerNamespace(HELP_NS, en, helpLoaders);
