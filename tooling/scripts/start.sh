#!/usr/bin/env bash
# README command 1: install everything, build the portal and the sandbox, and serve
# the portal with its gateway sandbox on http://localhost:${PORT:-4000}.
set -euo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
. tooling/scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@agent-portal/portal --filter=@agent-portal/gateway-sandbox --output-logs=errors-only
exec pnpm --filter @agent-portal/gateway-sandbox start
