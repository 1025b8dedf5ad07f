#!/usr/bin/env bash
# The api's server tests also run against a real PostgreSQL; start the local cluster when it is down.
set -euo pipefail
URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "const {Client}=require('./api/node_modules/pg');const c=new Client({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$URL"; then
  exit 0
fi
echo "PostgreSQL antwoordt niet op $URL: de lokale cluster starten..."
if command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  sleep 2
else
  echo "Geen PostgreSQL gevonden; zet TEST_DATABASE_URL naar een bereikbare server." >&2
  exit 1
fi
