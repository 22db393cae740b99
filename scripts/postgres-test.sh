#!/usr/bin/env bash
# Runs the storage and API tests on PostgreSQL: installs Debian's postgresql when missing, starts its cluster, creates
# a throwaway role and database, and runs `vitest run tests/api` with TEST_DATABASE_URL pointing at it.
# Usage: bash scripts/postgres-test.sh [extra vitest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

source "$(dirname "$0")/postgres-database.sh"

export TEST_DATABASE_URL="$POSTGRES_URL"
echo "[postgres-test] running tests/api on $TEST_DATABASE_URL"
npx vitest run tests/api "$@"
