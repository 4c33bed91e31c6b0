/**
 * The vitest setup file of packages whose tests render translated UI: list it after the
 * preset's own, `domPreset({ setupFiles: ['@agent-portal/test-utils/setup'] })`.
 * MSW server (unhandled requests fail), the shared i18next instance in English, the gateway
 * pointed at `TEST_ORIGIN` before each test, and a clean page (cookies, storage, URL, toasts)
 * after each test. See `installTestLifecycle` of `@agent-portal/vitest-config/harness`.
 * @packageDocumentation
 */
import { initI18n } from '@agent-portal/i18n';
import { closeToast } from '@agent-portal/ui-kit';
import { installTestLifecycle } from '@agent-portal/vitest-config/harness';
import { configureGatewayForTest } from './lifecycle.js';

installTestLifecycle({
  beforeAllTests: () => initI18n({ lng: 'en' }),
  beforeEachTest: configureGatewayForTest,
  afterEachTest: () => closeToast(),
});
