/**
 * `npm run test:stories`: the one story pass (`.storybook/test-runner.ts`) over the static Storybook build.
 *
 * The test-runner makes one Jest file per story title, and each file opens a fresh page: Storybook's preview,
 * MSW's worker and the seeded demo exchange start again every time — about 3 s of a 2-core machine, for 164
 * titles. Here the runner is served an index.json whose stories are regrouped under a few batch titles, so a
 * page is opened once per batch and every story of the batch renders in it (as stories of one title always
 * have: by id, through Storybook's channel). The regrouped index is served to the runner only (at
 * `/runner/index.json`); the browser's preview reads the real one. Nothing else changes: same stories, same ids, same checks;
 * `tests/stories/visit.ts` reads the real index on disk to tell screens from the rest.
 *
 * `tsx scripts/story-pass.ts [test-storybook args…]`; `STORY_BATCHES` (default 6) sets the number of batches,
 * `STORYBOOK_STATIC` the build folder, `STORY_PORT` the port (6006).
 */
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { serveStatic } from './static-server';
import { regroupIndex, type StoryIndex } from './story-batches';

const dir = process.env.STORYBOOK_STATIC ?? 'storybook-static';
const port = Number(process.env.STORY_PORT ?? 6006);
const batches = Number(process.env.STORY_BATCHES ?? 6);
const workers = process.env.STORY_WORKERS ?? '2';

const index = JSON.parse(readFileSync(resolve(dir, 'index.json'), 'utf8')) as StoryIndex;
// STORY_ONLY=<regular expression>: only the stories whose title matches (a quick look at one area's stories)
const only = process.env.STORY_ONLY ? new RegExp(process.env.STORY_ONLY, 'i') : null;
if (only)
  index.entries = Object.fromEntries(Object.entries(index.entries).filter(([, e]) => only.test(e.title)));
// The runner reads `<url>/index.json`: under `/runner/` it gets the batches, while its pages open the
// Storybook at the root (`.storybook/test-runner.ts`, prepare), whose preview reads the real index.
const server = await serveStatic(dir, port, '127.0.0.1', {
  '/runner/index.json': JSON.stringify(regroupIndex(index, batches)),
  '/runner/': '{}', // the runner checks that its URL answers
});
const url = `http://127.0.0.1:${port}/runner/`;
const args = ['test-storybook', '--url', url, '--index-json', `--maxWorkers=${workers}`];
const child = spawn('npx', [...args, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_STATIC: dir },
});
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
