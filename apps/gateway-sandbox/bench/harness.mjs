// Shared set-up of the sandbox benchmarks (bench/*.mjs): the built app over an
// in-memory PGlite seeded with SEED_SCALE — or, with BENCH_DATABASE_URL (a PostgreSQL server
// and a role that may create databases, e.g. TEST_DATABASE_URL), over a fresh database
// `sandbox_bench` on that server, dropped afterwards — Ava signed in through the identity
// provider, and percentiles of measured durations.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const dist = new URL('../dist/', import.meta.url);
const { buildApp } = await import(new URL('app.js', dist).href);
const { openPgliteDb } = await import(new URL('db/pglite.js', dist).href);
const { dropDatabase, freshDatabase, openPgDb } = await import(new URL('db/pg.js', dist).href);
const { prepareDatabase } = await import(new URL('db/prepare.js', dist).href);
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(new URL('db/seed/constants.js', dist).href);

/** The PostgreSQL server of the benchmarks, when one is named (BENCH_DATABASE_URL). */
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
const BENCH_DATABASE = 'sandbox_bench';

/**
 * Seeds a database (SEED_SCALE from the environment; in memory, or `sandbox_bench` on
 * BENCH_DATABASE_URL's server), builds the app on it and signs Ava in. `close()` closes the
 * app and the database, drops `sandbox_bench` and removes the temp folder.
 * @returns {Promise<{ app, db, token: string, avaId: number, seedMs: number, engine: string, close: () => Promise<void> }>}
 */
export async function startBenchSandbox() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-bench-'));
  const db = serverUrl ? await openPgDb(await freshDatabase(serverUrl, BENCH_DATABASE)) : await openPgliteDb(null);
  const engine = serverUrl ? 'PostgreSQL' : 'PGlite in memory';
  const started = performance.now();
  await prepareDatabase(db, path.join(dataDir, 'storage'));
  const seedMs = performance.now() - started;
  const config = {
    port: 0,
    host: 'localhost',
    publicUrl: 'http://localhost:4000',
    allowedOrigins: ['http://localhost:4000'],
    dataDir,
    database: serverUrl ? { kind: 'pg', url: serverUrl } : { kind: 'pglite', dataDir: null },
    jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
    tokenTtlS: 3600,
    portalDist: path.join(dataDir, 'no-portal'),
    logLevel: 'silent',
  };
  const app = await buildApp({ config, db });
  const signIn = await app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: DEMO_ACCOUNTS.ava.email, password: DEMO_PASSWORD }).toString(),
  });
  const token = new URL(String(signIn.headers.location)).searchParams.get('sso');
  const [{ id: avaId }] = await db.query('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.ava.email]);
  const close = async () => {
    await app.close();
    await db.close();
    if (serverUrl) await dropDatabase(serverUrl, BENCH_DATABASE);
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, db, token, avaId, seedMs, engine, close };
}

/**
 * Times `urls` as GETs through `app.inject` with the bearer `token`, one after another, after
 * a warm-up of the first 20 (query plans, caches).
 * @returns `p => the p-th percentile` of the durations (ms), see {@link percentiles}.
 * @throws Error naming the URL when an answer is not 200.
 */
export async function measureGets(app, token, urls) {
  const call = (url) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  for (const url of urls.slice(0, 20)) await call(url);
  const times = [];
  for (const url of urls) {
    const t0 = performance.now();
    const response = await call(url);
    times.push(performance.now() - t0);
    if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
  }
  return percentiles(times);
}

/** Sorts `times` (ms) and returns `p => the p-th percentile` (nearest rank). */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A duration in ms, one decimal, right-aligned for the tables. */
export const fmt = (ms) => ms.toFixed(1).padStart(6);
