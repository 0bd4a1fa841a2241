#!/usr/bin/env bash
# npm run review: builds the app and Storybook, then serves both from the demo exchange — the app at /h5/,
# Storybook at /storybook/ (every screen and component, the Locale toolbar for translators). PORT as for npm start.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run -s build
npm run -s build-storybook
STORYBOOK_DIR=storybook-static exec npx tsx mocks/server/index.ts
