#!/usr/bin/env bash
# The sandbox suite on both engines (issue #13 §6). With TEST_DATABASE_URL (a role that may create
# databases; the repository's test command sources tooling/scripts/ensure-{postgres,redis}.sh,
# which start PostgreSQL and Redis on loopback): the whole suite on PostgreSQL — the engine of a
# deployed sandbox and of the e2e suite — with the two-node test over Redis (TEST_REDIS_URL), and
# on PGlite (the zero-install default of `pnpm start`) the files whose result can depend on the
# engine: the database layer and seed (src/db) and every gateway route's SQL (src/routes/integration,
# src/routes/intercom). The other files test HTTP, auth, sockets and input handling above the Db
# interface; running them twice cost CI ~80 s and proved nothing more.
# Without TEST_DATABASE_URL the whole suite runs on PGlite and the PostgreSQL pass is skipped with a
# notice, except in CI (CI set), where that is an error: CI must never pass without it.
# SANDBOX_TEST_ALL_ENGINES=1 runs the whole suite on both.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "› sandbox suite on PostgreSQL (${TEST_DATABASE_URL##*@}), two nodes over Redis (${TEST_REDIS_URL:-none})"
  SANDBOX_TEST_DB=postgres vitest run
  if [ -n "${SANDBOX_TEST_ALL_ENGINES:-}" ]; then
    echo "› sandbox suite on PGlite"
    vitest run
  else
    echo "› engine-dependent files on PGlite (src/db, src/routes/integration, src/routes/intercom)"
    vitest run src/db/ src/routes/integration/ src/routes/intercom/
  fi
elif [ -n "${CI:-}" ]; then
  echo "TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run (source tooling/scripts/ensure-postgres.sh)." >&2
  exit 1
else
  echo "› sandbox suite on PGlite"
  vitest run
  echo "› PostgreSQL pass skipped: set TEST_DATABASE_URL (and TEST_REDIS_URL), or source tooling/scripts/ensure-postgres.sh and ensure-redis.sh"
fi
