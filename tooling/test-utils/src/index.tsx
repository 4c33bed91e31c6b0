/**
 * `@agent-portal/test-utils`: the test harness of the packages above the base ones (realtime,
 * pay-cycle, the features, the portal; HOUSE-STYLE "Tests"): a real store and the shell's
 * providers for rendering, the MSW server at the network edge, fixtures typed against the
 * api-client wire, and helpers for the repeated parts of the feature tests. It builds on
 * `@agent-portal/vitest-config/harness` (what knows no workspace package), which api-client,
 * auth-session, i18n and ui-kit use directly, so no package below this one depends on it.
 * The vitest setup file is the subpath `@agent-portal/test-utils/setup`.
 * @packageDocumentation
 */
export {
  advanceTime,
  bodyRows,
  cells,
  changeAndAdvance,
  checkStories,
  chooseOption,
  columnHeaders,
  expectButton,
  expectCountsOverTime,
  expectDebouncedSearch,
  expectEmptyState,
  expectFilterBar,
  expectListPage,
  expectLoadFailed,
  expectSelects,
  expectSkeletonRows,
  figureValue,
  fixDateEachTest,
  forgeToken,
  goBack,
  installTestLifecycle,
  loadedRows,
  LocationProbe,
  mockViewport,
  queriesFrom,
  queryOf,
  resetBrowserState,
  restoreMedia,
  server,
  TEST_HUB_BUCKET_URL,
  TEST_ORIGIN,
  TEST_PUBLIC_BUCKET_URL,
  TEST_SIGN_IN_URL,
} from '@agent-portal/vitest-config/harness';
export type { StoryCheck, StoryComponent, TestLifecycleOptions, TestRouter } from '@agent-portal/vitest-config/harness';
export { expectFeatureWiring, menuTree, routeAccess } from './feature.js';
export type { FeatureWiring } from './feature.js';
export { samplePayload, serveProfile, testPayload, testProfile } from './fixtures.js';
export { inLanguage } from './language.js';
export { configureGatewayForTest, configureStorageForTest } from './lifecycle.js';
export { renderWithProviders } from './renderWithProviders.js';
export { routeRenderer } from './routes.js';
export type { RouteRenderOptions } from './routes.js';
export type { RenderWithProvidersOptions, RenderWithProvidersResult } from './renderWithProviders.js';
export { configureSessionForTest } from './session.js';
export { createTestStore } from './store.js';
export type { CreateTestStoreOptions, TestRootState, TestStore } from './store.js';
export { describeTranslations } from './translations.js';
export type { SameAsEnglishEntry } from './translations.js';
