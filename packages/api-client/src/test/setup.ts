/**
 * The vitest setup file of api-client (`domPreset({ setupFiles: ['./src/test/setup.ts'] })`):
 * the common lifecycle of `@agent-portal/vitest-config/harness` (MSW server, unhandled requests
 * fail, a clean page after each test), and before each test the gateway client pointed at
 * `TEST_ORIGIN` with no retry pause (`retryDelayMs: 0` instead of the 250 ms of spec §8).
 * api-client sits below `@agent-portal/test-utils`, so it does not use that harness.
 * @packageDocumentation
 */
import { installTestLifecycle, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { configureGateway } from '../gatewayConfig.js';

installTestLifecycle({ beforeEachTest: () => configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 }) });
