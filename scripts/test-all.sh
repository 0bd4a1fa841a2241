#!/usr/bin/env bash
# npm test: every gate, stopping at the first failing step; prints how long each took. Steps that do not
# depend on each other share the two cores: the cheap static gates with the app build, the bundle budget
# (a browser that mostly waits on the network) with the Storybook build. Their outputs are printed whole,
# one after another, once all of the step has finished.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# together "title" "command" ["title" "command" …]: runs the commands at once, prints each one's output
# under its title with its time, fails when any failed.
together() {
  local titles=() pids=() i=0 failed=0
  while [ $# -gt 0 ]; do
    titles+=("$1")
    ( s=$SECONDS; bash -c "$2" >"$logs/$i.out" 2>&1; rc=$?; echo $((SECONDS - s)) >"$logs/$i.time"; exit $rc ) &
    pids+=($!)
    i=$((i + 1))
    shift 2
  done
  for i in "${!pids[@]}"; do
    local rc=0
    wait "${pids[$i]}" || rc=$?
    printf '\n\033[1m== %s\033[0m\n' "${titles[$i]}"
    cat "$logs/$i.out"
    printf '   (%ss%s)\n' "$(cat "$logs/$i.time" 2>/dev/null || echo '?')" "$([ $rc -ne 0 ] && echo ', FAILED')"
    [ $rc -eq 0 ] || failed=1
  done
  return $failed
}

step() {
  local title=$1 s=$SECONDS
  shift
  printf '\n\033[1m== %s\033[0m\n' "$title"
  "$@"
  printf '   (%ss)\n' "$((SECONDS - s))"
}

npm run -s tokens >/dev/null
together \
  "type check" "npx tsc -p tsconfig.json --noEmit" \
  "lint" "npm run -s lint" \
  "i18n check" "npm run -s i18n:check" \
  "build app" "npx vite build"
step "unit tests (vitest)" npx vitest run
together \
  "bundle budget" "npm run -s budget" \
  "build Storybook" "npx storybook build --quiet -o storybook-static"
step "stories: play + axe + screenshot + locale layout, one visit each (test-runner)" \
  bash -c 'npm run -s test:stories && npx tsx scripts/check-baselines.ts'
step "e2e against npm start (Playwright)" npm run -s test:e2e
step "load: 50 users for 15 s against npm start (the full run: npm run test:load)" \
  env SECONDS=15 USERS=50 npm run -s test:load

printf '\nAll gates passed in %ss.\n' "$((SECONDS - started))"
