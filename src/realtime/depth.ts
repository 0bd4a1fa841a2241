/**
 * Order books: `market_depth:<symbol>`, exactly the levels received (never padded), best first.
 *
 *   useDepthLive(symbol): LiveValue<Depth | undefined>   for LiveDepthBook (DOM writes, no render per book)
 *   useDepthStatus(symbol): 'waiting' | 'demo' | 'live'  re-renders when that changes, not per book
 *
 * Wire: our `push {channel: 'market_depth:<symbol>', data: Depth}`, or the family's `market_depth` event
 * (every pair, broadcast; routed to the pair's channel).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Depth } from '@/api/schemas/market';
import type { LiveValue } from '@/lib/live';
import { perManager } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec, type SocketManager } from './socket';
import { ChannelStore, type Listener } from './store';

const DEPTH = 'market_depth';
export const depthChannel = (symbol: string) => `${DEPTH}:${symbol}`;

export const depthCodec: ChannelCodec<Depth> = {
  prefix: DEPTH,
  decode: (data, _channel, feeds) => feeds.readDepth(data),
  events: {
    market_depth: (payload, feeds) => {
      const depth = feeds.mapMarketDepth(payload);
      return depth ? [{ channel: depthChannel(depth.symbol), data: depth }] : [];
    },
  },
};
registerCodec(depthCodec);

/** The book store of a socket manager (default: the app's). */
export const depthStore = perManager(
  (manager: SocketManager) =>
    new ChannelStore<Depth, Depth>(codecSubscribe(manager, depthCodec), (_prev, depth) => depth),
);

/**
 * `market_depth:<symbol>` as a LiveValue for LiveDepthBook (no React render per book); keeps the channel
 * subscribed while subscribed. Stable per symbol.
 */
export function useDepthLive(symbol: string): LiveValue<Depth | undefined> {
  const store = depthStore();
  return useMemo(() => {
    const channel = depthChannel(symbol);
    return { get: () => store.get(channel), subscribe: (cb: Listener) => store.subscribe(channel, cb) };
  }, [store, symbol]);
}

/** Whether a book has arrived and whether it is demo data — re-renders when that changes, not per book. */
export function useDepthStatus(symbol: string): 'waiting' | 'demo' | 'live' {
  const store = depthStore();
  const channel = depthChannel(symbol);
  const subscribe = useCallback((cb: Listener) => store.subscribe(channel, cb), [store, channel]);
  const get = () => {
    const depth = store.get(channel);
    return !depth ? 'waiting' : depth.demo === false ? 'live' : 'demo';
  };
  return useSyncExternalStore(subscribe, get, get);
}
