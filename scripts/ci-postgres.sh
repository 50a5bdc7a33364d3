#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback and runs the server and seed suites on it.
set -euo pipefail
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
port=${PG_TEST_PORT:-55432}
cluster=marketview_ci
if ! $SUDO pg_lsclusters -h | awk '{print $2}' | grep -qx "$cluster"; then
  $SUDO pg_createcluster "$version" "$cluster" --port "$port" -- --auth-local=trust --auth-host=md5 >/dev/null
fi
$SUDO pg_ctlcluster "$version" "$cluster" start || true
$SUDO -u postgres psql -p "$port" -h /var/run/postgresql -qc "DROP DATABASE IF EXISTS marketview_test" >/dev/null
$SUDO -u postgres psql -p "$port" -h /var/run/postgresql -qc "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='marketview') THEN CREATE ROLE marketview LOGIN PASSWORD 'marketview'; END IF; END\$\$" >/dev/null
$SUDO -u postgres psql -p "$port" -h /var/run/postgresql -qc "CREATE DATABASE marketview_test OWNER marketview" >/dev/null
export DATABASE_URL="postgres://marketview:marketview@127.0.0.1:${port}/marketview_test"
status=0
node_modules/.bin/vitest run --project unit tests/unit/server tests/unit/seed || status=$?
$SUDO pg_ctlcluster "$version" "$cluster" stop || true
exit $status
