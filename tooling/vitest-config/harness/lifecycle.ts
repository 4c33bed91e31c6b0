import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { restoreMedia } from './page.js';
import { server } from './server.js';

/** Options of {@link installTestLifecycle}: what a package's setup file adds to the common hooks. */
export interface TestLifecycleOptions {
  /**
   * Runs once per test file, after the MSW server listens and before the first test
   * (e.g. `() => initI18n({ lng: 'en' })`).
   */
  beforeAllTests?: () => unknown;
  /** Runs before each test (e.g. configure the gateway client at `TEST_ORIGIN`). */
  beforeEachTest?: () => void;
  /** Runs after each test, once the rendered trees are unmounted (e.g. close every toast). */
  afterEachTest?: () => void;
}

/**
 * Clears what a test leaves in the jsdom page: every cookie (path `/`), `localStorage`,
 * `sessionStorage`, the URL (back to `/`, via `history.replaceState`), a desktop `matchMedia`
 * ({@link restoreMedia}) and fake timers (`vi.useRealTimers()`).
 */
export function resetBrowserState(): void {
  vi.useRealTimers();
  restoreMedia();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

/**
 * Registers the vitest hooks of a test file (a setup file calls it once):
 * before all, the {@link server} listens with `onUnhandledRequest: 'error'`, then
 * `beforeAllTests` runs; before each test, `beforeEachTest` runs; after each test, the trees
 * are unmounted, `afterEachTest` runs, the per-test handlers are removed and
 * {@link resetBrowserState} runs; after all, the server closes.
 * @param options - see {@link TestLifecycleOptions}.
 */
export function installTestLifecycle({ beforeAllTests, beforeEachTest, afterEachTest }: TestLifecycleOptions = {}): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await beforeAllTests?.();
  });
  beforeEach(() => {
    beforeEachTest?.();
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
