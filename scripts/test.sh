#!/usr/bin/env bash
# The README's test command: type-check, lint, one production build, unit and contract tests and
# the fuzz, then the browser tests on the same build. Installs Debian's chromium and redis-server
# when they are missing. Each step's wall time is printed when it ends, and all of them in a table
# at the end, also when a step fails: where CI's minutes go is read from its log, not guessed.
set -euo pipefail
cd "$(dirname "$0")/.."

STEP_NAMES=()
STEP_TIMES=()
current_step=''
step_started=0
run_started=$(date +%s)

minutes() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

end_step() {
  [ -n "$current_step" ] || return 0
  local took=$(($(date +%s) - step_started))
  STEP_NAMES+=("$current_step${1:+ ($1)}")
  STEP_TIMES+=("$took")
  printf '<== %s: %s\n' "$current_step${1:+ ($1)}" "$(minutes "$took")"
  current_step=''
}

# step NAME [what it does]: ends the step before, starts timing this one.
step() {
  end_step
  current_step=$1
  step_started=$(date +%s)
  printf '\n==> %s\n' "${2:-$1}"
}

summary() {
  local status=$?
  [ "$status" -eq 0 ] && end_step || end_step "failed, exit $status"
  printf '\n%-52s %8s\n' 'Step' 'Time'
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '%-52s %8s\n' "${STEP_NAMES[$i]}" "$(minutes "${STEP_TIMES[$i]}")"
  done
  printf '%-52s %8s\n' 'Total' "$(minutes $(($(date +%s) - run_started)))"
  exit "$status"
}
trap summary EXIT
# Stopped by a signal: exit with its status, so the summary marks the step that was cut short.
trap 'exit 130' INT
trap 'exit 143' TERM

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
  step 'System packages' "Installing ${missing[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_system_packages

# npm put the project's Node first on PATH (package.json's `node`), whatever the machine has.
printf '\n==> Node %s, from %s\n' "$(node -p process.version)" "$(command -v node)"

# Side by side: each check is one process that leaves the other core idle. Each one's output is
# kept apart and printed whole, with its own time, once all have ended.
side_by_side() {
  local dir names=("$@") pids=() failed=0 i status
  dir=$(mktemp -d)
  for i in "${!names[@]}"; do
    (
      started=$(date +%s)
      if npm run --silent "${names[$i]}" >"$dir/$i.log" 2>&1; then status=0; else status=$?; fi
      echo "$status $(($(date +%s) - started))" >"$dir/$i.end"
      exit "$status"
    ) &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || true
    read -r status took <"$dir/$i.end"
    printf -- '--- %s (exit %s, %s)\n' "${names[$i]}" "$status" "$(minutes "$took")"
    cat "$dir/$i.log"
    [ "$status" -eq 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

step 'Checks' 'Type-check, lint (code and format) and content check, side by side'
side_by_side typecheck lint:code lint:format content:check

step 'Production build' 'Production build (reused by the browser tests)'
# Built for the address the browser tests serve it at (playwright.config.ts): shared pages carry
# the web URL of their prerender (components/club/club-join.tsx), as in production, where the
# build and the servers share WEB_URL. Built for another address, absolute links were right only
# once a page had been revalidated, so a spec passed or failed by the order it ran in.
# TYPES_CHECKED: the type-check above was the build's own check (next.config.ts skips it).
WEB_URL="http://127.0.0.1:${E2E_PORT:-3100}" TYPES_CHECKED=1 npm run --silent build

# The fuzz runs one server on the build and leaves a core mostly idle; the unit tests, waiting on
# their child processes and sockets much of the time, fill it.
step 'Unit tests and fuzz' 'Unit and contract tests; fuzz: generated invalid input against every server action and route handler (same build); side by side'
side_by_side test:unit fuzz

step 'Standalone' 'Standalone: the demo build, copied to an empty folder, refuses production settings'
node scripts/test-standalone.mjs

step 'Shared cache' 'Shared cache: two instances, one redis-server'
node scripts/test-shared-cache.mjs

step 'Browser tests' 'Browser tests (Chromium)'
npx playwright test
