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
 *
 * The family's broadcast (`familyBroadcast`, wire-facts §4), the same figures under the family's names, for
 * every pair, to every socket that did not subscribe to channels:
 *
 *   daymarket      every 1 s     one event per pair whose 24 h figures changed (every pair at first)
 *   kline          every 1 s     the forming candle of every pair and period (the finished one first at a turn)
 *   market_depth   every 500 ms  every pair's simulated book, `demo: true` (an extra field the family lacks)
 *   match_trade    every 1 s     the pair's prints since the last event, newest first
 *
 * `match_id` is the pair's 1-based position in the list, as `/currency/quotation_new` answers it.
 */
import type { Engine } from '../engine';
import { bucketStart } from '../engine/market/periods';
import {
  isPeriod,
  PERIODS,
  type Candle,
  type Depth,
  type MarketInfo,
  type Ticker,
  type Trade,
} from '../engine/market';
import type { Broadcast, EventPayload, FeedStart } from './feeds';
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

// --- the family's broadcast ------------------------------------------------------------------------------

/** The pair as the family's events name it. */
const pairOf = (info: MarketInfo, matchId: number) => ({
  match_id: matchId,
  currency_id: info.currency_id,
  currency_name: info.base,
  legal_id: info.legal_id,
  legal_name: info.quote,
  symbol: info.symbol,
});

/** The family's `change`: '+' in front of a rise. */
const signed = (change: string) => (/^[0-9.]+$/.test(change) && /[1-9]/.test(change) ? `+${change}` : change);

export function daymarketEvent(info: MarketInfo, matchId: number, t: Ticker, now: number): EventPayload {
  return {
    type: 'daymarket',
    period: '1day',
    ...pairOf(info, matchId),
    open: t.open,
    close: t.price,
    high: t.high,
    low: t.low,
    volume: t.volume,
    time: bucketStart('1day', now),
    now_price: t.price,
    change: signed(t.change),
    api_form: 'demo',
    // demo extra: the family has no turnover (the app derives one from volume × price without it)
    turnover: t.turnover,
  };
}

export function klineEvent(info: MarketInfo, matchId: number, period: string, c: Candle): EventPayload {
  return {
    type: 'kline',
    period,
    ...pairOf(info, matchId),
    open: c.open,
    close: c.close,
    high: c.high,
    low: c.low,
    volume: c.volume,
    time: c.time,
  };
}

const bookOf = (info: MarketInfo) => ({
  symbol: info.symbol,
  'base-currency': info.base,
  'quote-currency': info.quote,
  currency_id: info.currency_id,
  currency_name: info.base,
  legal_id: info.legal_id,
  legal_name: info.quote,
});

export function depthEvent(info: MarketInfo, d: Depth): EventPayload {
  // demo extra: the book is simulated (decision 18)
  return { type: 'market_depth', ...bookOf(info), bids: d.bids, asks: d.asks, demo: true };
}

export function matchTradeEvent(info: MarketInfo, prints: readonly Trade[]): EventPayload {
  return {
    type: 'match_trade',
    ...bookOf(info),
    data: prints.map((p, i) => ({
      id: p.time * 100 + i,
      amount: p.amount,
      direction: p.side,
      price: p.price,
      tradeId: p.time * 100 + i,
      ts: p.time,
    })),
  };
}

/** The family's broadcast model over the engine's feeds (`attachFeeds({ broadcast })`). */
export function familyBroadcast(engine: Engine): Broadcast {
  const { market, ctx } = engine;
  const latest = new Map<string, EventPayload>();
  return {
    snapshot: () => [...latest.values()].map((payload) => ['daymarket', payload]),
    start(emit) {
      const pairs = market.markets().map((info, i) => ({ info, matchId: i + 1 }));
      const lastTicker = new Map<string, string>();
      const buckets = new Map<string, number>();
      const lastPrint = new Map<string, number>();
      const stops = [
        every(DAYMARKET_MS, () => {
          const now = ctx.clock();
          const tickers = market.tickers(now);
          pairs.forEach(({ info, matchId }, i) => {
            const ticker = tickers[i]!;
            const json = JSON.stringify(ticker);
            if (lastTicker.get(info.symbol) === json) return;
            lastTicker.set(info.symbol, json);
            const payload = daymarketEvent(info, matchId, ticker, now);
            latest.set(info.symbol, payload);
            emit('daymarket', payload);
          });
        }),
        every(KLINE_MS, () => {
          const now = ctx.clock();
          for (const { info, matchId } of pairs)
            for (const period of PERIODS) {
              const key = `${info.symbol}:${period}`;
              const current = bucketStart(period, now);
              const bucket = buckets.get(key);
              if (bucket !== undefined && bucket !== current) {
                const [finished] = market.candles(info.symbol, period, bucket, bucket);
                if (finished) emit('kline', klineEvent(info, matchId, period, finished));
              }
              buckets.set(key, current);
              emit(
                'kline',
                klineEvent(info, matchId, period, market.formingCandle(info.symbol, period, now)),
              );
            }
        }),
        every(DEPTH_MS, () => {
          const now = ctx.clock();
          for (const { info } of pairs)
            emit('market_depth', depthEvent(info, market.depth(info.symbol, now)));
        }),
        every(TRADES_MS, () => {
          const now = ctx.clock();
          for (const { info } of pairs) {
            const since = lastPrint.get(info.symbol) ?? -Infinity;
            const prints = market.trades(info.symbol, now).filter((p) => p.time > since);
            if (prints.length === 0) continue;
            lastPrint.set(info.symbol, prints[0]!.time);
            emit('match_trade', matchTradeEvent(info, prints));
          }
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
