/**
 * `@agent-portal/test-utils`: the one test harness of Agent Portal (HOUSE-STYLE "Tests"):
 * a real store and providers for rendering, the MSW server at the network edge, and
 * fixtures built from the api-client wire types. The vitest setup files are the subpaths
 * `@agent-portal/test-utils/setup` and `@agent-portal/test-utils/setup-no-i18n`.
 * @packageDocumentation
 */
export { forgeToken, samplePayload, testPayload, testProfile } from './fixtures.js';
export { serveProfile } from './handlers.js';
export { configureGatewayForTest, configureStorageForTest, installTestLifecycle, resetBrowserState } from './lifecycle.js';
export type { TestLifecycleOptions } from './lifecycle.js';
export { LocationProbe, renderWithProviders } from './renderWithProviders.js';
export type { RenderWithProvidersOptions, RenderWithProvidersResult, TestRouter } from './renderWithProviders.js';
export { server, TEST_HUB_BUCKET_URL, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL, TEST_SIGN_IN_URL } from './server.js';
export { configureSessionForTest } from './session.js';
export { createTestStore } from './store.js';
export type { CreateTestStoreOptions, TestRootState, TestStore } from './store.js';
