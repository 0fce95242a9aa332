#!/usr/bin/env bash
# Runs the whole suite (`npm test`) on Node.js 24 LTS, the other Node.js line the
# site supports (package.json "engines"), without touching this checkout:
#   1. installs Node.js 24 from the npm registry (the `node-linux-<arch>` package
#      holds the official binary and its C++ headers) into a temporary directory;
#   2. copies the repository's files (tracked and untracked, not ignored ones) there,
#      with node_modules hard-linked (nothing is rebuilt: on Node 24 SQLite is the
#      built-in node:sqlite and better-sqlite3 is never loaded, see
#      docs/decisions/008-code-node24.md; the other native modules use Node-API and
#      work on both lines);
#   3. runs `npm test` there with Node 24 first on PATH, and deletes the copy.
# This checkout (its .next, reports and node_modules) stays as it was, so it is safe to
# run while working. Takes as long as `npm test`. Not part of `npm test`; run it before
# a release.
#   bash tools/test/node24.sh            (NODE24_VERSION=24 by default)
#   KEEP_NODE24_DIR=1 bash tools/test/node24.sh   keeps the temporary directory
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$PWD"
version="${NODE24_VERSION:-24}"

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "ERROR: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
[ -d node_modules/next ] || { echo "ERROR: run 'npm install' first." >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/node24-suite.XXXXXX")"
cleanup() { if [ "${KEEP_NODE24_DIR:-}" = 1 ]; then echo "Kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

echo "=== Installing Node.js $version from the npm registry (node-linux-$arch@$version) ==="
npm install --silent --no-save --no-audit --no-fund --ignore-scripts --prefix "$work/runtime" "node-linux-$arch@$version" >/dev/null
node_home="$work/runtime/node_modules/node-linux-$arch"
node24="$node_home/bin/node"
[ -x "$node24" ] || { echo "ERROR: $node24 not found in the package" >&2; exit 1; }
case "$("$node24" --version)" in
  "v$version".*) echo "Node.js $("$node24" --version) at $node24" ;;
  *) echo "ERROR: expected Node.js $version, got $("$node24" --version)" >&2; exit 1 ;;
esac

echo "=== Copying the repository to $work/repo ==="
mkdir -p "$work/repo"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$work/repo"
# Hard links: fast and small. Nothing below writes into an existing file of node_modules.
cp -al node_modules "$work/repo/node_modules"
cd "$work/repo"

export PATH="$node_home/bin:$PATH"
# The server's SQLite opener must pick node:sqlite here (better-sqlite3 12 aborts processes on Node 24).
driver="$(node node_modules/tsx/dist/cli.mjs -e "require('./src/cli/allow-server-modules.ts'); console.log(require('./src/server/db/sqlite-driver.ts').sqliteDriverName())")"
[ "$driver" = node:sqlite ] || { echo "ERROR: SQLite driver on Node.js $(node --version) is '$driver', expected node:sqlite" >&2; exit 1; }
echo "SQLite driver on Node.js $(node --version): $driver"

echo "=== npm test on Node.js $(node --version) ==="
status=0
npm test || status=$?
mkdir -p "$repo/reports"
cp reports/vitest.json "$repo/reports/node24-vitest.json" 2>/dev/null || true
cp reports/e2e-summary.json "$repo/reports/node24-e2e-summary.json" 2>/dev/null || true
echo "Node.js $(node --version): npm test exited $status (this checkout's node_modules was not changed)"
exit "$status"
