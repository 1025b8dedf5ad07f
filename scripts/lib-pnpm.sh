# Sourced by the root scripts: finds pnpm (the version pinned in package.json) or runs it through npx,
# so a fresh machine with only Node 20+ needs nothing else.
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM="pnpm"
else
  PNPM="npx --yes pnpm@$PNPM_VERSION"
fi
export PNPM
