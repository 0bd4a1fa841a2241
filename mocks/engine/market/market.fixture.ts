/** Shared by the market area's tests: an area on a memory store at a fixed moment, and folding helpers. */
import { createContext, createMemoryStore, DEMO_CLOCK_START, seededRng } from '../core';
import { createManualClock } from '../core/testing';
import { createCodes, createUserArea } from '../auth';
import { createMarketArea, type Candle } from './index';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
// A moment inside a minute, off every round boundary.
export const NOW = DEMO_CLOCK_START + 3 * DAY + 5 * HOUR + 17 * MIN + 23_456;

export function setup(now = NOW, seed?: number) {
  const clock = createManualClock(now);
  const ctx = createContext({ store: createMemoryStore(), clock, rng: seededRng(1) });
  const user = createUserArea(ctx, { codes: createCodes(ctx) });
  return { clock, market: createMarketArea(ctx, { user }, seed === undefined ? {} : { seed }) };
}

export const num = (s: string) => Number(s);
/** Folds candles the way the contract says a longer period is built. */
export function fold(cs: Candle[]) {
  return {
    open: cs[0]!.open,
    high: cs.map((c) => c.high).reduce((a, b) => (num(b) > num(a) ? b : a)),
    low: cs.map((c) => c.low).reduce((a, b) => (num(b) < num(a) ? b : a)),
    close: cs.at(-1)!.close,
    // Volumes are fixed-point strings: add them as integers of the smallest unit.
    volume: cs.map((c) => BigInt(c.volume.replace('.', ''))).reduce((a, b) => a + b, 0n),
  };
}
export const asFold = (c: Candle) => ({
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
  volume: BigInt(c.volume.replace('.', '')),
});
