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
});
