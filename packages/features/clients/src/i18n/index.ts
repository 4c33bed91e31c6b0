import { createTranslationResource } from '@agent-portal/i18n';
import { labels } from './labels.js';
import type { en } from './locales/en.js';

/** The i18next namespace of the the agent's clients (spec §2 my-clients, my-clients/{id}; §6) pages. */
export const CLIENTS_NS = 'clients';

/**
 * The translations of the clients feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own (`locales/<language>.ts`), loaded when one of its
 * routes opens (`loadTranslations`) or the language is chosen.
 */
export const clientsTranslations = createTranslationResource<typeof en>({
  namespace: CLIENTS_NS,
  labels,
  load: (language) => import(`./locales/${language}.js`),
});
