import { configureGateway, configureStorage } from '@agent-portal/api-client';
import { TEST_HUB_BUCKET_URL, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL } from '@agent-portal/vitest-config/harness';

/**
 * Points the gateway client at `TEST_ORIGIN` with no retry pause (`retryDelayMs: 0`
 * instead of the 250 ms of spec §8). The setup file calls it before each test; a test that
 * needs other options (an `onError` spy, `getAccessToken`) calls `configureGateway` itself
 * afterwards, which replaces every option until the next test.
 */
export function configureGatewayForTest(): void {
  configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
}

/**
 * Points the storage buckets at `TEST_HUB_BUCKET_URL` (`${TEST_ORIGIN}/storage/hub/`) and
 * `TEST_PUBLIC_BUCKET_URL` (`${TEST_ORIGIN}/storage/public/`), for tests of avatars and
 * files (spec §3, §7 Files). Not done by the setup file: until it is called, `hubFileUrl`
 * and `publicFileUrl` answer `undefined`, as in the portal before start-up.
 */
export function configureStorageForTest(): void {
  configureStorage({ hubBucketUrl: TEST_HUB_BUCKET_URL, publicBucketUrl: TEST_PUBLIC_BUCKET_URL });
}
