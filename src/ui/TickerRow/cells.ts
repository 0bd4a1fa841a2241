import { useMemo } from 'react';
import { formatNumber, signOf } from '@/lib/format';
import { constantLive, mapLive, useNumberLocale, type LiveValue } from '../_shared';

/** One market's live numbers, as wire strings (a `/currency/quotation_new` row is one). */
export interface Ticker {
  /** Last price. */
  price: string;
  /** 24 h change in percent ("2.5" = +2.50 %). */
  change?: string;
  /** 24 h volume, shown compact. */
  volume?: string;
}

/** Where a row's figures come from: a feed (kept stable per market, e.g. memoized per symbol). */
export type TickerSource = LiveValue<Ticker | null | undefined>;

export interface TickerCells {
  price: LiveValue<string | undefined>;
  /** Already compact ("24K"): most ticks leave it as it was, and then nothing is translated or written. */
  volume: LiveValue<string>;
  change: LiveValue<string | undefined>;
}

/**
 * The row's three live figures, each its own LiveValue over the one source (the same subscription). Without
 * a source, the snapshot `fallback` as constants; a source that has nothing yet shows the snapshot too.
 */
export function useTickerCells(
  live: TickerSource | undefined,
  fallback: Ticker | null | undefined,
): TickerCells {
  const locale = useNumberLocale();
  return useMemo(() => {
    const source = live ?? constantLive(fallback);
    const current = (v: Ticker | null | undefined) => v ?? fallback;
    return {
      price: mapLive(source, (v) => current(v)?.price),
      volume: mapLive(source, (v) => formatNumber(current(v)?.volume, 'compact', { locale })),
      change: mapLive(source, (v) => current(v)?.change),
    };
  }, [live, fallback, locale]);
}

/** `up` / `down` by the sign of a change; undefined when flat or unknown (no colour). */
export function directionOf(change: string | null | undefined): 'up' | 'down' | undefined {
  const sign = signOf(change);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : undefined;
}
