/**
 * `npm run areas`: writes docs/areas.md, the map from every route of the spec (src/lib/routes.ts) to the one
 * name its area goes by in every layer — page, API modules, engine, handlers, strings, stories. Derived from
 * the code, never typed by hand: the feature route tables (scripts/route-files.ts), the page modules' imports
 * and the API functions they take (scripts/areas/graph.ts), the handlers that answer those calls and the engine
 * areas they use, the stories' titles, and the folders of each layer (scripts/areas/layers.ts).
 * `scripts/areas.test.ts` fails when docs/areas.md is stale or a layer holds a name that is no area.
 *
 *   npx tsx scripts/areas.ts           write docs/areas.md
 *   npx tsx scripts/areas.ts --check   exit 1 if it is stale
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '../src/lib/routes.ts';
import { apiName, callsOf, handlerRoutes, pageApi } from './areas/graph.ts';
import { areasOf, PLUMBING, SHARED, storyFiles, storyTitle, titleOf } from './areas/layers.ts';
import { readRoutes } from './route-files.ts';

const code = (s: string) => `\`${s}\``;
const list = (items: Iterable<string>) => [...items].sort().map(code).join(', ') || '—';

/** The export a route's page is (`ChartPage.tsx` serves `SpotChartPage` and `FuturesChartPage`), if not the default. */
function pageExport(root: string, area: string, name: string): string | undefined {
  const source = readFileSync(join(root, `src/features/${area}/routes.ts`), 'utf8');
  const at = source.indexOf(`ROUTES.${name}.path`);
  const next = source.indexOf('ROUTES.', at + 1);
  const chunk = source.slice(at, next === -1 ? undefined : next);
  return /default:\s*m\.(\w+)/.exec(chunk)?.[1];
}

/** One row per spec route: URL, area, page, API modules, engine areas, handlers, strings, story title. */
function routeRows(root: string): string[] {
  const registered = readRoutes(root);
  const handlers = handlerRoutes(root);
  const isCall = (s: string) => handlers.has(s.startsWith('/') ? s : `/${s}`);
  const plumbing = new Set(PLUMBING['src/api']);
  return Object.entries(ROUTES).map(([name, { path }]) => {
    const url = `${code(path)} (${name})`;
    const route = registered[path];
    if (!route) return `| ${url} | — | not yet built | | | | | |`;
    const area = route.module.split('/')[2]!;
    const exported = pageExport(root, area, name);
    const page = `${code(route.module.replace(`src/features/${area}/`, ''))}${exported ? ` ${code(exported)}` : ''}`;
    const api = new Set<string>();
    const engine = new Set<string>();
    const answered = new Set<string>();
    for (const [file, names] of pageApi(root, route.module, exported ?? 'default')) {
      if (plumbing.has(file.split('/')[2]!.replace(/\.ts$/, ''))) continue;
      api.add(apiName(file));
      for (const n of names)
        for (const call of callsOf(root, file, n, isCall)) {
          const handler = handlers.get(`/${call}`)!;
          answered.add(handler.module);
          for (const e of handler.engine) engine.add(e);
        }
    }
    const stories = route.module.replace(/\.tsx$/, '.stories.tsx');
    const title = existsSync(join(root, stories)) ? storyTitle(join(root, stories)) : undefined;
    return `| ${url} | ${code(area)} | ${page} | ${list(api)} | ${list(engine)} | ${list(answered)} | ${list(route.ns)} | ${title ? code(title) : '—'} |`;
  });
}

