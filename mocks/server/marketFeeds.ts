/**
 * The market's realtime feeds (docs/architecture.md, "Realtime" and "Market data"), driven by the engine's
 * clock and its deterministic series:
 *
 *   daymarket                   every 1 s   Ticker[] of the pairs whose 24 h figures changed (all at first)
 *   market_depth:<symbol>       every 500 ms  the demo exchange's simulated book, `demo: true`
 *   kline:<symbol>:<period>     every 1 s   the forming candle (at a bucket change, the finished one first)
 *   trades:<symbol>             every 1 s   the last 20 simulated prints, newest first (when new ones came)
 *
 * `<symbol>` is any spelling the engine accepts (`BTC/USDT`, `btcusdt`); an unknown symbol or period makes
 * `start` throw, which the registry answers with `{ ok: false }`. Each feed emits at once on start, and the
 * registry replays the latest value to later subscribers.
 */
import type { Engine } from '../engine';
import { bucketStart } from '../engine/market/periods';
import { isPeriod, type Ticker } from '../engine/market';
import type { FeedStart } from './feeds';
import { registerFeed } from './feeds';

export const DAYMARKET_MS = 1000;
export const DEPTH_MS = 500;
export const KLINE_MS = 1000;
export const TRADES_MS = 1000;

const every = (ms: number, tick: () => void) => {
  tick();
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

/** The symbol part of `prefix:<symbol>` (checked by the engine, which throws for an unknown one). */
const rest = (channel: string) => channel.slice(channel.indexOf(':') + 1);

export function marketFeeds(engine: Engine): Record<string, FeedStart> {
  const { market, ctx } = engine;

  return {
    daymarket: (_channel, emit) => {
      const last = new Map<string, string>();
      return every(DAYMARKET_MS, () => {
        const changed: Ticker[] = [];
        for (const ticker of market.tickers()) {
          const json = JSON.stringify(ticker);
          if (last.get(ticker.symbol) === json) continue;
          last.set(ticker.symbol, json);
          changed.push(ticker);
        }
        if (changed.length > 0) emit(changed);
      });
    },

    market_depth: (channel, emit) => {
      const symbol = market.market(rest(channel)).symbol;
      return every(DEPTH_MS, () => emit(market.depth(symbol)));
    },

    kline: (channel, emit) => {
      const body = rest(channel);
      const colon = body.lastIndexOf(':');
      const period = body.slice(colon + 1);
      if (colon < 0 || !isPeriod(period)) throw new Error(`kline: bad period in ${channel}`);
      const symbol = market.market(body.slice(0, colon)).symbol;
      let bucket = NaN;
      return every(KLINE_MS, () => {
        const now = ctx.clock();
        const current = bucketStart(period, now);
        // The bucket just finished: send its final figures before the new one starts.
        if (!Number.isNaN(bucket) && current !== bucket) {
          const [finished] = market.candles(symbol, period, bucket, bucket);
          if (finished) emit(finished);
        }
        bucket = current;
        emit(market.formingCandle(symbol, period, now));
      });
    },

    trades: (channel, emit) => {
      const symbol = market.market(rest(channel)).symbol;
      let newest = '';
      return every(TRADES_MS, () => {
        const prints = market.trades(symbol);
        const head = prints[0] ? JSON.stringify(prints[0]) : '';
        if (head === newest && newest !== '') return;
        newest = head;
        emit(prints);
      });
    },
  };
}

/** Registers the market feeds in the realtime registry (mocks/server/index.ts calls this once). */
export function registerMarketFeeds(engine: Engine): void {
  for (const [prefix, start] of Object.entries(marketFeeds(engine))) registerFeed(prefix, start);
}
