#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: types, lint, unit and API tests (SQLite, then
# PostgreSQL), the production build, then the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Chromium"
bash scripts/ensure-chromium.sh

step "Type check"
npm run typecheck

step "Lint"
npm run lint

step "Unit and API tests (SQLite)"
npx vitest run

step "API tests (PostgreSQL)"
bash scripts/postgres-test.sh

step "Production build"
npm run build

step "End-to-end tests (Chromium)"
rm -rf .data/e2e
npx playwright test
