import type { DatabaseConfig } from '../config.js';
import type { Db } from './db.js';
import { openPgDb } from './pg.js';
import { openPgliteDb } from './pglite.js';

/**
 * Opens the database chosen by the configuration: PGlite (disk or memory) or PostgreSQL.
 * @returns a ready {@link Db}, not yet migrated (see `prepareDatabase`).
 */
export function openDb(config: DatabaseConfig): Promise<Db> {
  return config.kind === 'pg' ? openPgDb(config.url) : openPgliteDb(config.dataDir);
}
