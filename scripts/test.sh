#!/usr/bin/env bash
# `npm test`: every check, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Chromium for end-to-end tests"
bash scripts/ensure-chromium.sh

step "Type check"
npx tsc --noEmit -p .

step "Lint and format (Biome)"
npx biome ci .

step "Unit and component tests (Vitest)"
npx vitest run

step "Production build"
npm run build --silent

step "End-to-end tests in Chromium (Playwright)"
npx playwright test
