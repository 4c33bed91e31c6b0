import { registerNamespace } from '@agent-portal/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ru } from './ru';

/** The i18next namespace of the search modal. */
export const SEARCH_NS = 'search';

/** The `search` texts of every language (en, es, fr, de, it, ru). */
export const searchResources = { en, es, fr, de, it, ru };

registerNamespace(SEARCH_NS, searchResources);
