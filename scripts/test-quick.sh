#!/usr/bin/env bash
# npm run test:quick [REF]: the inner loop — the unit tests that depend on the files changed since REF (default
# origin/main, else main; uncommitted changes included), then the story pass on the stories of the changed
# components' folders (scripts/stories-subset.sh). Not a gate: `npm test` is.
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:-$(git rev-parse --verify -q origin/main >/dev/null && echo origin/main || echo main)}
changed=$( { git diff --name-only "$ref"; git ls-files --others --exclude-standard; } | sort -u)
if [ -z "$changed" ]; then echo "Nothing changed since $ref."; exit 0; fi

echo "== unit tests related to the files changed since $ref"
npx vitest run --changed "$ref" --passWithNoTests

# the folders of changed files under src/ that hold stories: their stories run
dirs=$(echo "$changed" | grep -E '^src/.*\.(tsx?|json)$' | xargs -r -n1 dirname | sort -u |
  while read -r d; do ls "$d"/*.stories.tsx >/dev/null 2>&1 && echo "$d"; done)
if [ -z "$dirs" ]; then echo "No story folder changed."; exit 0; fi
pattern="^\\./($(echo "$dirs" | sed 's/[.[\*^$()+?{|]/\\&/g' | paste -sd'|'))/"
echo "== stories under: $(echo "$dirs" | paste -sd' ')"
bash scripts/stories-subset.sh "$pattern" 6107
