import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './en.js';

/** Shape of the `uiKit` namespace: every language has exactly the English keys. */
export type UiKitResources = DeepStringRecord<typeof en>;
