#!/usr/bin/env bash
# The storage tests run against SQLite and a real PostgreSQL (Debian's package).
set -euo pipefail
have_pg() { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PG_BIN:-}" ]; }
if have_pg; then exit 0; fi
echo "PostgreSQL not found: installing Debian's 'postgresql' package..."
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  # The package starts a system cluster on 5432; the tests start their own on a free port.
  service postgresql stop >/dev/null 2>&1 || true
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
if ! have_pg; then
  echo "ERROR: the storage tests need PostgreSQL server binaries (initdb, pg_ctl)." >&2
  echo "Install them with 'sudo apt-get install postgresql' (Debian) or set PG_BIN to their folder." >&2
  exit 1
fi
echo "PostgreSQL installed."
