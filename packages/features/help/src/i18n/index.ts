import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './locales/en.js';
import { labels } from './labels.js';

/** The i18next namespace of the help pages (issue #12; spec §2 help routes). */
export const HELP_NS = 'help';

/**
 * The translations of the help feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own, loaded when one of its routes opens
 * (`loadTranslations`) or the language is chosen.
 */
export const helpTranslations = createTranslationResource<typeof en>({
  namespace: HELP_NS,
  labels,
  load: (language) => import(`./locales/${language}.js`),
});
