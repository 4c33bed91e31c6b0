#!/usr/bin/env bash
# README command 2: install everything (pnpm, dependencies, Chromium, PostgreSQL and Redis on
# loopback) and run every test: build, typecheck, lint, the package checks of every published
# package (publint, arethetypeswrong, API reports; issue #14), unit and component tests — the
# sandbox suite on PostgreSQL with the two-node test over Redis and its engine-dependent files on
# PGlite (issue #13 §6),
# every Storybook story in Chromium with axe, the consumer and release proofs (issue #14) — and
# the end-to-end suite in Chromium, which includes the JS budget (e2e/budget, issue #8).
set -euo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1 CI=1
. tooling/scripts/ensure-pnpm.sh
. tooling/scripts/ensure-chromium.sh
. tooling/scripts/ensure-postgres.sh
. tooling/scripts/ensure-redis.sh
pnpm install --frozen-lockfile
# Every package built first; then the two longest tasks side by side — the story tests (~4.5 min)
# and the sandbox suite (~4 min) — then the rest. In one combined run Turborepo scheduled the story
# tests last, after a late 6 s build they wait for, leaving them alone at the end (218 s with one
# task running, measured; building first alone did not change the order). The later runs find the
# builds and the two suites in the cache.
pnpm exec turbo run build --concurrency=2 --output-logs=errors-only
pnpm exec turbo run test --filter=@agent-portal/storybook --filter=@agent-portal/gateway-sandbox --concurrency=2 --output-logs=errors-only
pnpm exec turbo run build typecheck lint check:package test --concurrency=2 --output-logs=errors-only
pnpm exec turbo run e2e --output-logs=full
echo "✓ every test passed"
