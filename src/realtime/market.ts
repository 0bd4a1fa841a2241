/**
 * The market feed: live tickers, order books, candles and trades over the one socket manager.
 *
 * API
 *   useTicker(symbol): LiveMarket | undefined
 *       One pair: the `/currency/quotation_new` row merged with the latest `daymarket` push. Re-renders only
 *       when THIS symbol's figures change (per-symbol listeners through useSyncExternalStore), at most once
 *       per FEED_THROTTLE_MS. Loads the REST snapshot itself (shared TanStack query), so it works alone.
 *   useMarketMeta(symbol): Market | undefined / useTickerLive(symbol, 'price' | 'change' | …): LiveValue<string | undefined>
 *       The static row (re-renders on a new snapshot only) and one live figure as a LiveValue for the live
 *       cells of src/ui (they write each change to the DOM): a long live list renders its rows once.
 *   useTickers(symbols, { throttleMs = 1000 }?): LiveMarket[]
 *       Several pairs in the given order (unknown ones left out), for views that sort or rank by live
 *       figures; re-renders at most once per `throttleMs` whatever the push rate.
 *   useMarketFeed(): LiveMarket[]
 *       Every pair of the snapshot with live figures (throttled like useTickers); for pickers and rankings.
 *   useDepthLive(symbol): LiveValue<Depth | undefined> / useDepthStatus(symbol): 'waiting' | 'demo' | 'live'
 *       `market_depth:<symbol>` (exactly the levels received, never padded) for LiveDepthBook, written to the
 *       DOM with no render per book, and its presence/demo flag.
 *   useKline(symbol, period, onCandle): void     `kline:<symbol>:<period>`: calls `onCandle(candle)` for every push,
 *       outside React state (feed a chart directly); the latest `onCandle` is used, no resubscribe on change.
 *   useTrades(symbol, limit = 30): Trade[]       `trades:<symbol>`: newest first, merged, capped at `limit`.
 *   useMarketStale(): boolean                    true while the socket is not connected (values keep their last state).
 *   recentSymbolsAtom, useRecentSymbols(), useRecordRecentSymbol(), useClearRecentSymbols()
 *       "recently viewed" pairs, stored locally (`recent_symbols`), newest first, at most RECENT_LIMIT.
 *
 * How it works: pushes are merged into a plain store keyed by symbol as they arrive (outside React); the
 * store publishes to React at most every FEED_THROTTLE_MS (150 ms), the first snapshot at once. Every socket
 * channel is subscribed once through `getRealtime().subscribe` while at least one component needs it, so the
 * SocketManager's counting and reconnect replay apply. There is one store per SocketManager, so a
 * replaced transport (every Storybook story gets its own) starts from an empty store.
 *
 * Stories: `.storybook/preview.tsx` installs a `fixtureTransport` per story; nothing ticks unless the story
 * pushes. Push through that transport with `storyFeed()` from `src/features/market/testing/realtime.ts`:
 *   `storyFeed().push('daymarket', tickers)`, `storyFeed().push('market_depth:BTC/USDT', depth)`,
 *   `storyFeed().setStatus('disconnected')` — call it in `play` (after the preview decorator ran).
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { marketsQuery, type Period } from '@/api/market';
import {
  candleSchema,
  depthSchema,
  tickerSchema,
  tradeListSchema,
  type Candle,
  type Depth,
  type Market,
  type Ticker,
  type Trade,
} from '@/api/schemas/market';
import { jsonStorage, STORAGE_KEYS } from '@/state/storage';
import { writeWhenFrameFree } from '@/lib/frames';
import type { LiveValue } from '@/lib/live';
import { getRealtime, type SocketManager } from './index';
import { isStaleAtom } from './state';

/** A pair's static row with its latest live figures. */
export type LiveMarket = Market;

