/**
 * The vitest setup file of auth-session (`domPreset({ setupFiles: ['./src/test/setup.ts'] })`):
 * the common lifecycle of `@agent-portal/vitest-config/harness` (MSW server, unhandled requests
 * fail, a clean page after each test), the shared i18next instance in English, and before each
 * test the gateway client pointed at `TEST_ORIGIN` with no retry pause (spec §8).
 * auth-session sits below `@agent-portal/test-utils`, so it does not use that harness.
 * @packageDocumentation
 */
import { configureGateway } from '@agent-portal/api-client';
import { initI18n } from '@agent-portal/i18n';
import { installTestLifecycle, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';

installTestLifecycle({
  beforeAllTests: () => initI18n({ lng: 'en' }),
  beforeEachTest: () => configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 }),
});
