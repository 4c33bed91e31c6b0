#!/usr/bin/env bash
# Makes a Redis server available on loopback for the two-node test (the socket.io Redis
# adapter, issue #13 §6) and exports TEST_REDIS_URL.
# Order: an existing $TEST_REDIS_URL is used as it is; else Debian's redis-server is
# installed with apt-get when missing (as root, or with sudo) and, when nothing answers on
# 127.0.0.1:6379, started there in the background without persistence.
# Source it so TEST_REDIS_URL reaches the caller.
set -euo pipefail
if [ -z "${TEST_REDIS_URL:-}" ]; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "› installing Redis from Debian's packages"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq redis-server >/dev/null
  fi
  if [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null || true)" != "PONG" ]; then
    redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no \
      --logfile "${TMPDIR:-/tmp}/agent-portal-redis.log" >/dev/null
    for _ in $(seq 1 50); do
      [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null || true)" = "PONG" ] && break
      sleep 0.1
    done
  fi
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
fi
echo "› redis: $TEST_REDIS_URL"
