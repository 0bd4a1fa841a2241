#!/usr/bin/env bash
# Runs the story pass (play + axe + screenshot + locale layout) on the stories whose file path matches a
# regular expression, e.g. `bash scripts/stories-subset.sh 'features/wallet/' 6107`. Builds Storybook into a
# temporary folder, keeps only the matching entries of its index.json and serves it on PORT (default 6106).
# Extra arguments go to test-storybook (`--updateSnapshot` to rewrite those baselines).
set -euo pipefail
cd "$(dirname "$0")/.."
pattern=${1:?usage: stories-subset.sh REGEX [PORT] [test-storybook args…]}
port=${2:-6106}
shift $(( $# >= 2 ? 2 : 1 ))
out=/tmp/sb-subset-$port
rm -rf "$out"
npm run -s tokens
npx storybook build --quiet -o "$out" >/dev/null
node -e '
  const fs = require("fs"); const file = process.argv[1]; const re = new RegExp(process.argv[2]);
  const index = JSON.parse(fs.readFileSync(file, "utf8"));
  index.entries = Object.fromEntries(Object.entries(index.entries).filter(([, e]) => re.test(e.importPath)));
  fs.writeFileSync(file, JSON.stringify(index));
  console.log(`${Object.keys(index.entries).length} entries match`);
' "$out/index.json" "$pattern"
export STORYBOOK_STATIC="$out" # the story pass reads the index to tell screens from components
npx tsx scripts/with-static-server.ts "$out" "$port" -- \
  npx test-storybook --url "http://127.0.0.1:$port" --index-json --maxWorkers=1 "$@"
