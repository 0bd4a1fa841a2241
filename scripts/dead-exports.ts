/**
 * Dead-export check (run by `npm run lint`): every export must be imported somewhere. knip cannot install
 * here (its parser's platform builds are missing from the registry), so this uses ts-unused-exports, which
 * reads the TypeScript sources with the compiler the project already has.
 *
 * Entry points are not checked — they are used from outside the import graph: stories and tests, the design
 * system's public doors (`src/ui/<Component>/index.ts`, kept for the slices to come), features' route
 * modules (collected by `import.meta.glob`), page default exports (lazy routes), the app's entry and the renderer it
 * loads with `import()`, scripts and the server entry.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzeTsConfig } from 'ts-unused-exports/lib/app';

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['src', 'mocks', 'scripts', 'tests', '.storybook', 'design-tokens'];

const ENTRY = [
  /\.(stories|test)\.tsx?$/,
  /^src\/ui\/[A-Za-z]+\/index\.ts$/,
  /^src\/features\/[^/]+\/routes\.ts$/,
  /^src\/app\/(main|render)\.tsx$/,
  /^scripts\//,
  /^tests\//,
  /^\.storybook\//,
  /^design-tokens\//,
  /^mocks\/server\/(index|chartWorker\.worker)\.ts$/,
  /\.d\.ts$/,
  /tokens\.generated\.ts$/,
];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'public') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

export function deadExports(root = ROOT, dirs = DIRS): string[] {
  const files = dirs.flatMap((d) => walk(join(root, d)));
  const analysis = analyzeTsConfig(join(root, 'tsconfig.json'), [...files, '--showLineNumber']);
  const lines: string[] = [];
  for (const [file, exports] of Object.entries(analysis.unusedExports)) {
    const rel = relative(root, file);
    if (ENTRY.some((re) => re.test(rel))) continue;
    const source = readFileSync(file, 'utf8');
    for (const { exportName, location } of exports) {
      // Used in its own file besides the declaration: the `export` is spare, not dead code. (ts-unused-exports'
      // own --ignoreLocallyUsed counts the declaring identifier as a use, which would hide every dead export.)
      if ((source.match(new RegExp(`\\b${exportName}\\b`, 'g'))?.length ?? 0) > 1) continue;
      const line = location?.line ?? 0;
      // A page's default export is its lazy route.
      if (exportName === 'default' && /\/pages\//.test(rel)) continue;
      lines.push(`${rel}:${line}  ${exportName}`);
    }
  }
  return lines.sort();
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dead = deadExports();
  if (dead.length) {
    console.error(`${dead.length} exports are imported nowhere (remove them, or drop the \`export\`):`);
    for (const line of dead) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('dead exports: none');
}
