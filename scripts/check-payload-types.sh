#!/usr/bin/env bash
# Fails when cms/payload-types.ts is not what `payload generate:types` writes for today's collections and globals.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
DATA_DIR="$scratch" PAYLOAD_TS_OUTPUT_PATH="$scratch/payload-types.ts" npx payload generate:types >/dev/null
if ! diff -u cms/payload-types.ts "$scratch/payload-types.ts"; then
  echo 'cms/payload-types.ts is stale: run `npm run generate:types` and commit it.' >&2
  exit 1
fi
echo 'cms/payload-types.ts matches the collections and globals.'
