#!/usr/bin/env bash
# Finds a Chromium for the end-to-end suite and exports CHROMIUM_PATH.
# Order: $CHROMIUM_PATH, chromium, chromium-browser, google-chrome on PATH;
# else installs Debian's chromium with apt-get (as root, or with sudo).
# Source it so CHROMIUM_PATH reaches the caller.
set -euo pipefail
find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; return 0; fi
  for c in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  return 1
}
if ! path="$(find_chromium)"; then
  echo "› installing Chromium from Debian's packages"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
  path="$(find_chromium)" || { echo "Chromium could not be installed; set CHROMIUM_PATH." >&2; exit 1; }
fi
export CHROMIUM_PATH="$path"
echo "› chromium: $CHROMIUM_PATH"
