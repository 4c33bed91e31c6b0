import { createTranslationResource } from '@agent-portal/i18n';
import { en } from './en.js';

/** The i18next namespace of the dashboard widgets (issue #12). */
export const DASHBOARD_NS = 'dashboard';

/**
 * The translations of the dashboard feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. English is bundled (the namespace is on the
 * dashboard's first load anyway); each other language is its own chunk (`locales/<language>.ts`), loaded when
 * chosen.
 */
export const dashboardTranslations = createTranslationResource<typeof en>({
  namespace: DASHBOARD_NS,
  en,
  load: (language) => import(`./locales/${language}.js`),
});
