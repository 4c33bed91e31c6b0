/**
 * The vitest setup of this package's translations (listed after `@agent-portal/test-utils/setup` in
 * vitest.config.ts): nothing registers itself on import (issue #30), so the tests register what the
 * portal's start-up registers — the feature's namespaces and ui-kit's — with the English texts loaded
 * in full before any test renders.
 * @packageDocumentation
 */
import { loadTranslations, registerTranslations } from '@agent-portal/i18n';
import { payCycleTranslations } from '@agent-portal/pay-cycle';
import { uiKitTranslations } from '@agent-portal/ui-kit';
import { reportsFeature } from '../feature.js';

const resources = [uiKitTranslations, payCycleTranslations, ...(reportsFeature.translations ?? [])];
registerTranslations(...resources);
await loadTranslations(resources.map((resource) => resource.namespace));
