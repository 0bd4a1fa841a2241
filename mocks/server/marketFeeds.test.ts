// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createEngine,
  createMemoryStore,
  DEMO_CLOCK_START,
  seededRng,
  type Engine,
  type ManualClock,
} from '../engine';
import { createManualClock } from '../engine/core/testing';
import type { Candle, Depth, Ticker, Trade } from '../engine/market';
import { attachFeeds } from './feeds';
import { familyBroadcast, marketFeeds, registerMarketFeeds } from './marketFeeds';
import { PERIODS } from '../engine/market';

let clock: ManualClock;
let engine: Engine;

beforeEach(() => {
  vi.useFakeTimers();
  clock = createManualClock(DEMO_CLOCK_START + 59_000); // one second before a minute boundary
  engine = createEngine({ store: createMemoryStore(), clock, rng: seededRng(1) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts a feed and collects what it emits; `tick(ms)` moves the engine clock and the timers together. */
function run(channel: string) {
  const prefix = channel.includes(':') ? channel.slice(0, channel.indexOf(':')) : channel;
  const out: unknown[] = [];
  const stop = marketFeeds(engine)[prefix]!(channel, (data) => out.push(data));
  const tick = (ms: number) => {
    clock.advance(ms);
    vi.advanceTimersByTime(ms);
  };
  return { out, stop, tick };
}

describe('market feeds', () => {
  it('daymarket: every pair at once, then each second the pairs that changed', () => {
    const { out, stop, tick } = run('daymarket');
    expect(out).toHaveLength(1);
    const first = out[0] as Ticker[];
    expect(first).toHaveLength(engine.market.markets().length);
    expect(Object.keys(first[0]!)).toEqual([
      'symbol',
      'price',
      'open',
      'high',
      'low',
      'volume',
      'turnover',
      'change',
    ]);
    expect(first[0]).toEqual(engine.market.ticker('BTC/USDT', DEMO_CLOCK_START + 59_000));
    tick(1000);
    expect(out).toHaveLength(2);
    const second = out[1] as Ticker[];
    expect(second.length).toBeGreaterThan(0);
    for (const t of second) expect(first.find((f) => f.symbol === t.symbol)).not.toEqual(t);
    stop();
    tick(5000);
    expect(out).toHaveLength(2); // stopped
  });

  it('market_depth: a demo book every 500 ms, 20 levels a side, best first', () => {
    const { out, stop, tick } = run('market_depth:btcusdt');
    tick(1000);
    expect(out).toHaveLength(3);
    const book = out[2] as Depth;
    expect(book).toMatchObject({ symbol: 'BTC/USDT', demo: true, ts: clock() });
    expect(book.bids).toHaveLength(20);
    expect(Number(book.asks[0]![0])).toBeGreaterThan(Number(book.bids[0]![0]));
    expect(Number(book.bids[0]![0])).toBeGreaterThan(Number(book.bids[19]![0]));
    stop();
  });

  it('kline: the forming candle each second, and the finished one when the bucket turns', () => {
    const start = DEMO_CLOCK_START;
    const { out, stop, tick } = run('kline:ETH/USDT:1min');
    expect((out[0] as Candle).time).toBe(start);
    tick(1000); // crosses into the next minute
    const [finished, forming] = out.slice(1) as Candle[];
    expect(finished).toEqual(engine.market.candles('ETH/USDT', '1min', start, start)[0]);
    expect(forming!.time).toBe(start + 60_000);
    expect(forming!.close).toBe(engine.market.livePrice('ETH/USDT'));
    stop();
  });

  it('trades: the last 20 prints, newest first', () => {
    const { out, stop, tick } = run('trades:SOL/USDT');
    tick(5000);
    expect(out.length).toBeGreaterThan(1);
    const prints = out.at(-1) as Trade[];
    expect(prints).toHaveLength(20);
    expect(prints[0]!.time).toBeGreaterThanOrEqual(prints[19]!.time);
    expect(Object.keys(prints[0]!)).toEqual(['price', 'amount', 'side', 'time']);
    stop();
  });

  it('refuses unknown symbols and periods', () => {
    expect(() => run('market_depth:NOPE')).toThrow();
    expect(() => run('kline:BTC/USDT:7min')).toThrow();
    expect(() => run('kline:BTC/USDT')).toThrow();
    expect(() => run('trades:')).toThrow();
  });
});

describe("the family's broadcast", () => {
  function runBroadcast() {
    const out: { event: string; payload: Record<string, unknown> }[] = [];
    const broadcast = familyBroadcast(engine);
    const stop = broadcast.start((event, payload) => out.push({ event, payload }));
    const of = (event: string) => out.filter((e) => e.event === event).map((e) => e.payload);
    const tick = (ms: number) => {
      clock.advance(ms);
      vi.advanceTimersByTime(ms);
    };
    return { out, of, stop, tick, broadcast };
  }
  const pairs = () => engine.market.markets().length;

  it('daymarket: one event per pair at once, then the pairs that changed; the latest is the snapshot', () => {
    const { of, stop, tick, broadcast } = runBroadcast();
    const first = of('daymarket');
    expect(first).toHaveLength(pairs());
    const t = engine.market.ticker('BTC/USDT');
    expect(first[0]).toEqual({
      type: 'daymarket',
      period: '1day',
      match_id: 1,
      currency_id: engine.market.market('BTC/USDT').currency_id,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
      symbol: 'BTC/USDT',
      open: t.open,
      close: t.price,
      high: t.high,
      low: t.low,
      volume: t.volume,
      time: Date.UTC(2026, 10, 1),
      now_price: t.price,
      change: /^-/.test(t.change) || !/[1-9]/.test(t.change) ? t.change : `+${t.change}`,
      api_form: 'demo',
      turnover: t.turnover,
    });
    tick(1000);
    const second = of('daymarket').slice(pairs());
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThanOrEqual(pairs());
    const snapshot = broadcast.snapshot();
    expect(snapshot).toHaveLength(pairs());
    const btc = [...of('daymarket')].reverse().find((p) => p.symbol === 'BTC/USDT');
    expect(snapshot.find(([, p]) => p.symbol === 'BTC/USDT')).toEqual(['daymarket', btc]);
    stop();
    const count = of('daymarket').length;
    tick(5000);
    expect(of('daymarket')).toHaveLength(count); // stopped
  });

  it('kline: the forming candle of every pair and period each second, the finished one first at a turn', () => {
    const { of, stop, tick } = runBroadcast();
    expect(of('kline')).toHaveLength(pairs() * PERIODS.length);
    tick(1000); // crosses into the next minute
    const eth = of('kline')
      .slice(pairs() * PERIODS.length)
      .filter((p) => p.symbol === 'ETH/USDT' && p.period === '1min');
    const [finished] = engine.market.candles('ETH/USDT', '1min', DEMO_CLOCK_START, DEMO_CLOCK_START);
    expect(eth).toEqual([
      expect.objectContaining({ type: 'kline', time: DEMO_CLOCK_START, close: finished!.close }),
      expect.objectContaining({ type: 'kline', time: DEMO_CLOCK_START + 60_000, legal_name: 'USDT' }),
    ]);
    stop();
  });

  it('market_depth every 500 ms for every pair (a demo book); match_trade only with new prints', () => {
    const { of, stop, tick } = runBroadcast();
    tick(1000);
    expect(of('market_depth')).toHaveLength(pairs() * 3);
    const book = of('market_depth').at(-1)!;
    expect(book).toMatchObject({ type: 'market_depth', demo: true });
    expect(book['base-currency']).toBe(book.currency_name);
    expect((book.bids as unknown[]).length).toBe(20);

    const trades = of('match_trade').filter((p) => p.symbol === 'SOL/USDT');
    const ticks = trades.flatMap((p) => p.data as { ts: number; direction: string; tradeId: number }[]);
    expect(ticks.length).toBeGreaterThan(0);
    expect(new Set(ticks.map((t) => t.tradeId)).size).toBe(ticks.length); // never the same print twice
    for (const t of ticks) expect(['buy', 'sell']).toContain(t.direction);
    stop();
  });
});

describe('market feeds over socket.io', () => {
  it('pushes the latest value to a new subscriber at once', async () => {
    vi.useRealTimers();
    const http = createServer();
    const io = new Server(http, { path: '/socket.io' });
    registerMarketFeeds(engine);
    const feeds = attachFeeds(io);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    const pushes: { channel: string; data: unknown }[] = [];
    socket.on('push', (message: { channel: string; data: unknown }) => pushes.push(message));
    try {
      expect(await socket.emitWithAck('sub', 'market_depth:BTC/USDT')).toEqual({ ok: true });
      expect(await socket.emitWithAck('sub', 'kline:BTC/USDT:15min')).toEqual({ ok: true });
      expect(await socket.emitWithAck('sub', 'kline:BTC/USDT:2min')).toMatchObject({ ok: false });
      for (let i = 0; i < 100 && pushes.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(pushes.find((p) => p.channel === 'market_depth:BTC/USDT')?.data).toMatchObject({
        symbol: 'BTC/USDT',
        demo: true,
      });
      expect(pushes.find((p) => p.channel === 'kline:BTC/USDT:15min')?.data).toMatchObject({
        time: DEMO_CLOCK_START,
      });
    } finally {
      socket.disconnect();
      feeds.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    }
  });
});
