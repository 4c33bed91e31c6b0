import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, pgliteDb } from '../db/pglite.js';
import { adminQuery, databaseUrl, openPgDb } from '../db/pg.js';
import { prepareDatabase } from '../db/prepare.js';
import { onPostgres, testDatabaseUrl } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a migrated and seeded PGlite database (see harness.ts). */
    seededDump: string;
    /** On PostgreSQL (`SANDBOX_TEST_DB=postgres`): the migrated and seeded template database. */
    seededTemplate: string;
  }
}

/**
 * Runs once before all test files: builds one seeded database and dumps it,
 * so each test file loads it in ~0.5 s instead of paying initdb + seed (~5 s).
 * On PostgreSQL it seeds a template database instead, which each test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-dump-'));
  if (onPostgres()) return setupPostgres(project, dir);
  const pg = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDb(pg);
  await prepareDatabase(db, path.join(dir, 'storage'));
  const dump = await pg.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('seededDump', file);
  return () => rm(dir, { recursive: true, force: true });
}

/** The PostgreSQL variant: one seeded template database, dropped after the run. */
async function setupPostgres(project: TestProject, dir: string): Promise<() => Promise<void>> {
  const server = testDatabaseUrl();
  const template = `sandbox_template_${process.pid}`;
  await adminQuery(server, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(server, `CREATE DATABASE ${template}`);
  const db = await openPgDb(databaseUrl(server, template));
  try {
    await prepareDatabase(db, path.join(dir, 'storage'));
    // Statistics now, copied with the template: the server's autovacuum has no seed left to
    // analyze during the run (an ANALYZE takes a transaction id, which strict-input.test.ts reads).
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
  project.provide('seededDump', '');
  project.provide('seededTemplate', template);
  return async () => {
    await adminQuery(server, `DROP DATABASE IF EXISTS ${template}`);
    await rm(dir, { recursive: true, force: true });
  };
}
