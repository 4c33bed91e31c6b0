/** Port of the sandbox under test (E2E_PORT, default 4100, apart from the dev 4000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);
/** Origin of the portal and the sandbox under test. */
export const baseURL = `http://localhost:${E2E_PORT}`;
/** JWT secret given to the sandbox so the suite can mint expired and valid tokens. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
/** Sandbox admin token for the sandbox-only admin routes. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
/** Password of every demo account. */
export const DEMO_PASSWORD = 'Sandbox!2026';
/** The demo accounts of the seed. */
export const DEMO = {
  ava: 'ava.licensed@agent-portal.test',
  uma: 'uma.upline@agent-portal.test',
  leo: 'leo.unlicensed@agent-portal.test',
  bea: 'bea.blocked@agent-portal.test',
} as const;
