# Sourced by scripts/postgres-test.sh and scripts/check-vercel.sh: installs Debian's postgresql when missing, starts its
# cluster, creates a throwaway role and a fresh database (PGTEST_ROLE, PGTEST_PASSWORD, PGTEST_DATABASE), and sets
# POSTGRES_URL to it.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "[postgres] installing postgresql"
  as_root apt-get update
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y postgresql
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  as_root pg_createcluster "$version" main
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  echo "[postgres] starting PostgreSQL $version"
  as_root pg_ctlcluster "$version" main start
fi
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"

role="${PGTEST_ROLE:-studio_test}"
password="${PGTEST_PASSWORD:-studio_test}"
database="${PGTEST_DATABASE:-studio_test}"
psql_admin() { as_root su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qAt $*"; }

for attempt in $(seq 1 30); do
  psql_admin "-c 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
if [ "$(psql_admin "-c \"select 1 from pg_roles where rolname = '$role'\"")" != "1" ]; then
  psql_admin "-c \"create role $role login password '$password'\""
fi
# A fresh database each run, so that migrations are exercised from nothing.
psql_admin "-c 'drop database if exists $database'"
psql_admin "-c 'create database $database owner $role'"

POSTGRES_URL="postgres://$role:$password@127.0.0.1:$port/$database"
