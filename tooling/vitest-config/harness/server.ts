import { setupServer } from 'msw/node';

/**
 * The one MSW server of every package's tests (msw/node). The setup files start it
 * with `onUnhandledRequest: 'error'` (a request no handler answers fails the test) and
 * remove per-test handlers after each test; add handlers in a test with `server.use(...)`.
 */
export const server = setupServer();

/**
 * Origin of the jsdom page (`https://localhost/` in the dom preset, so Secure cookies are
 * accepted); also the gateway URL and socket URL in tests, so MSW handlers are written as
 * `${TEST_ORIGIN}/integration/v1/...` (spec §7).
 */
export const TEST_ORIGIN = 'https://localhost';

/** The identity provider's sign-in page configured in tests (spec §4, §5). */
export const TEST_SIGN_IN_URL = 'https://idp.example.test/idp/sign-in';

/** Base URL of the hub bucket (avatars, private files) configured in tests (CONTRACTS `GET /storage/hub/<path>`). */
export const TEST_HUB_BUCKET_URL = `${TEST_ORIGIN}/storage/hub/`;

/** Base URL of the public bucket (forms, images) configured in tests (CONTRACTS `GET /storage/public/<path>`). */
export const TEST_PUBLIC_BUCKET_URL = `${TEST_ORIGIN}/storage/public/`;
