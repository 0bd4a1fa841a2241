/**
 * Candles: `kline:<symbol>:<period>`, the forming candle (and, when its bucket turns, the finished one).
 *
 *   useKline(symbol, period, onCandle): void   calls `onCandle(candle)` for every push, outside React state
 *       (feed a chart directly); the latest `onCandle` is used, no resubscribe on change.
 * The chart's data loader subscribes `klineChannel(...)` on the socket manager itself (its own redraw pace).
 *
 * Wire: our `push {channel: 'kline:<symbol>:<period>', data: Candle}`, or the family's `kline` event (every
 * pair and period, broadcast; routed to the pair's channel for that period).
 */
import { useEffect, useRef } from 'react';
import type { Period } from '@/api/market';
import type { Candle } from '@/api/schemas/market';
import { getRealtime } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec } from './socket';

const KLINE = 'kline';
export const klineChannel = (symbol: string, period: Period) => `${KLINE}:${symbol}:${period}`;

export const klineCodec: ChannelCodec<Candle> = {
  prefix: KLINE,
  decode: (data, _channel, feeds) => feeds.readCandle(data),
  events: {
    kline: (payload, feeds) => {
      const update = feeds.mapKline(payload);
      // the family's period names are the app's; a period the app does not chart goes to a channel nobody holds
      return update ? [{ channel: `${KLINE}:${update.symbol}:${update.period}`, data: update.candle }] : [];
    },
  },
};
registerCodec(klineCodec);

export function useKline(
  symbol: string | undefined,
  period: Period,
  onCandle: (candle: Candle) => void,
): void {
  const latest = useRef(onCandle);
  useEffect(() => {
    latest.current = onCandle;
  });
  const manager = getRealtime();
  useEffect(() => {
    if (!symbol) return;
    return codecSubscribe(manager, klineCodec)(klineChannel(symbol, period), (candle) =>
      latest.current(candle),
    );
  }, [manager, symbol, period]);
}
