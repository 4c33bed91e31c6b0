import { SOCKET_EVENTS, type AutoSessionLogout, type NotifyMePush, type SocketHandshakeAck } from '@agent-portal/api-client/wire';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/db.js';
import { openPgDb } from '../db/pg.js';
import { DEMO_ACCOUNTS } from '../db/seed/constants.js';
import { signIn, testConfig, type SignedIn } from '../test/harness.js';
import { onPostgres, openTemplateCopy } from '../test/postgres.js';
import { SOCKET_PATH } from './realtime.js';

/**
 * Two sandbox nodes on two ports over one PostgreSQL database and one Redis (issue #13 §6): what
 * one node does reaches the sockets of the other through the socket.io Redis adapter, and the
 * session state they share lives in the database. Runs in the PostgreSQL pass of the suite
 * (`SANDBOX_TEST_DB=postgres`, `TEST_REDIS_URL` required there); the PGlite pass skips it.
 */
const ADMIN = 'two-nodes-admin-token';

interface Node {
  app: FastifyInstance;
  db: Db;
  url: string;
}

let shared: Db & { url: string };
let dir: string;
let a: Node;
let b: Node;
const sockets: Socket[] = [];

async function startNode(db: Db, dataDir: string): Promise<Node> {
  const redisUrl = process.env.TEST_REDIS_URL?.trim();
  if (!redisUrl) throw new Error('The two-node test needs TEST_REDIS_URL (source tooling/scripts/ensure-redis.sh).');
  // jwtSecret null: the secret is generated once and kept in the database, so both nodes share it.
  const app = await buildApp({ config: testConfig(dataDir, { jwtSecret: null, redisUrl, sandboxAdminToken: ADMIN }), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, db, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

/** A socket on `node`, connected and handshaken as `who`; resolves with the first notify.me push. */
async function socketOn(node: Node, who: SignedIn): Promise<{ socket: Socket; push: NotifyMePush }> {
  const socket = connect(node.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, auth: { token: who.token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = once<SocketHandshakeAck>(socket, SOCKET_EVENTS.handshake);
  const push = once<NotifyMePush>(socket, SOCKET_EVENTS.notifyMe);
  socket.emit(SOCKET_EVENTS.handshake, { identity: who.payload.identity, role_id: who.payload.role_id });
  expect((await ack).ok).toBe(true);
  return { socket, push: await push };
}

describe.runIf(onPostgres())('two sandbox nodes over one PostgreSQL and one Redis (issue #13 §6)', () => {
  beforeAll(async () => {
    shared = await openTemplateCopy(inject('seededTemplate'), 'twonodes');
    dir = await mkdtemp(path.join(tmpdir(), 'sandbox-two-nodes-'));
    a = await startNode(shared, path.join(dir, 'a'));
    // Node B: its own pool on the same database, as a second process would have.
    b = await startNode(await openPgDb(shared.url), path.join(dir, 'b'));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.app.close();
    await a?.app.close();
    await b?.db.close();
    await shared?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a token issued by node A works on node B (shared secret and sessions in the database)', async () => {
    const ava = await signIn(a.app, 'ava');
    const response = await fetch(`${b.url}/integration/v1/users/${ava.payload.user_id}`, { headers: ava.headers });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe(DEMO_ACCOUNTS.ava.email);
  });

  it('a notification created through node A reaches a socket on node B', async () => {
    const ava = await signIn(a.app, 'ava');
    const { socket, push } = await socketOn(b, ava);
    const next = once<NotifyMePush>(socket, SOCKET_EVENTS.notifyMe);
    const created = await fetch(`${a.url}/sandbox/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-admin': ADMIN },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.ava.email, subject: 'Across nodes', body: 'Sent through node A', href: '/help/announcements' }),
    });
    expect(created.status).toBe(201);
    const received = await next;
    expect(received.data[0]).toMatchObject({ subject: 'Across nodes', body: 'Sent through node A' });
    expect(received.count).toBe(push.count + 1);
  });

  it('a logout on node A disconnects the session’s socket on node B with auto.session.logout; another session stays', async () => {
    const [ending, staying] = await Promise.all([signIn(a.app, 'ava'), signIn(a.app, 'ava')]);
    const { socket } = await socketOn(b, ending);
    const { socket: other } = await socketOn(b, staying);
    const logoutEvent = once<AutoSessionLogout>(socket, SOCKET_EVENTS.autoSessionLogout);
    const disconnected = once<string>(socket, 'disconnect');
    const response = await fetch(`${a.url}/sso/v1/sign-in/logout`, { method: 'POST', headers: ending.headers });
    expect(response.status).toBe(200);
    expect(await logoutEvent).toEqual({ cause: 'logout' });
    expect(await disconnected).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    // …and the ended token answers 401 on node B too.
    const after = await fetch(`${b.url}/integration/v1/users/${ending.payload.user_id}`, { headers: ending.headers });
    expect(after.status).toBe(401);
  });
});
