/**
 * The areas and the layers named after them (HOUSE_STYLE.md, "An area has one name in every layer").
 *
 * An area is a feature folder, `src/features/<area>/`. Each layer below holds, per area, a folder or a file of
 * that same name — `src/api/<area>/`, `mocks/engine/<area>/`, `locales/<code>/<area>.json`… — and nothing else
 * but the shared layers listed here (SHARED) and a layer's own plumbing (PLUMBING). `layerProblems` names every
 * entry that is neither; `storyTitleProblems` every feature story not titled by its area.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Layers that are not an area, and what they hold. A name here may appear in any area layer. */
export const SHARED: Record<string, string> = {
  common: "site settings and the user's language, every screen's strings (`common.json`)",
  core: "the demo exchange's context, store, clocks, random sources, crypto and message keys",
  ledger: 'the ledger only: balances, journal, audit, the accounts model; the areas call it',
  uploads: 'images sent to `/upload` (vouchers, identity photos, avatars)',
  feeds: "the market socket's readers (`src/api/feeds.ts`), used by `src/realtime`",
  demo: 'demo-only calls: the verification-code inbox',
  ui: "the design system's strings (`ui.json`)",
};

/** A layer's own machinery, beside its areas: the API client and its rules, the handlers' kit, doors. */
export const PLUMBING: Record<string, string[]> = {
  'src/api': ['base', 'client', 'early', 'envelope', 'errors', 'httpRequest', 'paging', 'schemas', 'wire'],
  'src/api/schemas': ['primitives'],
  'mocks/engine': ['index'],
  'mocks/handlers': ['_util', '_intents', 'intents', 'handlers', 'index', 'locales', 'testing', 'transport', 'wire'],
};

/** The layers named by area, from the repository root; `<code>` is every folder of `locales/`. */
export const LAYERS = [
  'src/api',
  'src/api/wire',
  'src/api/schemas',
  'mocks/engine',
  'mocks/handlers',
  'mocks/handlers/wire',
  'mocks/fixtures',
  'locales/<code>',
] as const;

/** The areas: the feature folders (an empty one, left behind by a move, is none). */
export function areasOf(root: string): string[] {
  return readdirSync(join(root, 'src/features'))
    .filter((name) => statSync(join(root, 'src/features', name)).isDirectory())
    .filter((name) => readdirSync(join(root, 'src/features', name)).length > 0)
    .sort();
}

/** The name an entry goes by: a folder's name, a file's up to its first dot (`wallet.exchange.test.ts` → wallet). */
const stem = (entry: string) => entry.replace(/^server-/, '').split('.')[0]!;

/** Entries of a layer folder, skipping dot files; a missing folder has none. */
const entries = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((e) => !e.startsWith('.')) : []);

/** Every layer entry that is neither an area, nor a shared layer, nor the layer's plumbing; and areas as files in src/api. */
export function layerProblems(root: string): string[] {
  const areas = new Set(areasOf(root));
  const problems: string[] = [];
  const codes = entries(join(root, 'locales')).filter((c) => statSync(join(root, 'locales', c)).isDirectory());
  const folders = LAYERS.flatMap((layer) =>
    layer.includes('<code>') ? codes.map((code) => layer.replace('<code>', code)) : [layer],
  );
  for (const layer of folders) {
    const plumbing = new Set(PLUMBING[layer] ?? []);
    for (const entry of entries(join(root, layer))) {
      const name = stem(entry);
      const path = `${layer}/${entry}`;
      if (areas.has(name)) {
        if (layer === 'src/api' && !statSync(join(root, path)).isDirectory())
          problems.push(`${path}: an area's calls are a folder, src/api/${name}/`);
      } else if (!(name in SHARED) && !plumbing.has(name)) {
        problems.push(`${path}: "${name}" is no area (src/features/*) and no shared layer (scripts/areas/layers.ts)`);
      }
    }
  }
  return problems;
}

/** `trade` → `Trade`: an area as story titles spell it. */
export const titleOf = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

/** The title of a stories file (`preview.meta({ title: '…' })`), if it has one. */
export function storyTitle(file: string): string | undefined {
  return /\bmeta\(\{[\s\S]*?\btitle:\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
}

/** Stories files under a folder, recursively, from the repository root. */
export function storyFiles(root: string, dir: string): string[] {
  return entries(join(root, dir)).flatMap((e) => {
    const rel = `${dir}/${e}`;
    if (statSync(join(root, rel)).isDirectory()) return storyFiles(root, rel);
    return e.endsWith('.stories.tsx') ? [rel] : [];
  });
}

/** Feature stories not titled `Pages/<Area>/…` (a page, under `pages/`) or `<Area>/…` (a part). */
export function storyTitleProblems(root: string): string[] {
  return areasOf(root).flatMap((area) =>
    storyFiles(root, `src/features/${area}`).flatMap((file) => {
      const title = storyTitle(join(root, file));
      const prefix = file.includes('/pages/') && !file.includes('/pages/sections/') ? `Pages/${titleOf(area)}/` : `${titleOf(area)}/`;
      return title?.startsWith(prefix) ? [] : [`${file}: title '${title ?? ''}' should start with '${prefix}'`];
    }),
  );
}
