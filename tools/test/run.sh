#!/usr/bin/env bash
# `npm test`: everything, in order: lint, types, production build, HTML validation
# (W3C Nu checker on every prerendered page), unit/integration (Vitest), browser tests
# (Playwright in Chromium). Ends with one line
# "N passed, N failed" totalling the Vitest and Playwright runs.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p reports
rm -f reports/vitest.json reports/e2e-summary.json

step() { printf '\n=== %s ===\n' "$1"; }
fail() { echo "FAILED: $1" >&2; node tools/test/summary.mjs; exit 1; }

step "Checking test prerequisites"
bash tools/test/ensure-chromium.sh || fail "Chromium is required"
bash tools/test/ensure-java.sh || fail "Java is required by the HTML check (W3C Nu HTML Checker)"
# SKIP_POSTGRES_TESTS=1 skips the PostgreSQL half of the storage tests on purpose (reported as skipped).
if [ "${SKIP_POSTGRES_TESTS:-}" != 1 ]; then bash tools/test/ensure-postgres.sh || fail "PostgreSQL is required (or set SKIP_POSTGRES_TESTS=1)"; fi

step "Lint"
npm run --silent lint || fail "lint"

step "Paths named in comments and docs"
npm run --silent check:paths || fail "a comment or doc names a path that does not exist"

step "Type check"
npm run --silent typecheck || fail "typecheck"

step "Unused files, exports and dependencies (knip)"
npm run --silent check:unused || fail "knip found unused code (remove it, or un-export what only its own file uses)"

step "Translations (Hindi and Marathi: missing fails, stale warns)"
npm run --silent i18n || fail "a translation is missing (npm run i18n -- --todo <hi|mr> <module>)"

step "Near-duplicate images"
npm run --silent media:check || fail "media:check"

step "Production build"
npm run --silent build || fail "build"

step "HTML validation (W3C Nu HTML Checker, every prerendered page)"
npm run --silent check:html || fail "HTML validation"

step "Unit and integration tests (Vitest; some start the built server)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
unit_status=$?

step "Browser tests (Playwright, Chromium)"
npx playwright test
e2e_status=$?

node tools/test/summary.mjs
[ "$unit_status" = 0 ] && [ "$e2e_status" = 0 ]
