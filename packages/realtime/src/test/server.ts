import { setupServer } from 'msw/node';

/** The MSW server of this package's tests. */
export const server = setupServer();

/** Origin of the jsdom page; the gateway and socket URL in tests. */
export const TEST_ORIGIN = 'https://localhost';

/** The sign-in page configured in tests. */
export const TEST_SIGN_IN_URL = 'https://idp.example.test/idp/sign-in';
