#!/usr/bin/env bash
# Runs a command against a real PostgreSQL server. With DATABASE_URL already set, it just runs the command.
# Otherwise it creates a throw-away cluster (initdb in a temp folder, loopback + socket only), exports
# DATABASE_URL for the command, and removes the cluster afterwards.
# Usage: scripts/with-postgres.sh <command> [args…]
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi

bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
if [ -z "$bindir" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql)" >&2
  exit 1
fi

tmp=$(mktemp -d /tmp/lz-pg.XXXXXX)
port=$(( 55000 + RANDOM % 5000 ))
run_as=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$tmp"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bindir/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

"${run_as[@]}" "$bindir/initdb" -D "$tmp/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w -t 60 start \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
set +e
"$@"
status=$?
set -e
exit $status
