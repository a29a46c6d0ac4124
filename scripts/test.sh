#!/usr/bin/env bash
# The README's test command: type-check, lint, unit and contract tests, then one production build
# that the browser tests reuse. Installs Debian's chromium and redis-server when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

ensure_system_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "The tests need Debian's ${missing[*]}, which are not installed." >&2
    echo "Run as root so they can be installed, or install them first: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  step "Installing ${missing[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_system_packages

# npm put the project's Node first on PATH (package.json's `node`), whatever the machine has.
step "Node $(node -p process.version), from $(command -v node)"

step 'Type-check'
npm run --silent typecheck

step 'Lint'
npm run --silent lint

if [ -f scripts/content-check.ts ]; then
  step 'Content check'
  npm run --silent content:check
fi

step 'Unit and contract tests'
npx vitest run

step 'Production build (reused by the browser tests)'
# Built for the address the browser tests serve it at (playwright.config.ts): shared pages carry
# the web URL of their prerender (components/club/with-web-url.tsx), as in production, where the
# build and the servers share WEB_URL. Built for another address, absolute links were right only
# once a page had been revalidated, so a spec passed or failed by the order it ran in.
WEB_URL="http://127.0.0.1:${E2E_PORT:-3100}" npm run --silent build

step 'Shared cache: two instances, one redis-server'
node scripts/test-shared-cache.mjs

step 'Browser tests (Chromium)'
npx playwright test

step 'Fuzz: generated invalid input against every server action and route handler (same build)'
npm run --silent fuzz
