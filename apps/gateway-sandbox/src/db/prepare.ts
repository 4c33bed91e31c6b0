import path from 'node:path';
import type { Db } from './db.js';
import { runMigrations } from './migrations/index.js';
import { generateSeedData } from './seed/generate.js';
import { seedSupport } from '../support/seed.js';
import { backfillClients, backfillMoney, backfillTeam, ensureSeedFiles, extendMoney, seedDatabase } from './seed/seed.js';

/** What {@link prepareDatabase} did. */
export interface PrepareResult {
  /** Migration ids applied now (empty when the schema was current). */
  migrated: number[];
  /** True when the seed ran now (first start). */
  seeded: boolean;
}

/**
 * Makes a database ready to serve: migrations, then the seed on first start
 * only (its money through today, issue #27 §4), or on a later start the money
 * extended to today (`extendMoney`), then the seed's storage files if missing.
 * @param storageDir - `DATA_DIR/storage`; holds the `hub` and `public` buckets.
 * @param now - the clock the money seed follows; default now.
 */
export async function prepareDatabase(db: Db, storageDir: string, now: Date = new Date()): Promise<PrepareResult> {
  const migrated = await runMigrations(db);
  const data = generateSeedData();
  const seeded = await seedDatabase(db, data, now);
  if (!seeded) {
    await backfillMoney(db, now);
    await backfillTeam(db, data);
    await backfillClients(db);
    await extendMoney(db, now);
  }
  await ensureSeedFiles(path.resolve(storageDir), data);
  // Help data (issue #12): on a fresh seed and on an older database alike; storageDir is DATA_DIR/storage.
  await seedSupport(db, path.dirname(path.resolve(storageDir)));
  // The team list reads users by index only (migration 110): that needs the visibility map a
  // VACUUM writes (PGlite has no autovacuum; on PostgreSQL it comes later). Only after a seed.
  if (seeded) await db.exec('VACUUM ANALYZE users');
  return { migrated, seeded };
}
