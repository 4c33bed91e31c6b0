import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** Shape of the `forms` namespace: every language has exactly the English keys. */
export type FormsResources = DeepStringRecord<typeof en>;
