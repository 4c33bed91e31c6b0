/**
 * `@agent-portal/test-utils`: the one test harness of Agent Portal (HOUSE-STYLE "Tests"):
 * a real store and providers for rendering, the MSW server at the network edge, and
 * fixtures built from the api-client wire types. The vitest setup files are the subpaths
 * `@agent-portal/test-utils/setup` and `@agent-portal/test-utils/setup-no-i18n`.
 * @packageDocumentation
 */
export { forgeToken, samplePayload, testPayload, testProfile } from './fixtures';
export { serveProfile } from './handlers';
export { configureGatewayForTest, configureStorageForTest, installTestLifecycle, resetBrowserState } from './lifecycle';
export type { TestLifecycleOptions } from './lifecycle';
export { LocationProbe, renderWithProviders } from './renderWithProviders';
export type { RenderWithProvidersOptions, RenderWithProvidersResult, TestRouter } from './renderWithProviders';
export { server, TEST_HUB_BUCKET_URL, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL, TEST_SIGN_IN_URL } from './server';
export { configureSessionForTest } from './session';
export { createTestStore } from './store';
export type { CreateTestStoreOptions, TestRootState, TestStore } from './store';
