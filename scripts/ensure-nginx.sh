#!/usr/bin/env bash
# `pnpm test:reliability` puts Debian's nginx in front of two api processes; install it when missing.
# Only the binary is used: the script starts its own nginx with its own configuration, never the service.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx ontbreekt: installeren met apt..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get install -y --no-install-recommends nginx >/dev/null 2>&1 ||
  { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y --no-install-recommends nginx >/dev/null; }
/usr/sbin/nginx -v
