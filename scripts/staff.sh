#!/usr/bin/env bash
# `npm run staff -- <command>` (and `pnpm staff <command>`): the staff commands of the api, on a fresh
# machine too. Installs first when nothing is installed yet, and finds pnpm as `npm start` does.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib-pnpm.sh
if [ ! -f node_modules/.modules.yaml ]; then $PNPM install --frozen-lockfile >&2; fi
exec $PNPM --silent --filter @portal/api run staff "$@"