export const FEED_THROTTLE_MS = 150;
export const DAYMARKET = 'daymarket';
export const depthChannel = (symbol: string) => `market_depth:${symbol}`;
export const klineChannel = (symbol: string, period: Period) => `kline:${symbol}:${period}`;
export const tradesChannel = (symbol: string) => `trades:${symbol}`;

type Subscribe = (channel: string, cb: (data: unknown) => void) => () => void;
type Listener = () => void;

export interface FeedOptions {
  throttleMs?: number;
  now?: () => number;
}

/**
 * The ticker store (exported for tests). `applySnapshot` and `applyTickers` merge at once; listeners hear
 * about it at the next publish.
 */
export class TickerStore {
  private meta = new Map<string, Market>();
  private live = new Map<string, { ticker: Ticker; at: number }>();
  private published = new Map<string, LiveMarket>();
  private dirty = new Set<string>();
  private symbolListeners = new Map<string, Set<Listener>>();
  private anyListeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refs = 0;
  private unsubscribe: (() => void) | null = null;
  private lastSnapshot: unknown = null;
  private readonly throttleMs: number;
  private readonly now: () => number;
  /** Bumped on every publish; `all()` is cached per version. */
  version = 0;
  private allCache: { version: number; list: LiveMarket[] } = { version: -1, list: [] };

  constructor(
    private readonly subscribeChannel: Subscribe,
    opts: FeedOptions = {},
  ) {
    this.throttleMs = opts.throttleMs ?? FEED_THROTTLE_MS;
    this.now = opts.now ?? Date.now;
  }

  /** The REST snapshot; published at once. Pushes newer than `fetchedAt` win over the snapshot's figures. */
  applySnapshot(markets: readonly Market[], fetchedAt: number = this.now()) {
    if (markets === this.lastSnapshot) return;
    this.lastSnapshot = markets;
    for (const m of markets) {
      this.meta.set(m.symbol, m);
      const pushed = this.live.get(m.symbol);
      if (pushed && pushed.at <= fetchedAt) this.live.delete(m.symbol);
      this.dirty.add(m.symbol);
    }
    this.publish();
  }

  /** A `daymarket` push (already validated); published at the next throttle tick. */
  applyTickers(tickers: readonly Ticker[]) {
    const at = this.now();
    for (const t of tickers) {
      this.live.set(t.symbol, { ticker: t, at });
      this.dirty.add(t.symbol);
    }
    if (this.dirty.size > 0 && this.timer === null) {
      // the timer stays set while a chart redraw holds the frame: one publish covers every push meanwhile
      this.timer = setTimeout(() => writeWhenFrameFree(this.publishLater), this.throttleMs);
    }
  }

  get(symbol: string): LiveMarket | undefined {
    return this.published.get(symbol);
  }

  /** The pair's snapshot row (static fields), once it has been published; the same object across ticks. */
  getMeta(symbol: string): Market | undefined {
    return this.published.has(symbol) ? this.meta.get(symbol) : undefined;
  }

  /** Every published pair, in snapshot order (stable array per version). */
  all(): LiveMarket[] {
    if (this.allCache.version !== this.version) {
      const list: LiveMarket[] = [];
      for (const symbol of this.meta.keys()) {
        const row = this.published.get(symbol);
        if (row) list.push(row);
      }
      this.allCache = { version: this.version, list };
    }
    return this.allCache.list;
  }

  /** Listens to one symbol; keeps the `daymarket` subscription open meanwhile. */
  subscribeSymbol(symbol: string, cb: Listener): () => void {
    let set = this.symbolListeners.get(symbol);
    if (!set) this.symbolListeners.set(symbol, (set = new Set()));
    set.add(cb);
    const release = this.acquire();
    return () => {
      set.delete(cb);
      if (set.size === 0) this.symbolListeners.delete(symbol);
      release();
    };
  }

  /** Listens to every publish; keeps the `daymarket` subscription open meanwhile. */
  subscribeAll(cb: Listener): () => void {
    this.anyListeners.add(cb);
    const release = this.acquire();
    return () => {
      this.anyListeners.delete(cb);
      release();
    };
  }

