/**
 * The vitest setup of pay-cycle's translations (listed after `@agent-portal/test-utils/setup` in
 * vitest.config.ts): nothing registers itself on import (issue #30), so the tests register the
 * `payCycle` namespace as the portal's start-up does.
 * @packageDocumentation
 */
import { registerTranslations } from '@agent-portal/i18n';
import { payCycleTranslations } from '../i18n/index.js';

registerTranslations(payCycleTranslations);