/** Where an area's name (or a shared layer's) is found in each layer. */
function layerCells(root: string, name: string): string[] {
  const first = (...paths: string[]) => paths.find((p) => existsSync(join(root, p.replace(/\/$/, ''))));
  const cell = (...paths: string[]) => {
    const found = first(...paths);
    return found ? code(found) : '—';
  };
  const locale = (file: string) => (existsSync(join(root, `locales/en/${file}`)) ? code(`locales/*/${file}`) : '—');
  return [
    cell(`src/api/${name}/`, `src/api/${name}.ts`),
    cell(`src/api/wire/${name}/`, `src/api/wire/${name}.ts`),
    cell(`src/api/schemas/${name}.ts`),
    cell(`mocks/engine/${name}/`),
    cell(`mocks/handlers/${name}/`, `mocks/handlers/${name}.ts`),
    cell(`mocks/handlers/wire/${name}/`, `mocks/handlers/wire/${name}.ts`),
    cell(`mocks/fixtures/${name}/`, `mocks/fixtures/${name}.ts`),
    locale(`${name}.json`),
    locale(`server-${name}.json`),
  ];
}

/** An area's stories by kind: `Pages/Trade/…` (9), `Trade/…` (14). */
function storyCell(root: string, area: string): string {
  const titles = storyFiles(root, `src/features/${area}`).map((f) => storyTitle(join(root, f)) ?? '');
  const count = (prefix: string) => titles.filter((t) => t.startsWith(prefix)).length;
  return [`Pages/${titleOf(area)}/`, `${titleOf(area)}/`].map((p) => `${code(`${p}…`)} (${count(p)})`).join(', ');
}

const LAYER_HEADER = 'API | API wire | Schemas | Engine | Handlers | Handler wire | Fixtures | Strings | Server texts';

export function renderAreas(root: string): string {
  const areas = areasOf(root);
  return [
    '<!-- Generated by `npm run areas` (scripts/areas.ts) from the code. Do not edit. -->',
    '# Areas',
    '',
    'Each area has one name in every layer: its feature folder `src/features/<area>/`, its calls `src/api/<area>/`,',
    'its engine `mocks/engine/<area>/`, its handlers `mocks/handlers/<area>`, its fixtures `mocks/fixtures/<area>`, its',
    'strings `locales/<code>/<area>.json` (server texts `server-<area>.json`) and its stories `Pages/<Area>/<Page>` and',
    '`<Area>/<Component>`. URLs keep the platform\'s legacy segments (`/pages/fund/…` is the wallet, `/pages/transaction/…`',
    'trade and chart): the table below bridges them. `scripts/areas.test.ts` keeps this file current and every layer',
    'free of other names.',
    '',
    '## Routes',
    '',
    'Every route of `src/lib/routes.ts`. Page: under `src/features/<area>/` (the named export when not the default).',
    'API: the modules whose functions the page\'s code takes (its area\'s files and other features\' doors); engine and',
    'handlers: those answering the calls these functions make. Strings: the namespaces the route loads.',
    '',
    '| URL (route) | Area | Page | API | Engine | Handlers | Strings | Story |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routeRows(root),
    '',
    '## Areas by layer',
    '',
    `| Area | Feature | ${LAYER_HEADER} | Stories |`,
    `| --- | --- | ${LAYER_HEADER.split(' | ').map(() => '---').join(' | ')} | --- |`,
    ...areas.map(
      (a) =>
        `| ${a} | ${code(`src/features/${a}/`)} | ${layerCells(root, a).join(' | ')} | ${storyCell(root, a)} |`,
    ),
    '',
    '## Shared layers',
    '',
    'Names in those layers that are not an area (`SHARED` in `scripts/areas/layers.ts`).',
    '',
    `| Layer | What | ${LAYER_HEADER} |`,
    `| --- | --- | ${LAYER_HEADER.split(' | ').map(() => '---').join(' | ')} |`,
    ...Object.entries(SHARED).map(([name, what]) => `| ${name} | ${what} | ${layerCells(root, name).join(' | ')} |`),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const file = join(root, 'docs/areas.md');
  const text = renderAreas(root);
  if (process.argv.includes('--check')) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error('docs/areas.md is stale: run `npm run areas`.');
      process.exit(1);
    }
    console.log('docs/areas.md is current.');
  } else {
    writeFileSync(file, text);
    console.log(`docs/areas.md: ${Object.keys(ROUTES).length} routes, ${areasOf(root).length} areas.`);
  }
}