  /** Number of symbol listeners (tests). */
  listenerCount(symbol: string): number {
    return this.symbolListeners.get(symbol)?.size ?? 0;
  }

  private acquire(): () => void {
    if (this.refs++ === 0) {
      this.unsubscribe = this.subscribeChannel(DAYMARKET, (data) => {
        const list = Array.isArray(data) ? data : [data];
        const tickers: Ticker[] = [];
        for (const item of list) {
          const parsed = tickerSchema.safeParse(item);
          if (parsed.success) tickers.push(parsed.data);
        }
        if (tickers.length) this.applyTickers(tickers);
      });
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (--this.refs === 0) {
        this.unsubscribe?.();
        this.unsubscribe = null;
      }
    };
  }

  private readonly publishLater = () => this.publish();

  private publish() {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.dirty.size === 0) return;
    const changed = [...this.dirty];
    this.dirty.clear();
    for (const symbol of changed) {
      const meta = this.meta.get(symbol);
      if (!meta) continue; // a push for a pair the snapshot does not list yet: kept in `live` until it does
      const pushed = this.live.get(symbol)?.ticker;
      this.published.set(symbol, pushed ? { ...meta, ...pushed } : meta);
    }
    this.version++;
    for (const symbol of changed) this.symbolListeners.get(symbol)?.forEach((cb) => cb());
    this.anyListeners.forEach((cb) => cb());
  }
}

/**
 * One latest value per channel (depth, trades), published at most every `throttleMs`; the first value of a
 * subscription at once. `reduce` merges a push into the previous value.
 */
export class ChannelStore<T> {
  private values = new Map<string, T>();
  private pending = new Map<string, T>();
  private listeners = new Map<string, Set<Listener>>();
  private subs = new Map<string, { refs: number; off: () => void }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly subscribeChannel: Subscribe,
    private readonly reduce: (prev: T | undefined, data: unknown) => T | undefined,
    private readonly throttleMs = FEED_THROTTLE_MS,
  ) {}

  get(channel: string): T | undefined {
    return this.values.get(channel);
  }

  subscribe(channel: string, cb: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(cb);
    let sub = this.subs.get(channel);
    if (!sub) {
      sub = { refs: 0, off: () => {} };
      this.subs.set(channel, sub);
      sub.off = this.subscribeChannel(channel, (data) => this.receive(channel, data));
    }
    sub.refs++;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(cb);
      if (set.size === 0) this.listeners.delete(channel);
      if (sub && --sub.refs === 0) {
        sub.off();
        this.subs.delete(channel);
        // Nobody shows it any more: the next subscriber starts from the next push, not an old book.
        this.values.delete(channel);
        this.pending.delete(channel);
      }
    };
  }

  private receive(channel: string, data: unknown) {
    const prev = this.pending.get(channel) ?? this.values.get(channel);
    const next = this.reduce(prev, data);
    if (next === undefined) return;
    if (!this.values.has(channel)) {
      this.values.set(channel, next);
      this.listeners.get(channel)?.forEach((cb) => cb());
      return;
    }
    this.pending.set(channel, next);
    this.timer ??= setTimeout(() => writeWhenFrameFree(this.flush), this.throttleMs);
  }

  private readonly flush = () => {
    this.timer = null;
    const entries = [...this.pending];
    this.pending.clear();
    for (const [channel, value] of entries) {
      this.values.set(channel, value);
      this.listeners.get(channel)?.forEach((cb) => cb());
    }
  };
}

export const TRADES_LIMIT = 30;

