#!/usr/bin/env bash
# Runs the storage and API tests on PostgreSQL: installs Debian's postgresql when missing, starts its cluster, creates
# a throwaway role and database, starts PgBouncer in front of a second one, and runs `vitest run tests/api` with
# TEST_DATABASE_URL pointing at the first.
# Usage: bash scripts/postgres-test.sh [extra vitest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

source "$(dirname "$0")/postgres-database.sh"
# PgBouncer in transaction mode for tests/api/pgbouncer-startup.test.ts (which runs only when it is there).
source "$(dirname "$0")/pgbouncer-test.sh"
trap stop_pgbouncer EXIT

export TEST_DATABASE_URL="$POSTGRES_URL"
echo "[postgres-test] running tests/api on $TEST_DATABASE_URL"
npx vitest run tests/api "$@"
