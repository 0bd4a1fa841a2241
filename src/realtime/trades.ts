/**
 * The tape: `trades:<symbol>`, newest first, merged and capped.
 *
 *   useTrades(symbol, limit = TRADES_LIMIT): Trade[]   re-renders at most once per FEED_THROTTLE_MS
 *
 * Wire: our `push {channel: 'trades:<symbol>', data: Trade[]}`, or the family's `match_trade` event (every
 * pair, broadcast; routed to the pair's channel).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Trade } from '@/api/schemas/market';
import { perManager } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec, type SocketManager } from './socket';
import { ChannelStore, type Listener } from './store';

const TRADES = 'trades';
export const tradesChannel = (symbol: string) => `${TRADES}:${symbol}`;
export const TRADES_LIMIT = 30;
/** Prints kept per channel. */
const TRADES_KEPT = 100;

export const tradesCodec: ChannelCodec<Trade[]> = {
  prefix: TRADES,
  // ours: prints, newest first (one print alone is accepted too)
  decode: (data, _channel, feeds) => feeds.readTrades(data),
  events: {
    match_trade: (payload, feeds) => {
      const update = feeds.mapMatchTrade(payload);
      return update && update.trades.length > 0
        ? [{ channel: tradesChannel(update.symbol), data: update.trades }]
        : [];
    },
  },
};
registerCodec(tradesCodec);

/** The tape store of a socket manager (default: the app's). */
export const tradesStore = perManager(
  (manager: SocketManager) =>
    new ChannelStore<Trade[], Trade[]>(codecSubscribe(manager, tradesCodec), (prev, trades) =>
      [...trades, ...(prev ?? [])].slice(0, TRADES_KEPT),
    ),
);

export function useTrades(symbol: string | undefined, limit = TRADES_LIMIT): Trade[] {
  const store = tradesStore();
  const channel = symbol ? tradesChannel(symbol) : null;
  const subscribe = useCallback(
    (cb: Listener) => (channel ? store.subscribe(channel, cb) : () => {}),
    [store, channel],
  );
  const get = () => (channel ? store.get(channel) : undefined);
  const list = useSyncExternalStore(subscribe, get, get);
  return useMemo(() => (list ? list.slice(0, limit) : []), [list, limit]);
}
