import { createTranslationResource } from '@agent-portal/i18n';
import { en } from './en.js';

/** The i18next namespace of the bell menu and the notification page. */
export const NOTIFICATIONS_NS = 'notifications';

/**
 * The translations of the notifications feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. English is bundled (the namespace is on the
 * dashboard's first load anyway); each other language is its own chunk (`locales/<language>.ts`), loaded when
 * chosen.
 */
export const notificationsTranslations = createTranslationResource<typeof en>({
  namespace: NOTIFICATIONS_NS,
  en,
  load: (language) => import(`./locales/${language}.js`),
});
