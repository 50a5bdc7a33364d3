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
# Below the kernel's ephemeral port range (32768-60999): a port in it can be taken at any moment
# by an outgoing connection of the test run before it (seen: 55432 "Address already in use").
port=${PG_TEST_PORT:-25432}
cluster=marketview_test
if ! as_root pg_lsclusters -h | awk '{print $2}' | grep -qx "$cluster"; then
  as_root pg_createcluster "$version" "$cluster" --port "$port" -- --auth-local=trust --auth-host=md5 >/dev/null
  echo "listen_addresses = '127.0.0.1'" | as_root tee -a "/etc/postgresql/$version/$cluster/postgresql.conf" >/dev/null
fi
started=no
for attempt in 1 2 3 4 5; do
  if as_root pg_ctlcluster "$version" "$cluster" start 2>/dev/null ||
    as_root pg_lsclusters -h | awk -v c="$cluster" '$2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
    started=yes
    break
  fi
  echo "PostgreSQL cluster $cluster did not start (attempt $attempt); retrying" >&2
  sleep 2
done
if [ "$started" != yes ]; then
  echo "PostgreSQL cluster $cluster could not be started on port $port:" >&2
  as_root tail -n 20 "/var/log/postgresql/postgresql-$version-$cluster.log" >&2 || true
  exit 1
fi
psql_admin() { as_postgres psql -p "$port" -h /var/run/postgresql -v ON_ERROR_STOP=1 -qc "$1" >/dev/null; }
psql_admin "DROP DATABASE IF EXISTS marketview_test"
psql_admin "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='marketview') THEN CREATE ROLE marketview LOGIN PASSWORD 'marketview'; END IF; END\$\$"
psql_admin "CREATE DATABASE marketview_test OWNER marketview"
export DATABASE_URL="postgres://marketview:marketview@127.0.0.1:${port}/marketview_test"
status=0
node_modules/.bin/vitest run --project unit tests/unit/server || status=$?
as_root pg_ctlcluster "$version" "$cluster" stop || true
exit $status
