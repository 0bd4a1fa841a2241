import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { latinRange, outputs, rangeText } from './subset-fonts';

const require = createRequire(import.meta.url);
const committed = (name: string) => readFileSync(new URL(`../src/app/fonts/${name}`, import.meta.url));

async function loadFont(woff2: Buffer) {
  const sfnt = Buffer.from(await fontverter.convert(woff2, 'sfnt'));
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)));
}

const outlines = new WeakMap<hb.Font, Map<number, string>>();
/** A glyph's outline, worked out once per font (the samples draw the same few hundred glyphs thousands of times). */
function outline(font: hb.Font, glyph: number): string {
  let paths = outlines.get(font);
  if (!paths) outlines.set(font, (paths = new Map()));
  let path = paths.get(glyph);
  if (path === undefined) paths.set(glyph, (path = font.glyphToPath(glyph)));
  return path;
}

/** What a browser draws for the text: each glyph's outline and position, as the font shapes it. */
function drawn(font: hb.Font, text: string, features: string[] = []) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(
    font,
    buffer,
    features.map((f) => hb.Feature.fromString(f)!),
  );
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((glyph, i) => ({ path: outline(font, glyph.codepoint), cluster: glyph.cluster, ...positions[i]! }));
}

/** The two drawings are the same glyph for glyph; on a difference, the first glyph that differs and its context. */
function expectSameDrawing(a: ReturnType<typeof drawn>, b: ReturnType<typeof drawn>, text: string) {
  expect(a.length).toBe(b.length);
  const key = (g: ReturnType<typeof drawn>[number]) =>
    `${g.path}|${g.xAdvance}|${g.yAdvance}|${g.xOffset}|${g.yOffset}`;
  const first = a.findIndex((g, i) => key(g) !== key(b[i]!));
  if (first >= 0)
    expect({
      at: text.slice(Math.max(0, a[first]!.cluster - 10), a[first]!.cluster + 10),
      glyph: a[first],
    }).toEqual({
      at: text.slice(Math.max(0, b[first]!.cluster - 10), b[first]!.cluster + 10),
      glyph: b[first],
    });
}

// The app's English strings, digits as the tickers show them, and pairs Inter kerns or alternates contextually
const english = Object.values(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' }))
  .map((ns) => JSON.stringify(ns))
  .join(' ');
// (only the characters of the faces' unicode-range: a browser draws the others with another face)
const inRange = new Set(rangeText(await latinRange()));
const samples = [english, '0123456789 1,234.56 -0.75% 12:30:05 +3.10 AVAT To Ty A-B (H) €1 ÿ Œuvre —“…”'].map(
  (text) => [...text].filter((c) => inRange.has(c)).join(''),
);

describe('Inter as the app ships it (npm run fonts)', () => {
  it('is what the script makes from the installed @fontsource/inter', async () => {
    for (const [name, content] of await outputs())
      expect(committed(name).equals(Buffer.from(content)), name).toBe(true);
  });

  it.each([400, 500, 700])(
    'draws text exactly as the package’s Latin face %i does, tabular digits included',
    async (w) => {
      const original = await loadFont(
        readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${w}-normal.woff2`)),
      );
      const shipped = await loadFont(committed(`inter-latin-${w}-normal.woff2`));
      for (const text of samples) {
        expectSameDrawing(drawn(shipped, text), drawn(original, text), text);
        expectSameDrawing(drawn(shipped, text, ['tnum']), drawn(original, text, ['tnum']), text);
      }
      // a character no face has is drawn as Inter's box, as before
      expect(shipped.glyphToPath(0)).toBe(original.glyphToPath(0));
      expect(shipped.glyphToPath(0)).not.toBe('');
      const digits = drawn(shipped, '0123456789', ['tnum']).map((g) => g.xAdvance);
      expect(new Set(digits).size).toBe(1);
      expect(new Set(drawn(shipped, '0123456789').map((g) => g.xAdvance)).size).toBeGreaterThan(1);
      expect(committed(`inter-latin-${w}-normal.woff2`).length).toBeLessThan(
        0.8 * readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${w}-normal.woff2`)).length,
      );
    },
  );
});
