import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** Shape of the `myProfile` namespace: every language must have exactly the English keys. */
export type MyProfileResources = DeepStringRecord<typeof en>;
