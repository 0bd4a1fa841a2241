#!/usr/bin/env bash
# npm test: every gate, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS

step "type check";            npm run -s typecheck
step "lint";                  npm run -s lint
step "i18n check";            npm run -s i18n:check
step "unit tests (vitest)";   npx vitest run
step "build app";             npm run -s build
step "bundle budget";         npm run -s budget
step "build Storybook";       npm run -s build-storybook
step "story tests: interactions + axe (test-runner)"
                              npm run -s test:stories
step "visual + layout tests (Playwright)"
                              npm run -s test:visual
step "e2e against npm start (Playwright)"
                              npm run -s test:e2e

printf '\nAll gates passed in %ss.\n' "$((SECONDS - started))"
