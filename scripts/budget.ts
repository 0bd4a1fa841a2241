/**
 * Bundle budget of the built app (gzip sizes), run after `vite build`:
 * - initial JS + CSS of the home route (entry, its static imports, the home page chunk): ≤ 230 KB;
 * - every lazily loaded route chunk: ≤ 60 KB.
 * Prints the figures; exits 1 when over.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const INITIAL_LIMIT = 230 * 1024;
const ROUTE_LIMIT = 60 * 1024;
const HOME_MODULE = /src\/features\/home\/pages\/HomePage\.tsx$/;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('budget: dist/.vite/manifest.json missing — run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const size = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gz.get(file)!;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk plus everything it statically imports (files, deduplicated). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const dep of chunk.imports ?? []) for (const f of closure(dep, seen)) files.add(f);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = closure(entryKey);
const homeKey = Object.keys(manifest).find((k) => HOME_MODULE.test(k));
const homeFiles = homeKey ? closure(homeKey) : new Set<string>();
const homeRoute = new Set([...initial, ...homeFiles]);
const homeTotal = [...homeRoute].reduce((sum, f) => sum + size(f), 0);

let failed = false;
console.log(`Initial JS+CSS of the home route${homeKey ? '' : ' (no home page registered yet: entry only)'}:`);
for (const f of [...homeRoute].sort((a, b) => size(b) - size(a))) console.log(`  ${kb(size(f)).padStart(9)}  ${f}`);
const verdict = homeTotal <= INITIAL_LIMIT ? 'ok' : 'OVER';
console.log(`  total ${kb(homeTotal)} / ${kb(INITIAL_LIMIT)} — ${verdict}`);
if (verdict === 'OVER') failed = true;

console.log('\nLazily loaded route chunks (own code, gzip):');
const routes = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry && c.src && /\/pages\//.test(c.src));
for (const [, chunk] of routes.sort((a, b) => size(b[1].file) - size(a[1].file))) {
  const own = size(chunk.file) + (chunk.css ?? []).reduce((s, f) => s + size(f), 0);
  const over = own > ROUTE_LIMIT;
  if (over) failed = true;
  console.log(`  ${kb(own).padStart(9)}  ${chunk.src}${over ? '  — OVER 60 KB' : ''}`);
}

const shared = Object.values(manifest).filter((c) => !c.isEntry && !c.isDynamicEntry && !initial.has(c.file) && c.file.endsWith('.js'));
if (shared.length) {
  console.log('\nShared lazily loaded chunks (loaded only by the routes that use them):');
  for (const c of shared.sort((a, b) => size(b.file) - size(a.file))) console.log(`  ${kb(size(c.file)).padStart(9)}  ${c.file}`);
}

console.log(failed ? '\nbudget: FAILED' : '\nbudget: within limits');
process.exit(failed ? 1 : 0);
