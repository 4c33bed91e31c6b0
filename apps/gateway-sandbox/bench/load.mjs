// Load benchmark of the sandbox (issue #13 §7): a mixed agent workload over real HTTP, with
// autocannon, against three set-ups, one after another:
//   1. one node on PGlite (the default, embedded);
//   2. one node on PostgreSQL (DATABASE_URL);
//   3. two nodes on PostgreSQL + Redis (REDIS_URL, the socket.io Redis adapter), the connections
//      split between them.
// Each node is the built server (`node dist/server.js`) in its own process, seeded on first
// start (a temp DATA_DIR; on PostgreSQL a fresh database, dropped afterwards). Agents sign in
// through the identity provider first (Ava and Uma, several sessions each); every connection
// then cycles through the workload: profile, notifications, search, earnings, the commission
// report, the team list.
//
//   pnpm bench:load                      (root; builds the sandbox first)
//   BENCH_CONNECTIONS=200 BENCH_DURATION_S=15 node bench/load.mjs
//
// The PostgreSQL set-ups need a server: BENCH_DATABASE_URL or TEST_DATABASE_URL (a role that
// may create databases) and, for two nodes, BENCH_REDIS_URL or TEST_REDIS_URL; source
// tooling/scripts/ensure-postgres.sh and ensure-redis.sh to start both on loopback. Without
// them those set-ups are skipped with a notice. Load is bounded: BENCH_DURATION_S (default 15,
// at most 20) per set-up, so ≤ 60 s of load in all.
// Prints req/s, p50/p95/p99 (ms, from every response's own latency) and errors (socket errors,
// timeouts — no answer within 10 s — and non-2xx answers, broken down) per set-up. Budget on PostgreSQL (both set-ups): 200 concurrent
// connections, 0 errors, p99 < 100 ms; exits with status 1 when a PostgreSQL set-up misses it.
// PGlite serialises every query in one WASM instance, so it is reported without a budget.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, percentiles } from './harness.mjs';

const dist = new URL('../dist/', import.meta.url);
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(new URL('db/seed/constants.js', dist).href);
const { adminQuery, freshDatabase } = await import(new URL('db/pg.js', dist).href);

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Math.min(20, Number(process.env.BENCH_DURATION_S ?? 15));
const SESSIONS_PER_AGENT = 4;
const BUDGET = { connections: 200, errors: 0, p99Ms: 100 };
const SECRET = 'bench-load-secret-0123456789abcdef0123456789abcdef';
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;
const redisUrl = process.env.BENCH_REDIS_URL?.trim() || process.env.TEST_REDIS_URL?.trim() || null;

/** Starts `node dist/server.js` on a free port with `env`; resolves once it serves. */
function startNode(env) {
  const child = spawn(process.execPath, [new URL('server.js', dist).pathname], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', JWT_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /serving http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ url: `http://127.0.0.1:${match[1]}`, stop: () => stopNode(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`sandbox node exited (${code}) before serving:\n${output}`)));
  });
}

