import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.js';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Extensions loaded into every PGlite instance (a migration still runs
 * `CREATE EXTENSION`): pg_trgm for the trigram search indexes (issue #3).
 * Pass them whenever a PGlite is created elsewhere (e.g. tests loading a dump).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens embedded PostgreSQL (PGlite, WASM).
 * @param dataDir - folder of the database files (created if missing); null = in memory (tests).
 * @returns a ready {@link Db}. First creation of a folder takes ~3 s (initdb), reopening ~0.3 s.
 */
export async function openPgliteDb(dataDir: string | null): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
  await pg.waitReady;
  return pgliteDb(pg);
}

/**
 * Wraps an open PGlite instance as a {@link Db} (e.g. one created with
 * `loadDataDir` from a dump, as the tests do). Closing the Db closes it.
 */
export function pgliteDb(pg: PGlite): Db {
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
