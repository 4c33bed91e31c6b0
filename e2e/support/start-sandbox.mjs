// The webServer of the end-to-end suite (playwright.config.ts): the built gateway sandbox on
// fresh data. With TEST_DATABASE_URL (the test command starts a PostgreSQL server, issue #13 §6)
// the sandbox runs on PostgreSQL, in a database of its own (`agent_portal_e2e_<PORT>`, dropped
// and created again), as in production; without it, on PGlite in DATA_DIR. Either way DATA_DIR
// (the storage buckets, PGlite's files) starts empty.
import { rmSync } from 'node:fs';
import { freshDatabase } from '@agent-portal/gateway-sandbox/postgres';

const { PORT, DATA_DIR, TEST_DATABASE_URL } = process.env;
if (!PORT || !DATA_DIR) throw new Error('start-sandbox: PORT and DATA_DIR are required');
rmSync(DATA_DIR, { recursive: true, force: true });
if (TEST_DATABASE_URL) {
  process.env.DATABASE_URL = await freshDatabase(TEST_DATABASE_URL, `agent_portal_e2e_${Number(PORT)}`);
}
await import('@agent-portal/gateway-sandbox/server');
