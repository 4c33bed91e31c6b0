import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './locales/en.js';
import { labels } from './labels.js';

/** The i18next namespace of the forms, the business overview and compliance (spec §2 forms, business-overview, compliance; §6) pages. */
export const FORMS_NS = 'forms';

/**
 * The translations of the forms feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own, loaded when one of its routes opens
 * (`loadTranslations`) or the language is chosen.
 */
export const formsTranslations = createTranslationResource<typeof en>({
  namespace: FORMS_NS,
  labels,
  load: (language) => import(`./locales/${language}.js`),
});
