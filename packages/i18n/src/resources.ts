import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ru } from './locales/ru';
import type { CommonResources, LanguageCode } from './types';

/**
 * The `common` namespace in every supported language, keyed by language code, all
 * bundled together (tests, Storybook, tooling). The portal itself loads languages
 * one at a time through {@link loadCommonResources}.
 */
export const commonResources: Readonly<Record<LanguageCode, CommonResources>> = { en, es, fr, de, it, ru };
