#!/usr/bin/env node
// `pnpm bench:fanout` (issue #3, budget 1 s): time for ONE notification to reach
// 1,000 connected sockets of one agent on loopback.
//
// Starts an in-process sandbox (the built dist/, in-memory PGlite, seeded), signs
// Ava in, connects N socket.io-client sockets (websocket) with her token, then
// calls app.notify() (insert + push `ml.ping.notify.me` to room user:<id>) and
// measures until every socket has received that push. Clients and server share
// this process, so the figure includes the clients' own decoding (a pessimistic
// loopback measurement). Options: SOCKETS (default 1000), ROUNDS (default 5).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../dist/app.js';
import { openPgliteDb } from '../dist/db/pglite.js';
import { prepareDatabase } from '../dist/db/prepare.js';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BUDGET_MS = 1000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'fanout-bench-'));
const db = await openPgliteDb(null);
await prepareDatabase(db, path.join(dataDir, 'storage'));
const app = await buildApp({
  db,
  config: {
    port: 0,
    host: '127.0.0.1',
    publicUrl: null,
    allowedOrigins: ['http://127.0.0.1'],
    dataDir,
    database: { kind: 'pglite', dataDir: null },
    jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
    tokenTtlS: 3600,
    portalDist: path.join(dataDir, 'no-portal'),
    logLevel: 'silent',
    sandboxAdminToken: null,
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
const url = `http://127.0.0.1:${port}`;

const signIn = await app.inject({
  method: 'POST',
  url: '/idp/sign-in',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'email=ava.licensed%40agent-portal.test&password=Sandbox!2026',
});
const token = new URL(signIn.headers.location).searchParams.get('sso');
const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;

const started = performance.now();
const sockets = [];
for (let i = 0; i < SOCKETS; i += 1) {
  sockets.push(connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token }, forceNew: true }));
}
await Promise.all(
  sockets.map((s) => new Promise((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  })),
);
console.log(`${SOCKETS} sockets connected in ${Math.round(performance.now() - started)} ms`);

const figures = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const subject = `Fan-out round ${round}`;
  const received = Promise.all(
    sockets.map((s) => new Promise((resolve) => {
      const onPush = (push) => {
        if (push.data[0]?.subject !== subject) return;
        s.off('ml.ping.notify.me', onPush);
        resolve(performance.now());
      };
      s.on('ml.ping.notify.me', onPush);
    })),
  );
  const t0 = performance.now();
  await app.notify(userId, { subject, body: 'Benchmark', href: '/help/announcements' });
  const times = await received;
  figures.push(Math.max(...times) - t0);
  console.log(`round ${round}: notify() → all ${SOCKETS} sockets received it in ${figures.at(-1).toFixed(1)} ms`);
}
const sorted = [...figures].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`fan-out to ${SOCKETS} sockets: median ${median.toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms (budget ${BUDGET_MS} ms) ${sorted.at(-1) <= BUDGET_MS ? '✓' : '✗ over budget'}`);

for (const s of sockets) s.disconnect();
await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(sorted.at(-1) <= BUDGET_MS ? 0 : 1);
