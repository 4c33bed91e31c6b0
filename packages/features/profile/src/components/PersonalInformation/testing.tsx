import { configureStorageForTest, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { beforeEach } from 'vitest';
import '../../i18n/myProfile/index.js';

/** Base of integration v1 URLs in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

/**
 * Installs `handlers` on the shared MSW server before each test of the file (a test's own
 * `server.use(...)` still wins) and points the storage buckets at the test origin
 * (avatars and documents, spec §3). MSW, i18n and the gateway come from the setup file.
 * @returns the shared MSW server.
 */
export function setupMyProfileTests(...handlers: Parameters<typeof server.use>) {
  beforeEach(() => {
    server.use(...handlers);
    configureStorageForTest();
  });
  return server;
}

export { avaInfo } from './fixtures.js';
