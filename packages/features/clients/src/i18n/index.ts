import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en';

/** The i18next namespace of the the agent's clients (spec §2 my-clients, my-clients/{id}; §6) pages. */
export const CLIENTS_NS = 'clients';

/**
 * The non-English texts of this namespace, each its own chunk loaded when its
 * language is chosen (English ships with the package).
 */
export const clientsLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
};

registerNamespace(CLIENTS_NS, en, clientsLoaders);
