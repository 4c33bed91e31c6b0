#!/usr/bin/env bash
# Makes a PostgreSQL server available on loopback for the sandbox's PostgreSQL test run and
# the two-node test (issue #13 §6), and exports TEST_DATABASE_URL (a role that may create
# databases; the tests create one database per test file from a seeded template and drop it).
# Order: an existing $TEST_DATABASE_URL is used as it is; else Debian's postgresql is
# installed with apt-get when missing (as root, or with sudo), its cluster started (created
# when none exists; Debian's default listens on localhost only), and a role
# agent_portal/agent_portal with CREATEDB made. Source it so TEST_DATABASE_URL reaches the caller.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  if ! command -v pg_lsclusters >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "› installing PostgreSQL from Debian's packages"
    $sudo_cmd apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
  fi
  pg_version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -q .; then
    $sudo_cmd pg_createcluster "$pg_version" main >/dev/null
  fi
  read -r cluster_version cluster_name pg_port cluster_status _ < <(pg_lsclusters -h | head -1)
  if [ "$cluster_status" != "online" ]; then
    $sudo_cmd pg_ctlcluster "$cluster_version" "$cluster_name" start
  fi
  as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
  as_postgres psql -q -p "$pg_port" -v ON_ERROR_STOP=1 -d postgres >/dev/null <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'agent_portal') THEN
    CREATE ROLE agent_portal LOGIN CREATEDB PASSWORD 'agent_portal';
  END IF;
END $$;
SQL
  export TEST_DATABASE_URL="postgres://agent_portal:agent_portal@127.0.0.1:${pg_port}/postgres"
fi
echo "› postgresql: ${TEST_DATABASE_URL##*@}"