function stopNode(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs `email` in through `POST /idp/sign-in`; returns the session token and the agent's id and code. */
async function signIn(base, email) {
  const response = await fetch(`${base}/idp/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const token = new URL(location).searchParams.get('sso');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const profile = await (await fetch(`${base}/integration/v1/users/${claims.user_id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, userId: claims.user_id, code: profile.data.code };
}

/** The mixed workload: one request of each kind per cycle of a connection. */
const WORKLOAD = [
  ['profile', (s) => `/integration/v1/users/${s.userId}`],
  ['notifications', () => '/intercom/v1/notifications/notify-me?page=1&limit=10'],
  ['search', (s, i) => `/integration/v1/analytics/search?search=${['mar', 'sofia', 'chen', 'lee', 'med'][i % 5]}`],
  ['earnings', () => '/integration/v1/commissions/earnings?start_date=2026-01-06&end_date=2026-11-23'],
  ['report', (s, i) => `/integration/v1/commissions/report?limit=25&page=${1 + (i % 3)}`],
  ['team', (s, i) => `/integration/v2/hierarchy/${s.code}/team?page=${1 + (i % 3)}`],
];

/**
 * Checks every request of the workload once per session (200 expected) before the load, and
 * times each kind alone (one request at a time, so its own service time in ms).
 * @returns the median service time per kind of request (ms).
 */
async function checkWorkload(base, sessions) {
  const times = new Map(WORKLOAD.map(([name]) => [name, []]));
  for (const [n, session] of sessions.entries()) {
    for (const [name, route] of WORKLOAD) {
      const started = performance.now();
      const response = await fetch(`${base}${route(session, n)}`, { headers: { authorization: `Bearer ${session.token}` } });
      const body = await response.text();
      times.get(name).push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${name} ${route(session, n)} → ${response.status} ${body}`);
    }
  }
  return Object.fromEntries([...times].map(([name, list]) => [name, percentiles(list)(50)]));
}

/** Runs autocannon against `base` with `connections`; collects each response's latency into `latencies`. */
function load(base, sessions, connections, latencies) {
  let next = 0;
  const requests = WORKLOAD.map(([, route]) => ({
    method: 'GET',
    setupRequest: (request) => {
      const n = next++;
      const session = sessions[n % sessions.length];
      return { ...request, path: route(session, n), headers: { authorization: `Bearer ${session.token}` } };
    },
  }));
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration: DURATION_S, requests, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** One set-up: starts its nodes, signs agents in, loads them all at once, stops them. */
async function runSetup(label, nodeEnvs) {
  const nodes = [];
  try {
    for (const env of nodeEnvs) nodes.push(await startNode(env));
    const sessions = [];
    for (const key of ['ava', 'uma']) {
      for (let i = 0; i < SESSIONS_PER_AGENT; i++) sessions.push(await signIn(nodes[i % nodes.length].url, DEMO_ACCOUNTS[key].email));
    }
    let alone;
    for (const node of nodes) {
      await checkWorkload(node.url, sessions); // warm-up
      alone = await checkWorkload(node.url, sessions);
    }
    const latencies = [];
    const started = Date.now();
    const results = await Promise.all(
      nodes.map((node, i) => load(node.url, sessions, Math.floor(CONNECTIONS / nodes.length) + (i < CONNECTIONS % nodes.length ? 1 : 0), latencies)),
    );
    const seconds = (Date.now() - started) / 1000;
    // autocannon's `errors` include its timeouts (no answer within 10 s).
    const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    const breakdown = { socket: 0, timeouts: 0 };
    for (const r of results) {
      breakdown.socket += r.errors - r.timeouts;
      breakdown.timeouts += r.timeouts;
      for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) {
        if (!code.startsWith('2')) breakdown[code] = (breakdown[code] ?? 0) + count;
      }
    }
    const p = percentiles(latencies);
    return { label, alone, breakdown, requests: latencies.length, rps: latencies.length / seconds, p50: p(50), p95: p(95), p99: p(99), errors };
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

/** A fresh PostgreSQL database on the bench server; `drop()` removes it. */
async function benchDatabase() {
  const name = `sandbox_bench_load_${process.pid}`;
  return { url: await freshDatabase(serverUrl, name), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`) };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-bench-load-'));
const rows = [];
const notes = [];
try {
  rows.push(await runSetup('1 node, PGlite', [{ DATA_DIR: path.join(dataDir, 'pglite-node') }]));
  if (!serverUrl) {
    notes.push('PostgreSQL set-ups skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (source tooling/scripts/ensure-postgres.sh).');
  } else {
    const database = await benchDatabase();
    try {
      rows.push(await runSetup('1 node, PostgreSQL', [{ DATA_DIR: path.join(dataDir, 'pg-node'), DATABASE_URL: database.url }]));
      if (!redisUrl) {
        notes.push('Two-node set-up skipped: set BENCH_REDIS_URL or TEST_REDIS_URL (source tooling/scripts/ensure-redis.sh).');
      } else {
        const shared = { DATABASE_URL: database.url, REDIS_URL: redisUrl };
        rows.push(
          await runSetup('2 nodes, PostgreSQL + Redis', [
            { ...shared, DATA_DIR: path.join(dataDir, 'node-a') },
            { ...shared, DATA_DIR: path.join(dataDir, 'node-b') },
          ]),
        );
      }
    } finally {
      await database.drop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nbench:load — ${CONNECTIONS} connections, ${DURATION_S} s per set-up, workload: ${WORKLOAD.map(([name]) => name).join(', ')}`);
console.log('set-up                          requests    req/s     p50     p95     p99  errors  budget');
let failed = false;
for (const row of rows) {
  const onPostgres = row.label.includes('PostgreSQL');
  const within = CONNECTIONS >= BUDGET.connections && row.errors <= BUDGET.errors && row.p99 < BUDGET.p99Ms;
  if (onPostgres && !within) failed = true;
  const verdict = onPostgres ? (within ? 'ok' : 'OVER') : '—';
  console.log(
    `${row.label.padEnd(30)} ${String(row.requests).padStart(9)} ${row.rps.toFixed(0).padStart(8)} ${fmt(row.p50)}  ${fmt(row.p95)}  ${fmt(row.p99)} ${String(row.errors).padStart(7)}  ${verdict}`,
  );
}
console.log('\neach kind alone (median ms of one request at a time, before the load):');
for (const row of rows) console.log(`${row.label.padEnd(30)} ${Object.entries(row.alone).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
for (const row of rows.filter((r) => r.errors > 0)) {
  const parts = Object.entries(row.breakdown).filter(([, n]) => n > 0);
  console.log(`errors of ${row.label}: ${parts.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
}
for (const note of notes) console.log(note);
console.log(`budget on PostgreSQL: ${BUDGET.connections} connections, ${BUDGET.errors} errors, p99 < ${BUDGET.p99Ms} ms`);
process.exit(failed ? 1 : 0);
