#!/usr/bin/env bash
# README command 2: install everything (pnpm, dependencies, Chromium, PostgreSQL and Redis on
# loopback) and run every test: the boundary check (issue #30), build, typecheck, lint, the package
# checks of every published package (publint, arethetypeswrong, API reports; issue #14), unit and
# component tests — the
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
# The dependency rule of ARCHITECTURE §1, enforced (issue #30 item 5): dependency-cruiser over the
# source folders (no build needed, ~15 s), then the proof that a planted violation fails it.
pnpm check:boundaries
pnpm test:boundaries
# Every package built first: the story tests (the longest task, ~4 min) wait for all of them, and
# in one combined run Turborepo could schedule a 6 s build last, leaving the stories alone at the
# end (218 s with one task running, measured). The second run finds the builds in its cache.
pnpm exec turbo run build --concurrency=2 --output-logs=errors-only
# A feature is one package and one line (issue #30): `pnpm new:feature` in a copy of the tree (with
# these builds), the one line in features.ts, then the new feature built and tested, the portal
# built, its menu holding the new item, the boundaries clean (~1.5 min).
pnpm test:scaffold
pnpm exec turbo run build typecheck lint check:package test --concurrency=2 --output-logs=errors-only
pnpm exec turbo run e2e --output-logs=full
echo "✓ every test passed"
