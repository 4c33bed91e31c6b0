import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { SandboxConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { PGLITE_EXTENSIONS, pgliteDb } from '../db/pglite.js';
import { prepareDatabase } from '../db/prepare.js';
import { onPostgres, openTemplateCopy } from './postgres.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoKey } from '../db/seed/constants.js';

/** JWT secret of test apps (so tests can forge expired tokens). */
export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/** Public origin of test apps. */
export const ORIGIN = 'http://localhost:4000';

/** A running test app over a seeded in-memory PGlite and a temp data folder. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: SandboxConfig;
  close(): Promise<void>;
}

/** Config of a test app: fixed secret and origin, silent logs. */
export function testConfig(dataDir: string, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: 4000,
    host: 'localhost',
    publicUrl: ORIGIN,
    allowedOrigins: [ORIGIN, 'http://localhost:5173'],
    dataDir,
    database: { kind: 'pglite', dataDir: null },
    jwtSecret: TEST_SECRET,
    tokenTtlS: 3600,
    portalDist: path.join(dataDir, 'no-portal'),
    logLevel: 'silent',
    // Every answer of every test is checked against its schema (issue #31).
    validateResponses: true,
    ...overrides,
  };
}

/**
 * Opens an in-memory PGlite holding the seeded database dumped by
 * global-setup.ts (~0.5 s instead of ~5 s for initdb + seed); on PostgreSQL
 * (`SANDBOX_TEST_DB=postgres`) a fresh copy of the seeded template database,
 * dropped when the Db closes.
 */
export async function openSeededDb(): Promise<Db> {
  if (onPostgres()) return openTemplateCopy(inject('seededTemplate'));
  const dump = await readFile(inject('seededDump'));
  const pg = new PGlite({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await pg.waitReady;
  return pgliteDb(pg);
}

/** Builds a seeded app (in-memory PGlite, temp data folder); call once per test file. */
export async function createTestApp(overrides: Partial<SandboxConfig> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-test-'));
  const db = await openSeededDb();
  // Schema current and seed present: this only writes the seed's storage files.
  await prepareDatabase(db, path.join(dataDir, 'storage'));
  const config = testConfig(dataDir, overrides);
  const app = await buildApp({ config, db });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Result of {@link signIn}. */
export interface SignedIn {
  token: string;
  payload: SessionTokenPayload;
  /** Authorization + CSRF headers/cookie ready for `inject`. */
  headers: Record<string, string>;
}

/** A fixed CSRF token for tests (64 hex characters). */
export const CSRF = 'ab'.repeat(32);

/**
 * Signs any seeded account in by email through `POST /idp/sign-in` (password {@link DEMO_PASSWORD}
 * unless given), e.g. the support account: `signInEmail(app, SUPPORT_ACCOUNT)` (issue #26).
 * @throws when the sign-in does not redirect (302) with a token.
 */
export async function signInEmail(app: FastifyInstance, email: string, password: string = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  if (response.statusCode !== 302) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = new URL(String(response.headers.location)).searchParams.get('sso')!;
  return {
    token,
    payload: decodeJwt(token) as unknown as SessionTokenPayload,
    headers: { authorization: `Bearer ${token}`, 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` },
  };
}

/** Signs a demo account in through `POST /idp/sign-in` and returns its token ({@link signInEmail}). */
export async function signIn(app: FastifyInstance, who: DemoKey): Promise<SignedIn> {
  return signInEmail(app, DEMO_ACCOUNTS[who].email);
}

/**
 * A seeded app ({@link createTestApp}) with the demo accounts `who` signed in together: the one
 * set-up of most test files, `beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));`
 * and `afterAll(() => t.close())`.
 * @returns the app as `t` and each account's {@link SignedIn} under its key.
 */
export async function startSignedIn<K extends DemoKey>(...who: K[]): Promise<{ t: TestApp } & Record<K, SignedIn>> {
  const t = await createTestApp();
  const signedIn = await Promise.all(who.map((key) => signIn(t.app, key)));
  return { t, ...(Object.fromEntries(who.map((key, index) => [key, signedIn[index]])) as Record<K, SignedIn>) };
}

/** One part of {@link multipartBody}: a text field (`value`) or a file. */
export interface MultipartPart {
  name: string;
  value?: string;
  file?: { content: Buffer; filename: string; type: string };
}

/**
 * A `multipart/form-data` body of text fields and files, in order, for `inject`.
 * @returns `{ payload, type }`: the bytes and the content type with its boundary.
 */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; type: string } {
  const boundary = '----sandboxtest9c1d';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}\r\n\r\n`));
      chunks.push(part.file.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}
