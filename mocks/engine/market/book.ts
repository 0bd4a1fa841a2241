/**
 * The live price and the demo exchange's simulated book and tape around it: best bid and ask are the live
 * price ± half the pair's spread, the levels and prints hashed from (seed, pair, time) — so, like the
 * prices, they need no stored state. Labelled demo data on the wire.
 */
import { marketsFixture } from '../../fixtures/market';
import { hashUnit, symbolSeed } from './hash';
import type { Pairs } from './pairs';
import { fixed } from './rawCandle';
import type { Depth, Trade } from './types';

export const DEPTH_LEVELS = 20;
export const TRADES_KEPT = 20;

export function createBook(pairs: Pairs, seed: number, clock: () => number) {
  const { infos, series, indexOf } = pairs;
  const spreadTicks = marketsFixture.map((m) =>
    Math.max(1, Math.round(Number(m.spread) * 10 ** m.price_precision)),
  );
  const keys = infos.map((m) => symbolSeed(seed ^ 0x5bd1e995, m.symbol));
  const perMinuteUnits = marketsFixture.map((m) => (m.volume_24h * 10 ** m.amount_precision) / 1440);

  function checkTime(at: number | undefined): number {
    const now = clock();
    if (at === undefined) return now;
    if (at > now) throw new Error(`market: asked for a price at ${at}, after now (${now})`);
    return at;
  }

  /** Best bid and ask of the demo book in ticks: the live price ± half the pair's spread. */
  function bestTicks(index: number, at: number): { bid: number; ask: number } {
    const mid = series[index]!.priceTicks(at);
    const spread = spreadTicks[index]!;
    const bid = Math.max(1, mid - Math.floor(spread / 2));
    return { bid, ask: bid + spread };
  }

  function depth(symbol: string, at = clock()): Depth {
    const index = indexOf(symbol);
    const info = infos[index]!;
    const { bid, ask } = bestTicks(index, at);
    const slot = Math.floor(at / 500);
    const step = Math.max(1, Math.ceil(spreadTicks[index]! / 2));
    const mean = perMinuteUnits[index]! / 6;
    const side = (best: number, sign: 1 | -1, salt: number): [string, string][] => {
      const levels: [string, string][] = [];
      let price = best;
      for (let i = 0; i < DEPTH_LEVELS && price >= 1; i++) {
        const u = hashUnit(keys[index]!, slot, i * 2 + salt, 11);
        const units = Math.max(1, Math.round(mean * (0.15 + 1.9 * u * u) * (1 + 0.06 * i)));
        levels.push([fixed(price, info.price_precision), fixed(units, info.amount_precision)]);
        price += sign * step * (hashUnit(keys[index]!, slot, i * 2 + salt, 12) < 0.7 ? 1 : 2);
      }
      return levels;
    };
    return { symbol: info.symbol, bids: side(bid, -1, 0), asks: side(ask, 1, 1), ts: at, demo: true };
  }

  /** The demo tape: 0–3 prints per second at the best bid (sells) or ask (buys), newest first. */
  function trades(symbol: string, at = clock(), limit = TRADES_KEPT): Trade[] {
    const index = indexOf(symbol);
    const info = infos[index]!;
    const key = keys[index]!;
    const mean = perMinuteUnits[index]! / 80;
    const out: Trade[] = [];
    for (let s = Math.floor(at / 1000), scanned = 0; out.length < limit && scanned < 600; s--, scanned++) {
      const u = hashUnit(key, s, 0, 21);
      const count = u < 0.25 ? 0 : u < 0.6 ? 1 : u < 0.85 ? 2 : 3;
      const prints: Trade[] = [];
      for (let k = 0; k < count; k++) {
        const time = s * 1000 + Math.floor(hashUnit(key, s, k, 22) * 1000);
        if (time > at) continue;
        const side = hashUnit(key, s, k, 23) < 0.5 ? 'buy' : 'sell';
        const best = bestTicks(index, time);
        const units = Math.max(1, Math.round(mean * -Math.log(1 - hashUnit(key, s, k, 24))));
        prints.push({
          price: fixed(side === 'buy' ? best.ask : best.bid, info.price_precision),
          amount: fixed(units, info.amount_precision),
          side,
          time,
        });
      }
      prints.sort((a, b) => b.time - a.time);
      out.push(...prints);
    }
    return out.slice(0, limit);
  }

  return {
    /** The price at `at` (default now; never the future) as a string with the pair's precision. */
    livePrice(symbol: string, at?: number): string {
      const index = indexOf(symbol);
      return fixed(series[index]!.priceTicks(checkTime(at)), infos[index]!.price_precision);
    },
    /** Best bid and ask of the demo book at `at` (buys fill at the ask, sells at the bid). */
    bookPrices(symbol: string, at?: number): { bid: string; ask: string; price: string } {
      const index = indexOf(symbol);
      const time = checkTime(at);
      const { bid, ask } = bestTicks(index, time);
      const pp = infos[index]!.price_precision;
      return { bid: fixed(bid, pp), ask: fixed(ask, pp), price: fixed(series[index]!.priceTicks(time), pp) };
    },
    depth,
    trades,
  };
}
