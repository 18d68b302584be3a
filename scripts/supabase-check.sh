#!/usr/bin/env bash
# The Supabase path, tested: the project's Supabase CLI (npm `supabase`) loads
# supabase/config.toml, `supabase db push` applies every migration and the seed to a
# brand-new plain PostgreSQL database, and `supabase db lint` (plpgsql_check) finds nothing
# in it. Neither needs Docker. Fails on any refusal, on any CLI warning (a deprecated or
# unknown config key is only a warning), and on any lint finding (errors and warnings).
# The database is created with a unique name and dropped whatever happens.
#
# Server: SUPABASE_CHECK_DATABASE_URL, else TEST_DATABASE_URL, else
# postgres://postgres@127.0.0.1:5432/test (only used to create and drop the database).
# Needs psql and, on the server, the plpgsql_check extension, which `db lint` creates
# (Debian: postgresql-<major>-plpgsql-check).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
server="${SUPABASE_CHECK_DATABASE_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}}"
cli="$root/node_modules/.bin/supabase"

if [ ! -x "$cli" ]; then
  echo "supabase-check: the Supabase CLI is not installed ($cli); run npm install." >&2
  exit 1
fi
if ! command -v psql >/dev/null 2>&1; then
  echo "supabase-check: 'psql' is not installed (Debian/Ubuntu: apt-get install -y postgresql-client)." >&2
  exit 1
fi
if ! psql "$server" -v ON_ERROR_STOP=1 -Atqc 'select 1' >/dev/null; then
  echo "supabase-check: cannot connect to PostgreSQL at $server (set SUPABASE_CHECK_DATABASE_URL)." >&2
  exit 1
fi
if [ "$(psql "$server" -Atqc "select count(*) from pg_available_extensions where name = 'plpgsql_check'")" != "1" ]; then
  major="$(psql "$server" -Atqc "select current_setting('server_version_num')::int / 10000")"
  echo "supabase-check: the plpgsql_check extension (needed by supabase db lint) is not installed on the server." >&2
  echo "  Debian/Ubuntu: apt-get install -y postgresql-${major}-plpgsql-check" >&2
  exit 1
fi

# The CLI sends usage telemetry (a DNS lookup and an HTTPS request per command) and checks
# GitHub for a newer release; neither belongs in a test, and offline they only cost time.
# Its own state (telemetry id, update-check cache) goes to a scratch home, not ~/.supabase.
export SUPABASE_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 SUPABASE_NO_UPDATE_NOTIFIER=1
# The local server speaks plain TCP; without this the CLI tries TLS first and warns.
export PGSSLMODE="${PGSSLMODE:-disable}"
scratch="$(mktemp -d)"
export SUPABASE_HOME="$scratch/home"

# Same server, another database: keep scheme, credentials, host and query string.
db="routinely_supabase_$(date +%s)_${RANDOM}${RANDOM}"
base="${server%%\?*}"
query="${server#"$base"}"
rest="${base#*://}"
db_url="${base%%://*}://${rest%%/*}/${db}${query}"

cleanup() {
  psql "$server" -q -v ON_ERROR_STOP=1 -c "drop database if exists ${db} with (force)" >/dev/null 2>&1 ||
    echo "supabase-check: could not drop database ${db}" >&2
  rm -rf "$scratch"
}
psql "$server" -q -v ON_ERROR_STOP=1 -c "create database ${db}" >/dev/null
trap cleanup EXIT
# Interrupted runs exit through the EXIT trap too, so no database is left behind.
trap 'exit 130' INT TERM

# Runs the CLI on this project, shows its output, and fails on a non-zero exit or on any
# warning it printed (config deprecations are warnings with exit 0).
supabase() {
  local out="$scratch/out" code=0 started=$SECONDS
  echo "\$ supabase $*"
  "$cli" --workdir "$root" --agent no "$@" >"$out" 2>&1 || code=$?
  cat "$out"
  if [ "$code" -ne 0 ]; then
    echo "supabase-check: 'supabase $1 $2' exited with $code." >&2
    exit 1
  fi
  if grep -Eiq '(^|[^[:alnum:]_])(warn|warning)([^[:alnum:]_]|$)|deprecated|no longer supported' "$out"; then
    echo "supabase-check: 'supabase $1 $2' printed a warning (see above)." >&2
    exit 1
  fi
  echo "  ($((SECONDS - started)) s)"
}

supabase db push --db-url "$db_url" --include-seed --yes

# Every migration file recorded as applied, and the seed.
shopt -s nullglob
migrations=("$root"/supabase/migrations/*.sql)
applied="$(psql "$db_url" -Atqc 'select count(*) from supabase_migrations.schema_migrations')"
seeded="$(psql "$db_url" -Atqc "select count(*) from supabase_migrations.seed_files where path = 'supabase/seed.sql'")"
organisations="$(psql "$db_url" -Atqc 'select count(*) from app.organizations')"
if [ "$applied" != "${#migrations[@]}" ] || [ "$seeded" != "1" ] || [ "$organisations" = "0" ]; then
  echo "supabase-check: after db push: $applied of ${#migrations[@]} migrations recorded, seed recorded $seeded time(s), $organisations organisation(s)." >&2
  exit 1
fi
echo "supabase-check: ${#migrations[@]} migrations and the seed applied ($organisations organisation(s))."

# Every schema (app, auth, extensions, public); warnings fail too.
supabase db lint --db-url "$db_url" --level warning --fail-on warning

# db lint checks every plpgsql function but the trigger functions (plpgsql_check needs the
# table a trigger function runs on, and the CLI gives none): check those with their tables,
# the same way, and leave no extension behind.
findings="$(psql "$db_url" -X -q -A -t -v ON_ERROR_STOP=1 <<'SQL'
begin;
create extension if not exists plpgsql_check;
select format('%s on %s, line %s: %s: %s', g.tgfoid::regprocedure, g.tgrelid::regclass,
              c.lineno, c.level, c.message)
from pg_trigger g
join pg_proc p on p.oid = g.tgfoid
join pg_language l on l.oid = p.prolang and l.lanname = 'plpgsql'
-- Statement triggers see their transition tables under the names the trigger gives them.
cross join lateral plpgsql_check_function_tb(g.tgfoid, g.tgrelid,
  newtable => g.tgnewtable, oldtable => g.tgoldtable) c
where not g.tgisinternal
  and p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
order by 1;
rollback;
SQL
)"
if [ -n "$findings" ]; then
  echo "$findings" >&2
  echo "supabase-check: plpgsql_check finds the above in trigger functions." >&2
  exit 1
fi
echo "supabase-check: trigger functions checked with their tables: nothing found."
echo "supabase-check: ok"
