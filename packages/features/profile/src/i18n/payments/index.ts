import { registerNamespace } from '@agent-portal/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ru } from './ru';

/** The i18next namespace of the recurring-payment page and PayDuePanel. */
export const PAYMENTS_NS = 'payments';

/** The `payments` texts of every language (en, es, fr, de, it, ru). */
export const paymentsResources = { en, es, fr, de, it, ru };

registerNamespace(PAYMENTS_NS, paymentsResources);
