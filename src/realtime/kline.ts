/**
 * Candles: `kline:<symbol>:<period>`, the forming candle (and, when its bucket turns, the finished one).
 * No hook: the chart's data loader subscribes `klineChannel(...)` on the socket manager itself (its own redraw
 * pace, outside React).
 *
 * Wire: our `push {channel: 'kline:<symbol>:<period>', data: Candle}`, or the family's `kline` event (every
 * pair and period, broadcast; routed to the pair's channel for that period).
 */
import type { Period } from '@/api/market';
import type { Candle } from '@/api/schemas/market';
import { registerCodec, type ChannelCodec } from './socket';

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
