import type { HelpTextLanguage } from '../helpTexts.js';
import { HELP_DE } from './de.js';
import { HELP_ES } from './es.js';
import { HELP_FR } from './fr.js';
import { HELP_IT } from './it.js';
import { HELP_RU } from './ru.js';
import type { HelpTranslation } from './types.js';

/**
 * The help content (FAQ and announcements) in each language besides English (issue #29 item 2;
 * spec §2), written for that language; English is `../content.ts`. The seed stores them as the
 * per-language texts of migration 150 (`seedHelpTranslations`, `../seed.ts`), pairing them with
 * the English rows by position (`translations.test.ts` checks shapes and counts).
 */
export const HELP_TRANSLATIONS: Readonly<Record<HelpTextLanguage, HelpTranslation>> = {
  de: HELP_DE,
  es: HELP_ES,
  fr: HELP_FR,
  it: HELP_IT,
  ru: HELP_RU,
};
