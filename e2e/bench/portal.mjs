// Shared by the browser benchmarks (bench:lighthouse, bench:team-tree): a sandbox of
// their own serving the built portal (`pnpm build` first), and the sign-in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Password of every demo account (docs/CONTRACTS.md). */
export const DEMO_PASSWORD = 'Sandbox!2026';

/**
 * Starts the built sandbox on `port` with a fresh temporary data folder and `env`
 * (e.g. `{ SEED_SCALE: '50' }`), and waits until `/health` answers (up to `timeoutMs`).
 * @returns `{ origin, stop }`; `stop()` ends the process and deletes its data (a promise).
 * @throws Error when it does not answer in time.
 */
export async function startSandbox(port, env = {}, timeoutMs = 120_000) {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const child = spawn(process.execPath, [join(here, '../../apps/gateway-sandbox/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ends the process, then deletes its data folder (1.4 GB at SEED_SCALE=50) once it has exited;
  // resolves when both are done.
  const stop = () =>
    new Promise((resolve) => {
      const remove = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return remove();
      child.once('exit', remove);
      child.kill('SIGTERM');
    });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The sandbox did not answer on ${origin}/health within ${timeoutMs / 1000} s.`);
}

/** Signs `page` in at the identity provider as `email` and waits for the portal's `path`. */
export async function signIn(page, origin, email, path = '/dashboard') {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path && !url.searchParams.has('sso'), { timeout: 60_000 });
}

/** The median of `values` (numbers). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
