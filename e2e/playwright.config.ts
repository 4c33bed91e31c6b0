import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_JWT_SECRET, E2E_PORT, baseURL } from './support/env';

// Chromium leaves nothing in the home folder.
const xdg = join(tmpdir(), 'agent-portal-e2e-xdg');
mkdirSync(xdg, { recursive: true });
process.env.XDG_CONFIG_HOME = xdg;
process.env.XDG_CACHE_HOME = xdg;

const dataDir = join(import.meta.dirname, `.e2e-data-${E2E_PORT}`);

/**
 * The end-to-end suite: the built portal served by the gateway sandbox (fresh data
 * each run), in Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a loaded 2-core machine has shown rare one-off timeouts; Playwright
  // still reports a test that passed on retry as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // 15 s: a loaded 2-core CI machine has taken over 10 s to boot a second tab or list a section.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace (DOM snapshots and screencast of every action) costs a quarter of the suite's CPU:
    // 30 tests took 179–190 s recording one each and 131–137 s without, on this 2-core machine.
    // On CI (one retry) only a retry records one, so a test that fails twice still leaves its
    // trace; by hand (no retry) every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal's service worker (issue #32) would answer the shell's files from its cache, where
    // `page.route` cannot see them (shell.spec.ts, faults.spec.ts route `/assets/`): every spec runs
    // with service workers blocked, but tests/pwa.spec.ts, which allows them (`test.use`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The JS budget (issue #8): what Chromium loads, counted; `pnpm size` runs it alone. Listed first:
    // its one long test then runs beside the suite's first tests instead of alone at the end.
    {
      name: 'budget',
      testDir: './budget',
      use: { ...devices['Desktop Chrome'], channel: undefined, screenshot: 'off', trace: 'off' },
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  // Fails the run when the sandbox answered against its response schemas (issue #31).
  globalTeardown: './support/contract-teardown.ts',
  webServer: {
    // Fresh data each run; on PostgreSQL when TEST_DATABASE_URL is set (support/start-sandbox.mjs).
    command: 'node support/start-sandbox.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      SANDBOX_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      // Every gateway answer is checked against its route's response schema; a mismatch is a 500
      // the step sees (issue #31, apps/gateway-sandbox/src/contract/responseCheck.ts).
      SANDBOX_VALIDATE_RESPONSES: '1',
    },
  },
});
