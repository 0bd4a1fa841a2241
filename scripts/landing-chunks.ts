/**
 * The landing's modules in two chunks instead of ~40 (issue 10). Left to itself the bundler cuts the code
 * the entry and the home screen share with other pages into one chunk per set of importers: home loaded 40
 * files, most under 1 KB, each a request (six at a time over HTTP/1.1) and a gzip stream of its own. Here:
 *   - `core`: what the entry imports statically (evaluated first: it starts the first screen's strings and calls);
 *   - `shell`: what the entry's renderer adds (React DOM and the app's frame, evaluated in the next task);
 *   - `screen`: what the home screen adds (evaluated with the page, in a task of its own);
 *   - `wire`: the wire schemas (and zod) that the entry's API areas load beside the first screen's answers
 *     (`import('./wire/market')` in src/api/market/index.ts …): one file instead of eight.
 * Home's own folder keeps its chunk; every other page imports the two as it imports the shared chunks.
 * Measured on home (4× CPU, 150 ms / 1.6 Mbit/s): 40 → 7 files, 205.6 → 194.7 KB gz, LCP −0.35 s.
 * The sets are read from the module graph at the end of the build, before the chunks are cut.
 */
import type { Plugin } from 'vite';

const ENTRY = '/src/app/main.tsx';
/** The renderer the entry imports next (React DOM and the app's frame); index.html preloads its chunk. */
export const RENDER = '/src/app/render.tsx';
const HOME = '/src/features/home/pages/HomePage.tsx';
const HOME_FOLDER = '/src/features/home/';
const API_FOLDER = '/src/api/';
/**
 * Library modules a barrel re-exports that only later pages use: the closure follows every re-export, so
 * without this list they would ride in `core` whether or not the first screen calls them (TanStack Query's
 * mutation, parallel and infinite observers: 1.4 KB gz). Left out of the sets, the bundler puts each with the
 * pages that use it — for a package marked side-effect free; the app's own modules it places by reach, not use.
 */
const LATER = [
  /node_modules\/@tanstack\/query-core\/build\/modern\/(mutationObserver|queriesObserver|infiniteQueryObserver)\.js$/,
  /node_modules\/@tanstack\/react-query\/build\/modern\/(useMutation|useQueries|useInfiniteQuery|useSuspense\w*|usePrefetch\w*|infiniteQueryOptions|HydrationBoundary)\.js$/,
];
const later = (id: string) => LATER.some((re) => re.test(id));

type Graph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
};

/** The modules and everything they import statically. */
function closure(graph: Graph, from: string | undefined | readonly string[]): Set<string> {
  const out = new Set<string>();
  const todo = from === undefined ? [] : typeof from === 'string' ? [from] : [...from];
  while (todo.length) {
    const id = todo.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter((d) => !later(d)));
  }
  return out;
}

const core = new Set<string>();
const shell = new Set<string>();
const screen = new Set<string>();
const wire = new Set<string>();

const plugin: Plugin = {
  name: 'landing-chunks',
  apply: 'build',
  buildEnd() {
    core.clear();
    shell.clear();
    screen.clear();
    wire.clear();
    const ids = [...this.getModuleIds()];
    const entry = ids.find((id) => id.endsWith(ENTRY));
    const render = ids.find((id) => id.endsWith(RENDER));
    const home = ids.find((id) => id.endsWith(HOME));
    for (const id of closure(this, entry)) if (id !== entry) core.add(id);
    for (const id of closure(this, render)) if (!core.has(id)) shell.add(id);
    const landed = (id: string) => core.has(id) || shell.has(id);
    for (const id of closure(this, home)) if (!landed(id) && !id.includes(HOME_FOLDER)) screen.add(id);
    // what src/api's own modules load (not the socket's readers, which the realtime layer loads later)
    const lazyApi = [...core]
      .filter((id) => id.includes(API_FOLDER))
      .flatMap((id) => (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((d) => d.includes(API_FOLDER)));
    for (const id of closure(this, lazyApi)) if (!landed(id) && !screen.has(id)) wire.add(id);
  },
};

/** The plugin that fills the sets, and the sets the build's chunk groups test against. */
export const landingChunks = {
  plugin,
  core: core as ReadonlySet<string>,
  shell: shell as ReadonlySet<string>,
  screen: screen as ReadonlySet<string>,
  wire: wire as ReadonlySet<string>,
};
