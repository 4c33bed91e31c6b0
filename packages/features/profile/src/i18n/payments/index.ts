import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** The i18next namespace of the recurring-payment page and PayDuePanel. */
export const PAYMENTS_NS = 'payments';

/**
 * The translations of the profile feature (recurring payments) (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. The English texts
 * and each other language are chunks of their own, loaded when one of its routes opens
 * (`loadTranslations`) or the language is chosen.
 */
export const paymentsTranslations = createTranslationResource<typeof en>({
  namespace: PAYMENTS_NS,
  load: (language) => import(`./locales/${language}.js`),
});
