import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** Shape of the `help` namespace: every language has exactly the English keys. */
export type HelpResources = DeepStringRecord<typeof en>;
