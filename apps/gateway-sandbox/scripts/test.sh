#!/usr/bin/env bash
# The sandbox suite, twice (issue #13 §6): on PGlite, then on PostgreSQL (TEST_DATABASE_URL, a
# role that may create databases) with the two-node test (TEST_REDIS_URL). The repository's test
# command sources tooling/scripts/ensure-{postgres,redis}.sh, which start both on loopback.
# Without TEST_DATABASE_URL the PostgreSQL pass is skipped with a notice, except in CI (CI set),
# where it is an error: CI must never pass without it.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "› sandbox suite on PGlite"
vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "› sandbox suite on PostgreSQL (${TEST_DATABASE_URL##*@}), two nodes over Redis (${TEST_REDIS_URL:-none})"
  SANDBOX_TEST_DB=postgres vitest run
elif [ -n "${CI:-}" ]; then
  echo "TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run (source tooling/scripts/ensure-postgres.sh)." >&2
  exit 1
else
  echo "› PostgreSQL pass skipped: set TEST_DATABASE_URL (and TEST_REDIS_URL), or source tooling/scripts/ensure-postgres.sh and ensure-redis.sh"
fi
