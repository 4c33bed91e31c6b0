import { setupServer } from 'msw/node';

/** The MSW server of this package's tests: add handlers per test with `server.use(...)`. */
export const server = setupServer();

/** Origin of the jsdom page (vitest preset); the gateway URL in tests. */
export const TEST_ORIGIN = 'https://localhost';
