/**
 * Tickers: the `daymarket` channel — every pair's 24 h figures merged into the `/currency/quotation_new` rows.
 *
 *   useTicker(symbol): LiveMarket | undefined
 *       One pair: its REST row merged with the latest push. Re-renders only when THIS pair's figures change,
 *       at most once per FEED_THROTTLE_MS. Loads the REST snapshot itself (shared TanStack query).
 *   useMarketMeta(symbol): Market | undefined
 *       The static row (re-renders on a new snapshot only); its live figures reach the live cells of src/ui
 *       straight from the store (`marketFeeds().tickers`: `get` + `subscribeSymbol`), no render per tick.
 *   useTickers(symbols, { throttleMs = 1000 }?): LiveMarket[]   several pairs in the given order, throttled
 *
 * Wire: our `push {channel: 'daymarket', data: Ticker[]}`, or the family's `daymarket` event (one pair each).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { TickerUpdate } from '@/api/feeds';
import { marketsQuery } from '@/api/market';
import type { Market } from '@/api/schemas/market';
import { perManager } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec, type SocketManager } from './socket';
import { KeyedStore, type FeedOptions, type Listener, type Subscribe } from './store';

/** A pair's static row with its latest live figures. */
export type LiveMarket = Market;

export const DAYMARKET = 'daymarket';

export const tickersCodec: ChannelCodec<TickerUpdate[]> = {
  prefix: DAYMARKET,
  // ours: a list (or one) of tickers; an unreadable one is dropped
  decode: (data, _channel, feeds) => feeds.readTickers(data),
  events: {
    // the family's: one pair per event
    daymarket: (payload, feeds) => {
      const update = feeds.mapDaymarket(payload);
      return update ? [{ channel: DAYMARKET, data: [update] }] : [];
    },
  },
};
registerCodec(tickersCodec);

/** Only the figures a push carries replace the row's (a family push has no turnover). */
function merge<T extends object>(base: T, update: Partial<T>): T {
  const out = { ...base };
  for (const key of Object.keys(update) as (keyof T)[]) {
    const value = update[key];
    if (value !== undefined) out[key] = value as T[keyof T];
  }
  return out;
}

/**
 * The ticker store (exported for tests and stories): REST rows (`applySnapshot`, published at once) merged
 * with `daymarket` pushes (published at the next throttle tick). Holds the channel while anyone listens.
 */
export class TickerStore {
  private meta = new Map<string, Market>();
  private live = new Map<string, { update: TickerUpdate; at: number }>();
  private lastSnapshot: unknown = null;
  private computeRow = new Map<string, () => LiveMarket | undefined>();
  private readonly store: KeyedStore<LiveMarket>;
  private readonly now: () => number;

  constructor(subscribeChannel: Subscribe<TickerUpdate[]>, opts: FeedOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.store = new KeyedStore<LiveMarket>({
      throttleMs: opts.throttleMs,
      hold: () => subscribeChannel(DAYMARKET, (updates) => this.applyTickers(updates)),
    });
  }

  /** Bumped on every publish. */
  get version(): number {
    return this.store.version;
  }

  /** Whether anyone listens to the store (a snapshot applied now would re-render them). */
  get listening(): boolean {
    return this.store.listening;
  }

  /** The REST snapshot; published at once. Pushes newer than `fetchedAt` win over the snapshot's figures. */
  applySnapshot(markets: readonly Market[], fetchedAt: number = this.now()) {
    if (markets === this.lastSnapshot) return;
    this.lastSnapshot = markets;
    const rows: [string, LiveMarket][] = [];
    for (const m of markets) {
      this.meta.set(m.symbol, m);
      const pushed = this.live.get(m.symbol);
      if (pushed && pushed.at <= fetchedAt) this.live.delete(m.symbol);
      rows.push([m.symbol, this.row(m)]);
    }
    this.store.writeNow(rows);
  }

  /** Pushed figures (already decoded); published at the next throttle tick. */
  applyTickers(updates: readonly TickerUpdate[]) {
    const at = this.now();
    for (const t of updates) {
      const prev = this.live.get(t.symbol)?.update;
      this.live.set(t.symbol, { update: prev ? merge(prev, t) : t, at });
      // merged with the row once per publish; a pair the snapshot does not list yet waits for it
      this.store.update(t.symbol, this.rowOf(t.symbol));
    }
  }

  get(symbol: string): LiveMarket | undefined {
    return this.store.get(symbol);
  }

  /** The pair's snapshot row (static fields), once it has been published; the same object across ticks. */
  getMeta(symbol: string): Market | undefined {
    return this.store.has(symbol) ? this.meta.get(symbol) : undefined;
  }

  /** Listens to one pair; keeps the `daymarket` subscription open meanwhile. */
  subscribeSymbol(symbol: string, cb: Listener): () => void {
    return this.store.subscribeKey(symbol, cb);
  }

  /** Listens to every publish; keeps the `daymarket` subscription open meanwhile. */
  subscribeAll(cb: Listener): () => void {
    return this.store.subscribeAll(cb);
  }

  /** Number of symbol listeners (tests). */
  listenerCount(symbol: string): number {
    return this.store.listenerCount(symbol);
  }

  private row(meta: Market): LiveMarket {
    const pushed = this.live.get(meta.symbol)?.update;
    return pushed ? merge(meta, pushed) : meta;
  }

  private rowOf(symbol: string): () => LiveMarket | undefined {
    let compute = this.computeRow.get(symbol);
    if (!compute) {
      compute = () => {
        const meta = this.meta.get(symbol);
        return meta && this.row(meta);
      };
      this.computeRow.set(symbol, compute);
    }
    return compute;
  }
}

/** The ticker store of a socket manager (default: the app's); a replaced transport starts an empty one. */
export const tickerStore = perManager(
  (manager: SocketManager) => new TickerStore(codecSubscribe(manager, tickersCodec)),
);

/**
 * Loads the REST snapshot (shared query) and writes it into the ticker store: before the first render reads it
 * while nobody listens yet (the first screen, its answer already in the cache: every card renders once, with
 * its figures, instead of again in one blocking render right after the first commit), else before paint.
 * Applying the same snapshot twice is a no-op, so a repeated or discarded render changes nothing.
 */
function useSnapshot(store: TickerStore) {
  const { data, dataUpdatedAt } = useQuery(marketsQuery());
  if (data && !store.listening) store.applySnapshot(data, dataUpdatedAt);
  useLayoutEffect(() => {
    if (data) store.applySnapshot(data, dataUpdatedAt);
  }, [store, data, dataUpdatedAt]);
}

function useSymbolValue<T>(
  symbol: string | undefined,
  read: (store: TickerStore, symbol: string) => T | undefined,
) {
  const store = tickerStore();
  useSnapshot(store);
  const subscribe = useCallback(
    (cb: Listener) => (symbol ? store.subscribeSymbol(symbol, cb) : () => {}),
    [store, symbol],
  );
  const get = () => (symbol ? read(store, symbol) : undefined);
  return useSyncExternalStore(subscribe, get, get);
}

export function useTicker(symbol: string | undefined): LiveMarket | undefined {
  return useSymbolValue(symbol, (store, s) => store.get(s));
}

/**
 * The pair's snapshot row — name, kind, precisions — without its live figures: re-renders when the
 * snapshot changes, not on ticks. The live cells that show its figures read the ticker store themselves.
 */
export function useMarketMeta(symbol: string | undefined): Market | undefined {
  return useSymbolValue(symbol, (store, s) => store.getMeta(s));
}

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
  const store = tickerStore();
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
