#!/usr/bin/env bash
# `npm run check:vercel`: the deployment section of the README, run on this machine as Vercel would run it. A fresh
# PostgreSQL database (PGTEST_DATABASE, default studio_check_vercel) stands in for the hosted one; the rest is
# scripts/check-vercel.ts (a build with Vercel's settings and no reachable database, then the server against PostgreSQL,
# an S3-compatible server and an SMTP capture, smoke checks, and a proof that nothing was written outside .next).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

PGTEST_DATABASE="${PGTEST_DATABASE:-studio_check_vercel}"
source "$(dirname "$0")/postgres-database.sh"
export CHECK_DATABASE_URL="$POSTGRES_URL"
npx tsx scripts/check-vercel.ts "$@"
