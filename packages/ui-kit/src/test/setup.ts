/**
 * The vitest setup file of ui-kit (`domPreset({ setupFiles: ['./src/test/setup.ts'] })`): the
 * common lifecycle of `@agent-portal/vitest-config/harness` (MSW server, unhandled requests fail,
 * a clean page after each test), the shared i18next instance in English, and every toast
 * closed after each test. ui-kit sits below `@agent-portal/test-utils`, so it does not use that harness.
 * @packageDocumentation
 */
import { initI18n, registerTranslations } from '@agent-portal/i18n';
import { installTestLifecycle } from '@agent-portal/vitest-config/harness';
import { uiKitTranslations } from '../i18n/index.js';
import { closeToast } from '../toast/toast.js';

// Nothing registers itself on import (issue #30): the tests register ui-kit's namespace as the portal does.
registerTranslations(uiKitTranslations);

installTestLifecycle({
  beforeAllTests: () => initI18n({ lng: 'en' }),
  afterEachTest: () => closeToast(),
});
