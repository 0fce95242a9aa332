#!/usr/bin/env bash
# Runs the whole suite (`npm test`) on Node.js 24 LTS, the other Node.js line the
# site supports (package.json "engines"), without touching this checkout:
#   1. installs Node.js 24 from the npm registry (the `node-linux-<arch>` package
#      holds the official binary and its C++ headers) into a temporary directory;
#   2. copies the repository's files (tracked and untracked, not ignored ones) there,
#      with node_modules hard-linked except better-sqlite3, which is a real copy
#      rebuilt for Node 24 (its binary depends on the Node.js ABI; the other native
#      modules use Node-API and work on both lines);
#   3. runs `npm test` there with Node 24 first on PATH, and deletes the copy.
# This checkout's node_modules (and its Node 20 build of better-sqlite3) stays as it
# was, so it is safe to run while working. Takes as long as `npm test` plus the
# compile of better-sqlite3. Not part of `npm test`; run it before a release.
#   bash scripts/test-node24.sh            (NODE24_VERSION=24 by default)
#   KEEP_NODE24_DIR=1 bash scripts/test-node24.sh   keeps the temporary directory
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
version="${NODE24_VERSION:-24}"

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "ERROR: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
[ -d node_modules/better-sqlite3 ] || { echo "ERROR: run 'npm install' first." >&2; exit 1; }

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
# Hard links: fast and small. Nothing below writes into an existing file of node_modules
# except better-sqlite3's build, which therefore gets a real copy.
cp -al node_modules "$work/repo/node_modules"
rm -rf "$work/repo/node_modules/better-sqlite3"
cp -a node_modules/better-sqlite3 "$work/repo/node_modules/better-sqlite3"
cd "$work/repo"

export PATH="$node_home/bin:$PATH"
echo "=== Rebuilding better-sqlite3 for Node.js $(node --version) (ABI $(node -p process.versions.modules)) ==="
# From source with the headers in the node-linux package (no download from nodejs.org).
# npm ships node-gyp; find it next to the npm on PATH.
node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
[ -f "$node_gyp" ] || { echo "ERROR: node-gyp not found at $node_gyp (it comes with npm)" >&2; exit 1; }
(cd node_modules/better-sqlite3 && rm -rf build && node "$node_gyp" rebuild --release --nodedir="$node_home" -j 2 >"$work/node-gyp.log" 2>&1) || {
  echo "ERROR: rebuilding better-sqlite3 failed (needs python3, make and a C++ compiler); log:" >&2
  tail -30 "$work/node-gyp.log" >&2
  exit 1
}
node -e "const Database = require('better-sqlite3'); const db = new Database(':memory:'); console.log('better-sqlite3 loads on Node', process.version, '- SQLite', db.prepare('select sqlite_version() v').get().v)"

echo "=== npm test on Node.js $(node --version) ==="
status=0
npm test || status=$?
mkdir -p "$repo/reports"
cp reports/vitest.json "$repo/reports/node24-vitest.json" 2>/dev/null || true
cp reports/e2e-summary.json "$repo/reports/node24-e2e-summary.json" 2>/dev/null || true
echo "Node.js $(node --version): npm test exited $status (this checkout's node_modules was not changed)"
exit "$status"
