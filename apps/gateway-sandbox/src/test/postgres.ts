import type { Db } from '../db/db.js';
import { adminQuery, databaseUrl, openPgDb } from '../db/pg.js';

/**
 * The sandbox suite runs twice in the test command (issue #13 §6): on PGlite, and on a
 * PostgreSQL server when `SANDBOX_TEST_DB=postgres` (the package's `test:postgres` script)
 * with `TEST_DATABASE_URL` naming a role that may create databases
 * (`tooling/scripts/ensure-postgres.sh` starts one on loopback).
 */
export const onPostgres = (): boolean => process.env.SANDBOX_TEST_DB === 'postgres';

/**
 * `TEST_DATABASE_URL`, required on PostgreSQL.
 * @throws when it is missing, with how to get one.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) {
    throw new Error('SANDBOX_TEST_DB=postgres needs TEST_DATABASE_URL (source tooling/scripts/ensure-postgres.sh to start one on loopback).');
  }
  return url;
}

let copies = 0;

/**
 * A new database copied from the seeded template made by global-setup.ts
 * (`CREATE DATABASE … TEMPLATE`, ~0.3 s); closing the Db drops it.
 * @param template - the template database's name.
 * @param label - a lowercase word naming the copy (e.g. `node`), for the server's logs.
 * @returns the Db and `url`, its connection string (so another node can open the same database).
 */
export async function openTemplateCopy(template: string, label = 'test'): Promise<Db & { url: string }> {
  const server = testDatabaseUrl();
  const name = `sandbox_${label}_${process.pid}_${Date.now().toString(36)}_${++copies}`;
  await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(server, name);
  const db = await openPgDb(url);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
