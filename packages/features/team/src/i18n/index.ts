import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en';

/** The i18next namespace of the team pages. */
export const TEAM_NS = 'team';

/**
 * The non-English texts of this namespace, each its own chunk loaded when its
 * language is chosen (English ships with the package).
 */
export const teamLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
};

registerNamespace(TEAM_NS, en, teamLoaders);
