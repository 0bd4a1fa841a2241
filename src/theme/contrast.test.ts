import { describe, expect, it } from 'vitest';
import { raw } from './tokens.generated';

/** WCAG 2.1 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `#rrggbbaa` laid over the opaque `#rrggbb` ground, as the screen shows it. */
function over(tint: string, ground: string): string {
  const alpha = parseInt(tint.slice(7, 9), 16) / 255;
  const channel = (i: number) =>
    Math.round(alpha * parseInt(tint.slice(i, i + 2), 16) + (1 - alpha) * parseInt(ground.slice(i, i + 2), 16));
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Colours the app sets small text in (rising/falling are green/red), and the grounds that text sits on. */
const TEXT = [
  'textPrimary',
  'textSecondary',
  'textTertiary',
  'link',
  'green',
  'red',
  'warning',
  'info',
  'danger',
  'success',
] as const;
const GROUNDS = ['bgPage', 'bgSurface', 'bgElevated', 'bgInput'] as const;

describe('theme colours', () => {
  // axe checks the colours a story happens to show; this checks every pairing, in both themes
  it.each(['dark', 'light'] as const)('give small text at least 4.5:1 on every ground (%s)', (theme) => {
    const colours = raw[theme] as Record<string, string>;
    const short = TEXT.flatMap((fg) =>
      GROUNDS.filter((bg) => contrast(colours[fg]!, colours[bg]!) < 4.5).map(
        (bg) => `${fg} on ${bg}: ${contrast(colours[fg]!, colours[bg]!).toFixed(2)}`,
      ),
    );
    expect(short).toEqual([]);
  });

  // A price flash tints its cell's ground lightly and shows its text in the primary or secondary text colour,
  // never red on green (issue 28 item 13): that text stays readable on every tinted ground.
  it.each(['dark', 'light'] as const)('keep a flashing price readable on every ground (%s)', (theme) => {
    const colours = raw[theme] as Record<string, string>;
    const short = (['flashGreen', 'flashRed'] as const).flatMap((flash) => {
      expect(colours[flash], flash).toMatch(/^#[0-9a-f]{8}$/i);
      return GROUNDS.flatMap((bg) => {
        const ground = over(colours[flash]!, colours[bg]!);
        return (['textPrimary', 'textSecondary'] as const)
          .filter((fg) => contrast(colours[fg]!, ground) < 4.5)
          .map((fg) => `${fg} on ${flash} over ${bg}: ${contrast(colours[fg]!, ground).toFixed(2)}`);
      });
    });
    expect(short).toEqual([]);
  });
  // "lightly": the tint leaves the ground recognisable (a wash, not a fill)
  it.each(['dark', 'light'] as const)('tint a flash at most a quarter (%s)', (theme) => {
    const colours = raw[theme] as Record<string, string>;
    for (const flash of ['flashGreen', 'flashRed'] as const)
      expect(parseInt(colours[flash]!.slice(7, 9), 16) / 255, flash).toBeLessThanOrEqual(0.25);
  });
});
