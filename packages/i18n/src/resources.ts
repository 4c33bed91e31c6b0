import { de } from './locales/de.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { it } from './locales/it.js';
import { ru } from './locales/ru.js';
import type { CommonResources, LanguageCode } from './types.js';

/**
 * The `common` namespace in every supported language, keyed by language code, all
 * bundled together (tests, Storybook, tooling). The portal itself loads languages
 * one at a time through {@link loadCommonResources}.
 */
export const commonResources: Readonly<Record<LanguageCode, CommonResources>> = { en, es, fr, de, it, ru };
