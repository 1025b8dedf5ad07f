#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib-pnpm.sh
step() { printf '\n=== %s ===\n' "$1"; }

step "Installeren"
$PNPM install --frozen-lockfile
step "Lint en opmaak"
$PNPM lint
node --test scripts/__tests__/*.test.mjs host/server/__tests__/*.test.mjs
step "Typecheck"
$PNPM typecheck
step "Unit- en componenttests (shared, host, remotes)"
$PNPM --filter @portal/shared --filter @portal/host --filter './remote-*' test
step "Api-tests op PGlite"
$PNPM --filter @portal/api test
step "Api-tests op PostgreSQL"
bash scripts/ensure-postgres.sh
$PNPM --filter @portal/api test:pg
step "Betrouwbaarheid: twee api-processen achter nginx, kill -9, PostgreSQL weg (cijfers in docs/reliability.md)"
$PNPM test:reliability
step "Builds"
$PNPM build
step "Budgetten"
$PNPM size
step "Api-benchmark (cijfers, geen drempel)"
$PNPM bench
step "Lighthouse (mobiel en desktop, naast een kale basislijn; faalt op CLS > 0,05 of bytes boven budget)"
bash scripts/ensure-chromium.sh
$PNPM lighthouse
step "Browsertests in Chromium"
$PNPM --filter @portal/e2e test
