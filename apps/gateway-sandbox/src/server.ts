import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDb } from './db/open.js';
import { prepareDatabase } from './db/prepare.js';
import { extendMoney } from './db/seed/seed.js';

/** How often a running sandbox checks whether the day changed and the seeded money needs today's rows (issue #27 §4). */
const MONEY_CLOCK_MS = 15 * 60_000;

/**
 * Entry point: reads the environment, opens and prepares the database (seed
 * on first start), serves, prints the URL, and shuts down gracefully on
 * SIGINT/SIGTERM (closes the server, then the database).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env);
  const db = await openDb(config.database);
  const { seeded } = await prepareDatabase(db, path.join(config.dataDir, 'storage'));
  const app = await buildApp({ config, db });
  // The seeded money follows the clock (issue #27 §4): once the day has changed, the current pay
  // cycle gets the new day's commissions (a no-op otherwise; one node extends, the others find it done).
  const moneyClock = setInterval(() => {
    extendMoney(db).catch((error: unknown) => app.log.error({ err: error }, 'extending the seeded money failed'));
  }, MONEY_CLOCK_MS);
  moneyClock.unref();

  /** How long open connections (e.g. a websocket mid-reconnect) may hold the shutdown, in ms. */
  const SHUTDOWN_GRACE_MS = 5_000;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(moneyClock);
    app.log.info({ signal }, 'shutting down');
    // Never hang on a connection that will not close: after the grace period, close the
    // database (so PGlite flushes) and exit anyway.
    setTimeout(() => {
      console.error(`Connections still open ${SHUTDOWN_GRACE_MS} ms after ${signal}; closing the database and exiting.`);
      db.close().finally(() => process.exit(0));
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('Error during shutdown', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(performance.now() - started);
  console.log(`Agent Portal sandbox serving http://localhost:${port}`);
  if (!existsSync(path.join(config.portalDist, 'index.html'))) {
    console.log(`Portal build not found in ${config.portalDist}: run \`pnpm --filter @agent-portal/portal build\` to serve it.`);
  }
  if (config.publicUrl) console.log(`Public URL: ${config.publicUrl}`);
  console.log(`Ready in ${ms} ms (${seeded ? 'first start: database seeded' : 'existing data'}; data in ${config.database.kind === 'pg' ? 'PostgreSQL' : config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
