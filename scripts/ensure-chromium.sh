#!/usr/bin/env bash
# The browser tests use Debian's Chromium, never a downloaded browser; install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium ontbreekt: installeren met apt..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get install -y chromium >/dev/null 2>&1 || { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y chromium >/dev/null; }
/usr/bin/chromium --version
