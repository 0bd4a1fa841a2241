import type { KLineData } from 'klinecharts';
import { toCandle, toCandleList, type Candle } from '@/api/schemas/market';
import { toDec } from '@/lib/decimal';

/**
 * Candles → klinecharts bars. Which rows are candles is decided once, in the api layer (`candleSchema`: whole
 * positive time, positive prices, volume ≥ 0, low ≤ open, close ≤ high); here they only become numbers —
 * prices stay strings everywhere else, the canvas needs numbers, for drawing only.
 */
export function toBar(c: Candle): KLineData {
  const n = (v: string) => toDec(v)!.toNumber();
  return { timestamp: c.time, open: n(c.open), high: n(c.high), low: n(c.low), close: n(c.close), volume: n(c.volume) };
}

/** Anything (a REST answer) → bars: the api's validator keeps the candles, oldest first, one per time. */
export function parseCandles(raw: unknown): KLineData[] {
  return toCandleList(raw).map(toBar);
}

/** One `kline` push → a bar, or null when it is not a candle. */
export function parseCandle(raw: unknown): KLineData | null {
  const candle = toCandle(raw);
  return candle ? toBar(candle) : null;
}
