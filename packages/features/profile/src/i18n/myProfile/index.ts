import { registerNamespace } from '@agent-portal/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ru } from './ru';

/** The i18next namespace of the my-profile page (issue #4). */
export const MY_PROFILE_NS = 'myProfile';

/** The `myProfile` texts of every language (en, es, fr, de, it, ru). */
export const myProfileResources = { en, es, fr, de, it, ru };

registerNamespace(MY_PROFILE_NS, myProfileResources);
