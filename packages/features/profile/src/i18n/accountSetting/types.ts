import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './locales/en.js';

/** Shape of the `accountSetting` namespace: every language must have exactly the English keys. */
export type AccountSettingResources = DeepStringRecord<typeof en>;
