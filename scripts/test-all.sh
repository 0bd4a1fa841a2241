#!/usr/bin/env bash
# npm test: every gate, in order, stopping at the first failure; prints how long each took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
last=$SECONDS
step() {
  [ "$last" -lt "$SECONDS" ] && printf '   (%ss)\n' "$((SECONDS - last))"
  last=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "type check";            npm run -s typecheck
step "lint";                  npm run -s lint
step "i18n check";            npm run -s i18n:check
step "unit tests (vitest)";   npx vitest run
step "build app";             npm run -s build
step "bundle budget";         npm run -s budget
step "build Storybook";       npm run -s build-storybook
step "stories: play + axe + screenshot + locale layout, one visit each (test-runner)"
                              npm run -s test:stories
                              npx tsx scripts/check-baselines.ts
step "e2e against npm start (Playwright)"
                              npm run -s test:e2e
step "done"

printf '\nAll gates passed in %ss.\n' "$((SECONDS - started))"
