import { registerNamespace } from '@agent-portal/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ru } from './ru';

/** The i18next namespace of the bell menu and the notification page. */
export const NOTIFICATIONS_NS = 'notifications';

/** The `notifications` texts of every language (en, es, fr, de, it, ru). */
export const notificationsResources = { en, es, fr, de, it, ru };

registerNamespace(NOTIFICATIONS_NS, notificationsResources);
