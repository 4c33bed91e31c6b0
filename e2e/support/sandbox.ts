import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase, freshDatabase } from '@agent-portal/gateway-sandbox/postgres';
import { E2E_ADMIN_TOKEN, E2E_JWT_SECRET } from './env';

/** A sandbox process of a spec's own (restart tests, flows that change shared demo data). */
export interface DedicatedSandbox {
  /** `http://localhost:<port>` */
  origin: string;
  /** Stops the process (SIGTERM, PGlite flushes) and waits for it to exit. */
  stop(): Promise<void>;
  /** Stops and starts it again on the same data (persistence checks). */
  restart(): Promise<void>;
  /** Stops it and deletes its data folder. */
  dispose(): Promise<void>;
}

const serverJs = join(import.meta.dirname, '..', '..', 'apps', 'gateway-sandbox', 'dist', 'server.js');

async function waitHealthy(origin: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sandbox on ${origin} did not start within ${timeoutMs} ms`);
}

/**
 * Starts the built sandbox on `port` with a fresh data folder (`e2e/.e2e-data-<port>-<name>`),
 * the suite's JWT secret and admin token, and waits until `/health` answers. With
 * `TEST_DATABASE_URL` (as the suite's own sandbox) on PostgreSQL, in a database of its own
 * (`agent_portal_e2e_<port>_<name>`, created afresh, dropped by `dispose`); else on PGlite.
 */
export async function startDedicatedSandbox(port: number, name: string): Promise<DedicatedSandbox> {
  const origin = `http://localhost:${port}`;
  const dataDir = join(import.meta.dirname, '..', `.e2e-data-${port}-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = process.env.TEST_DATABASE_URL;
  const database = `agent_portal_e2e_${port}_${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  const databaseUrl = server ? await freshDatabase(server, database) : undefined;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.execPath, [serverJs], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        JWT_SECRET: E2E_JWT_SECRET,
        SANDBOX_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitHealthy(origin);
  };
  // SIGTERM (the sandbox closes and flushes PGlite, within its own 5 s grace), SIGKILL after 15 s.
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      const kill = setTimeout(() => running.kill('SIGKILL'), 15_000);
      running.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      running.kill('SIGTERM');
    });
  await start();
  return {
    origin,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (server) await dropDatabase(server, database);
    },
  };
}
