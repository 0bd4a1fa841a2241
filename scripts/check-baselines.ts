/**
 * `tsx scripts/check-baselines.ts [--prune]`: every file in tests/stories/__screenshots__ must belong to a
 * story of the static build (its id, or `<id>--light` for a screen) that takes pixels (not tagged
 * `no-visual`). A baseline left behind by a renamed or removed story fails the gate; `--prune` deletes it.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isScreen, loadStories } from '../tests/stories/visit.ts';

const DIR = 'tests/stories/__screenshots__';
const expected = new Set<string>();
for (const story of loadStories()) {
  if (story.tags?.includes('no-visual')) continue;
  expected.add(`${story.id}.png`);
  if (isScreen(story)) expected.add(`${story.id}--light.png`);
}
// (files only: jest-image-snapshot's `__received_output__` folder of a failed run is not a baseline)
const stale = readdirSync(DIR, { withFileTypes: true })
  .filter((e) => e.isFile() && !expected.has(e.name))
  .map((e) => e.name);
if (process.argv.includes('--prune')) for (const f of stale) rmSync(join(DIR, f));
else if (stale.length > 0) {
  console.error(
    `Baselines without a story (run with --prune after a rename or removal):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `${expected.size} baselines expected, ${stale.length} ${process.argv.includes('--prune') ? 'pruned' : 'stale'}.`,
);
