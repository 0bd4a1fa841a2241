import { describe, expect, it } from 'vitest';
import { seededRng } from '../../mocks/engine';
import { MIX, nextStep, SHARES, THINK_MS, weighted, type Action } from './mix';

const steps = (seed: number, n: number) => {
  const rng = seededRng(seed);
  return Array.from({ length: n }, () => nextStep(rng));
};

describe('weighted', () => {
  const weights = { a: 1, b: 2, c: 1 };
  it('maps [0, 1) onto the entries in proportion to their weights', () => {
    expect(weighted(weights, 0)).toBe('a');
    expect(weighted(weights, 0.2499)).toBe('a');
    expect(weighted(weights, 0.25)).toBe('b');
    expect(weighted(weights, 0.7499)).toBe('b');
    expect(weighted(weights, 0.75)).toBe('c');
    expect(weighted(weights, 0.999999)).toBe('c');
  });
});

describe('nextStep', () => {
  it('gives the same steps for the same seed, and others for another seed', () => {
    expect(steps(7, 50)).toEqual(steps(7, 50));
    expect(steps(8, 50)).not.toEqual(steps(7, 50));
  });

  it('draws the actions in the proportions of MIX', () => {
    const n = 20_000;
    const seen = new Map<Action, number>();
    for (const s of steps(1, n)) seen.set(s.action, (seen.get(s.action) ?? 0) + 1);
    const total = Object.values(MIX).reduce((a, b) => a + b, 0);
    for (const [action, weight] of Object.entries(MIX) as [Action, number][])
      expect(Math.abs((seen.get(action) ?? 0) / n - weight / total)).toBeLessThan(0.012);
  });

  it('sends reads once without a key, and retries or replays only with a key', () => {
    const all = steps(3, 20_000);
    const wrong = all.filter(
      (s) =>
        (s.action === 'read' && (s.keyed || s.submit !== 'once')) ||
        ((s.submit === 'retry' || s.submit === 'replay') && !s.keyed) ||
        s.thinkMs < THINK_MS.min ||
        s.thinkMs >= THINK_MS.max ||
        s.abortAfterMs < 1 ||
        s.pick < 0 ||
        s.pick >= 1,
    );
    expect(wrong).toEqual([]);
    const money = all.filter((s) => s.action !== 'read');
    const share = (f: (s: (typeof all)[number]) => boolean) => money.filter(f).length / money.length;
    expect(share((s) => s.keyed)).toBeCloseTo(SHARES.keyed, 1);
    expect(share((s) => s.submit === 'double')).toBeCloseTo(SHARES.double, 1);
    expect(share((s) => s.submit === 'retry')).toBeGreaterThan(0.02);
    expect(share((s) => s.submit === 'replay')).toBeGreaterThan(0.01);
    // without a key, a double tap is the only repeat
    expect(money.filter((s) => !s.keyed && s.submit !== 'once' && s.submit !== 'double')).toEqual([]);
  });
});
