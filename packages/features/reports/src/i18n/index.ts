import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './en.js';
import { labels } from './labels.js';

/** The i18next namespace of the reports pages. */
export const REPORTS_NS = 'reports';

/**
 * The translations of the reports feature (issue #30): registered by the shell at start-up
 * (`registerTranslations`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own, loaded when one of its routes opens
 * (`loadTranslations`) or the language is chosen.
 */
export const reportsTranslations = createTranslationResource<typeof en>({
  namespace: REPORTS_NS,
  en: () => import('./en.js').then((m) => m.en),
  labels,
  loaders: {
    es: () => import('./es.js').then((m) => m.es),
    fr: () => import('./fr.js').then((m) => m.fr),
    de: () => import('./de.js').then((m) => m.de),
    it: () => import('./it.js').then((m) => m.it),
    ru: () => import('./ru.js').then((m) => m.ru),
  },
});
