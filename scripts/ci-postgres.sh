#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback and runs the server and seed suites on it.
set -euo pipefail
if [ "$(id -u)" = 0 ]; then
  as_root() { "$@"; }
  as_postgres() { runuser -u postgres -- "$@"; }
else
  as_root() { sudo "$@"; }
  as_postgres() { sudo -u postgres "$@"; }
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
port=${PG_TEST_PORT:-55432}
cluster=marketview_ci
if ! as_root pg_lsclusters -h | awk '{print $2}' | grep -qx "$cluster"; then
  as_root pg_createcluster "$version" "$cluster" --port "$port" -- --auth-local=trust --auth-host=md5 >/dev/null
  echo "listen_addresses = '127.0.0.1'" | as_root tee -a "/etc/postgresql/$version/$cluster/postgresql.conf" >/dev/null
fi
as_root pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
psql_admin() { as_postgres psql -p "$port" -h /var/run/postgresql -v ON_ERROR_STOP=1 -qc "$1" >/dev/null; }
psql_admin "DROP DATABASE IF EXISTS marketview_test"
psql_admin "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='marketview') THEN CREATE ROLE marketview LOGIN PASSWORD 'marketview'; END IF; END\$\$"
psql_admin "CREATE DATABASE marketview_test OWNER marketview"
export DATABASE_URL="postgres://marketview:marketview@127.0.0.1:${port}/marketview_test"
status=0
node_modules/.bin/vitest run --project unit tests/unit/server tests/unit/seed || status=$?
as_root pg_ctlcluster "$version" "$cluster" stop || true
exit $status
