/**
 * `@agent-portal/vitest-config/harness`: the part of the test harness that knows no workspace
 * package, so every package can use it, the bottom ones (api-client, i18n, ui-kit, auth-session)
 * included, with no dev-time cycle (issue #30 item 5): the MSW server and the test URLs, the
 * vitest lifecycle, a render in a memory router, and agent 7's fixtures. Packages above those
 * four use `@agent-portal/test-utils`, which builds on this with the store, theme and i18n.
 * @packageDocumentation
 */
export { forgeToken, samplePayload, serveProfile, testPayload, testProfile } from './fixtures.js';
export { installTestLifecycle, resetBrowserState } from './lifecycle.js';
export type { TestLifecycleOptions } from './lifecycle.js';
export { advanceTime, changeAndAdvance, chooseOption, columnHeaders, expectCountsOverTime, expectDebouncedSearch, expectListPage, fixDateEachTest, goBack, loadedRows, mockViewport, queriesFrom, queryOf, restoreMedia } from './page.js';
export { LocationProbe, renderInRouter } from './render.js';
export type { RenderInRouterOptions, RenderInRouterResult, TestRouter } from './render.js';
export { server, TEST_HUB_BUCKET_URL, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL, TEST_SIGN_IN_URL } from './server.js';
export { bodyRows, cells, checkStories, expectButton, expectEmptyState, expectFilterBar, expectLoadFailed, expectSelects, expectSkeletonRows, figureValue } from './stories.js';
export type { StoryCheck, StoryComponent } from './stories.js';
