import pg from 'pg';
import type { Db, Queryable } from './db.js';

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(client: PgClientLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** PostgreSQL type OIDs whose `pg` default parsing differs from PGlite's. */
const OID = { int8: 20, int8Array: 1016, date: 1082, interval: 1186 } as const;

type Parsed = number | null | Parsed[];
const toNumbers = (value: unknown): Parsed =>
  Array.isArray(value) ? value.map(toNumbers) : value === null ? null : Number(value);

/**
 * Values as PGlite returns them, so every route reads the same shapes on either database
 * (issue #13 §6): `int8` (ids, `count(*)`, `sum()` of integers) and `int8[]` as numbers
 * (every sandbox value is far below 2^53), `date` as midnight UTC, `interval` as PostgreSQL's
 * text. Passed per pool, so `pg`'s global parsers stay untouched.
 */
export const PG_TYPE_PARSERS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    switch (oid) {
      case OID.int8:
        return (value: string) => Number(value);
      case OID.int8Array: {
        const parseArray = (pg.types.getTypeParser as (oid: number, format: string) => (value: string) => unknown)(OID.int8Array, 'text');
        return (value: string) => toNumbers(parseArray(value));
      }
      case OID.date:
        return (value: string) => new Date(`${value}T00:00:00.000Z`);
      case OID.interval:
        return (value: string) => value;
      default:
        return pg.types.getTypeParser(oid, format ?? 'text');
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Size of each node's connection pool (`DATABASE_URL`); PostgreSQL's default allows 100 connections in all. */
export const PG_POOL_SIZE = 10;

/**
 * Connects to a PostgreSQL server (`DATABASE_URL`) through a `pg` pool of {@link PG_POOL_SIZE}
 * connections, each in the UTC time zone with {@link PG_TYPE_PARSERS} (PGlite's shapes).
 * @param url - `postgres://user:password@host:port/database`.
 * @returns a {@link Db}; fails when the server cannot be reached.
 */
export async function openPgDb(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: PG_POOL_SIZE, types: PG_TYPE_PARSERS, options: '-c TimeZone=UTC' });
  const probe = await pool.connect();
  probe.release();
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name` if it exists. A plain DROP first: the server itself stops an autovacuum
 * worker in it, which `WITH (FORCE)` may not (terminating it needs pg_signal_backend). Only
 * when sessions are still connected (55006, e.g. a run killed midway) is it dropped
 * `WITH (FORCE)`, closing them. `name` must be a plain identifier (not checked here).
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  try {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '55006') throw error;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * A database named `name` on the server, empty: dropped first if it exists
 * ({@link dropDatabase}), then created. Database names are not parameters: `name` must be a
 * plain identifier (`[a-z0-9_]`), else this throws.
 * @returns the URL of the new database ({@link databaseUrl}).
 * @throws {Error} for a name that is not a plain identifier, or what the server answers.
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await dropDatabase(serverUrl, name);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(serverUrl, name);
}
