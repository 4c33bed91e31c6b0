import { configureGateway, configureStorage } from '@agent-portal/api-client';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server, TEST_HUB_BUCKET_URL, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL } from './server.js';

/** Options of {@link installTestLifecycle}. */
export interface TestLifecycleOptions {
  /**
   * Runs once per test file, after the MSW server listens and before the first test
   * (`setup.ts` passes `() => initI18n({ lng: 'en' })`).
   */
  beforeAllTests?: () => unknown;
  /** Runs after each test, once the rendered trees are unmounted (`setup.ts` closes every toast). */
  afterEachTest?: () => void;
  /** Configure the gateway client before each test with {@link configureGatewayForTest}. Default `true`. */
  gateway?: boolean;
}

/**
 * Points the gateway client at {@link TEST_ORIGIN} with no retry pause (`retryDelayMs: 0`
 * instead of the 250 ms of spec §8). The setup files call it before each test; a test that
 * needs other options (an `onError` spy, `getAccessToken`) calls `configureGateway` itself
 * afterwards, which replaces every option until the next test.
 */
export function configureGatewayForTest(): void {
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
}

/**
 * Points the storage buckets at {@link TEST_HUB_BUCKET_URL} (`${TEST_ORIGIN}/storage/hub/`) and
 * {@link TEST_PUBLIC_BUCKET_URL} (`${TEST_ORIGIN}/storage/public/`), for tests of avatars and
 * files (spec §3, §7 Files). Not done by the setup files: until it is called, `hubFileUrl`
 * and `publicFileUrl` answer `undefined`, as in the portal before start-up.
 */
export function configureStorageForTest(): void {
  configureStorage({ hubBucketUrl: TEST_HUB_BUCKET_URL, publicBucketUrl: TEST_PUBLIC_BUCKET_URL });
}

/**
 * Clears what a test leaves in the jsdom page: every cookie (path `/`), `localStorage`,
 * `sessionStorage`, and the URL (back to `/`, via `history.replaceState`).
 */
export function resetBrowserState(): void {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

/**
 * Registers the vitest hooks of a test file (the setup files call it once):
 * before all, the {@link server} listens with `onUnhandledRequest: 'error'`, then
 * `beforeAllTests` runs; before each test, the gateway is configured (unless
 * `gateway: false`); after each test, the trees are unmounted, `afterEachTest` runs,
 * the per-test handlers are removed and {@link resetBrowserState} runs; after all, the
 * server closes.
 * @param options - see {@link TestLifecycleOptions}.
 */
export function installTestLifecycle({ beforeAllTests, afterEachTest, gateway = true }: TestLifecycleOptions = {}): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await beforeAllTests?.();
  });
  beforeEach(() => {
    if (gateway) configureGatewayForTest();
  });
  afterEach(() => {
    cleanup();
    afterEachTest?.();
    server.resetHandlers();
    resetBrowserState();
  });
  afterAll(() => {
    server.close();
  });
}
