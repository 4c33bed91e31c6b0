import { registerNamespace, type NamespaceLoaders } from '@agent-portal/i18n';
import { en } from './en.js';

/** The i18next namespace of the recurring-payment page and PayDuePanel. */
export const PAYMENTS_NS = 'payments';

/**
 * The non-English texts of this namespace, each its own chunk loaded when its
 * language is chosen (English ships with the package).
 */
export const paymentsLoaders: NamespaceLoaders<typeof en> = {
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
  it: () => import('./it.js').then((m) => m.it),
  ru: () => import('./ru.js').then((m) => m.ru),
};

registerNamespace(PAYMENTS_NS, en, paymentsLoaders);
