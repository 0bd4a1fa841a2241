/**
 * Inter as the app ships it (`src/app/fonts/`): @fontsource/inter's faces for weights 400, 500 and 700, whose
 * Latin subset — the one every first visit loads — is reduced to the OpenType features a browser applies on its
 * own (kerning, marks, ligatures, contextual alternates) and `tnum` (the app's tabular digits). Inter's
 * stylistic sets, character variants, fractions, superiors… are never asked for; dropping them takes the three
 * Latin faces from 72 KB to 54 KB with the same glyphs, unicode-range and rendering. The other subsets
 * (Latin Extended, Vietnamese, Greek, Cyrillic) are the package's own files, fetched only when text needs them.
 * Deterministic output, committed; `fonts.test.ts` checks it against the installed package.
 *
 *   npm run fonts          (after upgrading @fontsource/inter)
 */
import fontverter from 'fontverter';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEIGHTS = [400, 500, 700] as const;

/** The features a browser applies by default to horizontal Latin text, and the one the app's CSS asks for. */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'tnum'];

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/app/fonts');
const latinFile = (weight: number) => `inter-latin-${weight}-normal.woff2`;
const require = createRequire(import.meta.url);
const packageFile = (name: string) => readFile(require.resolve(`@fontsource/inter/${name}`));

/** Every code point of a CSS unicode-range, as text for the subsetter. */
export function rangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-') as [string, string?];
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) text += String.fromCodePoint(cp);
  }
  return text;
}

/** The package's Latin unicode-range (the same in every weight). */
export async function latinRange(): Promise<string> {
  const css = (await packageFile('400.css')).toString();
  const range = /inter-latin-400-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
  if (!range) throw new Error('@fontsource/inter/400.css: no Latin face');
  return range;
}

/** One weight's faces: the package's CSS with the Latin face pointing at ours, and woff2 only. */
export async function faceCss(weight: number): Promise<string> {
  const css = (await packageFile(`${weight}.css`)).toString();
  return css.replace(/src: url\(\.\/files\/([\w-]+)\.woff2\) format\('woff2'\)[^;]*;/g, (_, name: string) =>
    name === `inter-latin-${weight}-normal`
      ? `src: url(./${latinFile(weight)}) format('woff2');`
      : `src: url(@fontsource/inter/files/${name}.woff2) format('woff2');`,
  );
}

/** The exports of HarfBuzz's subsetter (harfbuzzjs' `harfbuzz-subset.wasm`) this script calls. */
interface HbSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Keep the outline of `.notdef`: a character no face has is drawn as Inter's box (pseudo-locale stories show it). */
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;
const tag = (name: string) => [...name].reduce((n, c) => (n << 8) + c.charCodeAt(0), 0);

let harfbuzz: Promise<HbSubset> | undefined;
function loadHarfbuzz(): Promise<HbSubset> {
  harfbuzz ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => {
      const hb = instance.exports as unknown as HbSubset;
      hb._initialize();
      return hb;
    });
  return harfbuzz;
}

/** `hb-subset --unicodes=… --layout-features=… --notdef-outline` of an OpenType font. */
async function subset(sfnt: Buffer, text: string, features: string[]): Promise<Buffer> {
  const hb = await loadHarfbuzz();
  const input = hb.hb_subset_input_create_or_fail();
  const data = hb.malloc(sfnt.length);
  new Uint8Array(hb.memory.buffer).set(sfnt, data);
  const blob = hb.hb_blob_create(data, sfnt.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const kept = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(kept);
    for (const feature of features) hb.hb_set_add(kept, tag(feature));
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const c of text) hb.hb_set_add(unicodes, c.codePointAt(0)!);
    const result = hb.hb_subset_or_fail(face, input);
    if (!result) throw new Error('hb_subset_or_fail: no subset');
    const out = hb.hb_face_reference_blob(result);
    const start = hb.hb_blob_get_data(out, 0);
    const bytes = Buffer.from(
      new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(out)),
    );
    hb.hb_blob_destroy(out);
    hb.hb_face_destroy(result);
    return bytes;
  } finally {
    hb.hb_face_destroy(face);
    hb.hb_subset_input_destroy(input);
    hb.free(data);
  }
}

/**
 * Inter's Latin face of one weight, reduced to the app's features. One at a time: fontverter's woff2 answers are
 * views of its decoder's memory, which the next conversion overwrites.
 */
let queue: Promise<unknown> = Promise.resolve();
export function subsetLatin(weight: number): Promise<Buffer> {
  const run = async () => {
    const woff2 = await packageFile(`files/inter-latin-${weight}-normal.woff2`);
    const source = Buffer.from(await fontverter.convert(woff2, 'sfnt'));
    const reduced = await subset(source, rangeText(await latinRange()), FEATURES);
    return Buffer.from(await fontverter.convert(reduced, 'woff2'));
  };
  const result = queue.then(run);
  queue = result.catch(() => undefined);
  return result;
}

export async function interCss(): Promise<string> {
  const faces = await Promise.all(WEIGHTS.map(faceCss));
  return `/* Generated by scripts/subset-fonts.ts (npm run fonts) from @fontsource/inter: do not edit. */\n${faces.join('\n')}`;
}

export const outputs = async (): Promise<[string, Buffer | string][]> => [
  ...(await Promise.all(WEIGHTS.map(async (w) => [latinFile(w), await subsetLatin(w)] as [string, Buffer]))),
  ['inter.css', await interCss()],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, content] of await outputs()) {
    await writeFile(join(OUT_DIR, name), content);
    console.log(`src/app/fonts/${name}: ${(content.length / 1024).toFixed(1)} KB`);
  }
}
