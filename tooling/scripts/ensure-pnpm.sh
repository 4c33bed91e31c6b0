#!/usr/bin/env bash
# Makes sure the pnpm pinned in package.json#packageManager is on PATH.
# Installs it with npm when missing or different (corepack fails on this network).
# Source it (`. ensure-pnpm.sh`) so a user-level install can extend PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
want="$(node -p "require('$root/package.json').packageManager.split('@')[1]")"
have="$(pnpm --version 2>/dev/null || true)"
if [ "$have" != "$want" ]; then
  echo "› installing pnpm $want (found: ${have:-none})"
  if ! npm install -g "pnpm@$want" >/dev/null 2>&1; then
    prefix="${HOME:-/tmp}/.local"
    npm install -g --prefix "$prefix" "pnpm@$want" >/dev/null
    export PATH="$prefix/bin:$PATH"
  fi
  hash -r
fi
echo "› pnpm $(pnpm --version)"
