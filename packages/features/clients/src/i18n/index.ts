import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';

/** The i18next namespace of the the agent's clients (spec §2 my-clients, my-clients/{id}; §6) pages. */
export const CLIENTS_NS = 'clients';

/**
 * The non-English texts of this namespace, each its own chunk loaded when its
 * language is chosen (English ships with the package).
 */
export const clientsLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
  it: () => import('./it.js').then((m) => m.it),
  ru: () => import('./ru.js').then((m) => m.ru),
};

registerNamespace(CLIENTS_NS, en, clientsLoaders);
