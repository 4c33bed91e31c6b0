import { createTranslationResource } from '@agent-portal/i18n';
import { en } from './en.js';

/** The i18next namespace of the search modal. */
export const SEARCH_NS = 'search';

/**
 * The translations of the global search (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. English is bundled (the namespace is on the
 * dashboard's first load anyway); each other language is its own chunk (`locales/<language>.ts`), loaded when
 * chosen.
 */
export const searchTranslations = createTranslationResource<typeof en>({
  namespace: SEARCH_NS,
  en,
  load: (language) => import(`./locales/${language}.js`),
});
