#!/usr/bin/env bash
# Every test of the project: types, lint, unit and API tests (SQLite, then PostgreSQL), the production build, then the
# end-to-end tests in Chromium, today and at five chosen dates, and the standalone server run read-only.
#
# The first four keep one core busy each, so they run in two lanes side by side (CI and this project's machines have
# two cores) of about the same length: the type check, lint, then the PostgreSQL run (45 + 27 + 277 s in a CI run),
# beside the SQLite run (328 s). Each step writes to its own log, printed whole when both lanes are done (type check,
# lint, SQLite, PostgreSQL). The build and the e2e tests use every core and run alone,
# only once the rest has passed. Each step's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
summary=()

heading() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

# Runs one step with its output in $logs/<id>.log; records its time and exit status in $logs/<id>.result.
logged() {
  local id="$1"
  shift
  local start=$SECONDS status=0
  "$@" >"$logs/$id.log" 2>&1 || status=$?
  echo "$((SECONDS - start)) $status" >"$logs/$id.result"
  return 0
}

# Prints a logged step under its heading; fails when the step failed.
report() {
  local id="$1" name="$2" seconds status
  heading "$name"
  cat "$logs/$id.log"
  read -r seconds status <"$logs/$id.result"
  summary+=("$(printf '%5ss  %s%s' "$seconds" "$name" "$([ "$status" = 0 ] || echo '  FAILED')")")
  return "$status"
}

# A step that runs alone, its output shown as it comes.
timed() {
  local name="$1" start=$SECONDS status=0
  shift
  heading "$name"
  "$@" || status=$?
  summary+=("$(printf '%5ss  %s%s' "$((SECONDS - start))" "$name" "$([ "$status" = 0 ] || echo '  FAILED')")")
  return "$status"
}

print_summary() {
  heading "Time per step"
  printf '%s\n' "${summary[@]}"
}

timed "Chromium" bash scripts/ensure-chromium.sh
timed "Redis, nginx and PgBouncer" bash scripts/ensure-services.sh

printf '\nType check, lint and the unit and API tests are running (their output follows when all are done)…\n'
(logged typecheck npm run typecheck; logged types npm run check:types; logged lint npm run lint; logged postgres bash scripts/postgres-test.sh) &
lane_checks=$!
(logged sqlite npx vitest run) &
lane_sqlite=$!
wait "$lane_checks" "$lane_sqlite"

failed=0
report typecheck "Type check" || failed=1
report types "Payload types up to date" || failed=1
report lint "Lint" || failed=1
report sqlite "Unit and API tests (SQLite)" || failed=1
report postgres "API tests (PostgreSQL)" || failed=1
if [ "$failed" != 0 ]; then
  print_summary
  exit 1
fi

# The type check above covered the whole project: the build skips its own pass over it (see next.config.ts). On CI
# (a fresh clone, thrown away afterwards) it does not write the compile cache that only a later build would read.
# NEXT_OUTPUT=standalone adds Next's traced server beside the usual output: the e2e tests serve the build as usual,
# then check:standalone runs that server read-only, as Vercel runs a deployment.
build_env=(BUILD_TYPES_CHECKED=1 NEXT_OUTPUT=standalone)
if [ -n "${CI:-}" ]; then build_env+=(BUILD_CACHE=off); fi
timed "Production build" env "${build_env[@]}" npm run build || { print_summary; exit 1; }

timed "End-to-end tests (Chromium)" npx playwright test || { print_summary; exit 1; }
# The calendar's specs again at the dates where calendars break (Christmas, New Year's Eve, both clock changes, 29 Feb).
timed "End-to-end tests at five other dates" bash scripts/e2e-dates.sh || { print_summary; exit 1; }
timed "The standalone build, read-only, as Vercel runs it" npm run check:standalone || { print_summary; exit 1; }
print_summary