function reduceDepth(_prev: Depth | undefined, data: unknown): Depth | undefined {
  const parsed = depthSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

function reduceTrades(prev: Trade[] | undefined, data: unknown): Trade[] | undefined {
  const parsed = tradeListSchema.safeParse(Array.isArray(data) ? data : [data]);
  if (!parsed.success) return undefined;
  return [...parsed.data, ...(prev ?? [])].slice(0, 100);
}

interface Feeds {
  tickers: TickerStore;
  depth: ChannelStore<Depth>;
  trades: ChannelStore<Trade[]>;
}

const feedsByManager = new WeakMap<SocketManager, Feeds>();

/** The stores of the current socket manager (created on first use). */
export function marketFeeds(manager: SocketManager = getRealtime()): Feeds {
  let feeds = feedsByManager.get(manager);
  if (!feeds) {
    const sub: Subscribe = (channel, cb) => manager.subscribe(channel, cb);
    feeds = {
      tickers: new TickerStore(sub),
      depth: new ChannelStore(sub, reduceDepth),
      trades: new ChannelStore(sub, reduceTrades),
    };
    feedsByManager.set(manager, feeds);
  }
  return feeds;
}

/** Loads the REST snapshot (shared query) and writes it into the ticker store before paint. */
function useSnapshot(store: TickerStore) {
  const { data, dataUpdatedAt } = useQuery(marketsQuery());
  useLayoutEffect(() => {
    if (data) store.applySnapshot(data, dataUpdatedAt);
  }, [store, data, dataUpdatedAt]);
}

export function useTicker(symbol: string | undefined): LiveMarket | undefined {
  const store = marketFeeds().tickers;
  useSnapshot(store);
  const subscribe = useCallback(
    (cb: Listener) => (symbol ? store.subscribeSymbol(symbol, cb) : () => {}),
    [store, symbol],
  );
  const get = () => (symbol ? store.get(symbol) : undefined);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * The pair's snapshot row — name, kind, precisions — without its live figures: re-renders when the
 * snapshot changes, not on ticks. Pair it with `useTickerLive` for the live cells that show the figures.
 */
export function useMarketMeta(symbol: string | undefined): Market | undefined {
  const store = marketFeeds().tickers;
  useSnapshot(store);
  const subscribe = useCallback(
    (cb: Listener) => (symbol ? store.subscribeSymbol(symbol, cb) : () => {}),
    [store, symbol],
  );
  const get = () => (symbol ? store.getMeta(symbol) : undefined);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * One live figure of a pair (a wire string) as a LiveValue, for live cells that write each change straight
 * to the DOM (`LivePriceText`, `LivePercentChange`, `LiveText`): no React render per tick. Stable per
 * symbol and figure. It does not load the snapshot itself: use it under a `useMarketMeta`/`useTicker` of
 * the same pair (the row), so fifty rows do not hold two hundred query observers.
 */
export function useTickerLive(symbol: string, key: TickerFigure): LiveValue<string | undefined> {
  const store = marketFeeds().tickers;
  return useMemo(
    () => ({ get: () => store.get(symbol)?.[key], subscribe: (cb: Listener) => store.subscribeSymbol(symbol, cb) }),
    [store, symbol, key],
  );
}

export type TickerFigure = 'price' | 'change' | 'volume' | 'high' | 'low' | 'turnover';

/** Throttled "anything changed" subscription to the ticker store. */
function useThrottledVersion(store: TickerStore, throttleMs: number, enabled = true): number {
  const subscribe = useCallback(
    (cb: Listener) => {
      if (!enabled) return () => {};
      let timer: ReturnType<typeof setTimeout> | null = null;
      let first = true;
      const off = store.subscribeAll(() => {
        // The first publish (the snapshot) is shown at once; later ones at most every `throttleMs`.
        if (first) {
          first = false;
          return cb();
        }
        timer ??= setTimeout(() => {
          timer = null;
          cb();
        }, throttleMs);
      });
      return () => {
        if (timer !== null) clearTimeout(timer);
        off();
      };
    },
    [store, throttleMs, enabled],
  );
  // The version read here is the store's at render time; renders are triggered at the throttled pace.
  const get = () => store.version;
  return useSyncExternalStore(subscribe, get, get);
}

export function useTickers(symbols: readonly string[], opts: { throttleMs?: number } = {}): LiveMarket[] {
  const store = marketFeeds().tickers;
  useSnapshot(store);
  const key = symbols.join('\n');
  // No symbols, no subscription: a list that sorts by name does not re-render on every tick.
  const version = useThrottledVersion(store, opts.throttleMs ?? 1000, key !== '');
  return useMemo(
    () => (key === '' ? [] : key.split('\n').flatMap((s) => store.get(s) ?? [])),
    // `version` is the change signal
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, key, version],
  );
}

export function useMarketFeed(opts: { throttleMs?: number } = {}): LiveMarket[] {
  const store = marketFeeds().tickers;
  useSnapshot(store);
  const version = useThrottledVersion(store, opts.throttleMs ?? 1000);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => store.all(), [store, version]);
}

function useChannel<T>(store: ChannelStore<T>, channel: string | null): T | undefined {
  const subscribe = useCallback(
    (cb: Listener) => (channel ? store.subscribe(channel, cb) : () => {}),
    [store, channel],
  );
  const get = () => (channel ? store.get(channel) : undefined);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * `market_depth:<symbol>` as a LiveValue for LiveDepthBook (no React render per book); keeps the channel
 * subscribed while subscribed. Stable per symbol.
 */
export function useDepthLive(symbol: string): LiveValue<Depth | undefined> {
  const store = marketFeeds().depth;
  return useMemo(() => {
    const channel = depthChannel(symbol);
    return { get: () => store.get(channel), subscribe: (cb: Listener) => store.subscribe(channel, cb) };
  }, [store, symbol]);
}

/** Whether a book has arrived and whether it is demo data — re-renders when that changes, not per book. */
export function useDepthStatus(symbol: string): 'waiting' | 'demo' | 'live' {
  const store = marketFeeds().depth;
  const channel = depthChannel(symbol);
  const subscribe = useCallback((cb: Listener) => store.subscribe(channel, cb), [store, channel]);
  const get = () => {
    const depth = store.get(channel);
    return !depth ? 'waiting' : depth.demo === false ? 'live' : 'demo';
  };
  return useSyncExternalStore(subscribe, get, get);
}

export function useTrades(symbol: string | undefined, limit = TRADES_LIMIT): Trade[] {
  const list = useChannel(marketFeeds().trades, symbol ? tradesChannel(symbol) : null);
  return useMemo(() => (list ? list.slice(0, limit) : []), [list, limit]);
}

export function useKline(symbol: string | undefined, period: Period, onCandle: (candle: Candle) => void): void {
  const latest = useRef(onCandle);
  useEffect(() => {
    latest.current = onCandle;
  });
  const manager = getRealtime();
  useEffect(() => {
    if (!symbol) return;
    return manager.subscribe(klineChannel(symbol, period), (data) => {
      const parsed = candleSchema.safeParse(data);
      if (parsed.success) latest.current(parsed.data);
    });
  }, [manager, symbol, period]);
}

export function useMarketStale(): boolean {
  return useAtomValue(isStaleAtom);
}

// ---- recently viewed ----

export const RECENT_LIMIT = 10;
export const recentSymbolsAtom = atomWithStorage<string[]>(STORAGE_KEYS.recentSymbols, [], jsonStorage<string[]>(), {
  getOnInit: true,
});

export function useRecentSymbols(): string[] {
  return useAtomValue(recentSymbolsAtom);
}

/** Records a viewed pair (the chart page calls it on open): newest first, no duplicates. */
export function useRecordRecentSymbol(): (symbol: string) => void {
  const set = useSetAtom(recentSymbolsAtom);
  return useCallback(
    (symbol: string) =>
      set((prev) => [symbol, ...(Array.isArray(prev) ? prev : []).filter((s) => s !== symbol)].slice(0, RECENT_LIMIT)),
    [set],
  );
}

export function useClearRecentSymbols(): () => void {
  const set = useSetAtom(recentSymbolsAtom);
  return useCallback(() => set([]), [set]);
}
