#!/usr/bin/env bash
# Runs the pgTAP suite (supabase/tests/*.test.sql) against a brand-new database on a
# PostgreSQL server: creates it, installs pgTAP, applies supabase/migrations/*.sql in
# order, runs pg_prove, and drops the database whatever happens.
#
# Server: PGTAP_DATABASE_URL, else TEST_DATABASE_URL, else
# postgres://postgres@127.0.0.1:5432/test (any database on the server will do; it is
# only used to create and drop the test database).
# Needs psql, pg_prove and the pgtap extension on the server
# (Debian: postgresql-<major>-pgtap libtap-parser-sourcehandler-pgtap-perl).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
server="${PGTAP_DATABASE_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}}"

for tool in psql pg_prove; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "run-pgtap: '$tool' is not installed." >&2
    echo "  Debian/Ubuntu: apt-get install -y postgresql-client libtap-parser-sourcehandler-pgtap-perl postgresql-<major>-pgtap" >&2
    exit 1
  fi
done

if ! psql "$server" -v ON_ERROR_STOP=1 -Atqc 'select 1' >/dev/null; then
  echo "run-pgtap: cannot connect to PostgreSQL at $server (set PGTAP_DATABASE_URL)." >&2
  exit 1
fi
if [ "$(psql "$server" -Atqc "select count(*) from pg_available_extensions where name = 'pgtap'")" != "1" ]; then
  major="$(psql "$server" -Atqc "select current_setting('server_version_num')::int / 10000")"
  echo "run-pgtap: the pgtap extension is not installed on the server." >&2
  echo "  Debian/Ubuntu: apt-get install -y postgresql-${major}-pgtap" >&2
  exit 1
fi

# Same server, another database: keep scheme, credentials, host and query string.
db="routinely_pgtap_$(date +%s)_${RANDOM}${RANDOM}"
base="${server%%\?*}"
query="${server#"$base"}"
rest="${base#*://}"
db_url="${base%%://*}://${rest%%/*}/${db}${query}"

drop_db() {
  psql "$server" -q -v ON_ERROR_STOP=1 -c "drop database if exists ${db} with (force)" >/dev/null 2>&1 ||
    echo "run-pgtap: could not drop database ${db}" >&2
}
psql "$server" -q -v ON_ERROR_STOP=1 -c "create database ${db}" >/dev/null
trap drop_db EXIT
# Interrupted runs exit through the EXIT trap too, so no database is left behind.
trap 'exit 130' INT TERM

psql "$db_url" -q -v ON_ERROR_STOP=1 -c 'create extension pgtap' >/dev/null
shopt -s nullglob
# Then the local stack's own (local/migrations), in the order the stack applies them.
migrations=("$root"/supabase/migrations/*.sql "$root"/local/migrations/*.sql)
tests=("$here"/*.test.sql)
if [ ${#tests[@]} -eq 0 ]; then
  echo "run-pgtap: no test files in $here" >&2
  exit 1
fi
for file in "${migrations[@]}"; do
  # Each migration in its own transaction, as the local stack and supabase db push do.
  if ! psql "$db_url" -q -X -v ON_ERROR_STOP=1 --single-transaction -f "$file" >/dev/null; then
    echo "run-pgtap: migration failed: ${file#"$root"/}" >&2
    exit 1
  fi
done

pg_prove ${PG_PROVE_ARGS:-} -d "$db_url" "${tests[@]}"
