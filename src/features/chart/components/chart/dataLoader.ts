import type { DataLoader, DataLoaderGetBarsParams, KLineData } from 'klinecharts';
import { getCandles, type Period } from '@/api/market';
import { isApiError } from '@/api/errors';
import { afterRender, holdFrame } from '@/lib/frames';
import { klineChannel } from '@/realtime/market';
import { parseCandle, parseCandles } from './candles';
import { periodFromKline } from './periods';

/**
 * klinecharts v10 data loader over `/currency/new_timeshar` and `kline:<symbol>:<period>`.
 *
 * - `init`: the latest candles (the server's at most 500); more history is assumed while it gave any.
 * - `forward` (klinecharts' word for OLDER bars, asked when the user scrolls to the left edge, or at once while
 *   the bars do not fill the chart): the page ending just before the oldest bar (`to = oldest - 1`). Bars not
 *   strictly older are dropped; a page with none left ends the history, so a server that ignores `to` cannot
 *   loop the chart.
 * - A `partial` answer (the demo exchange still computing older candles, decision 94) holds the newest part of
 *   its page: what it holds is shown at once, and a page that brought nothing new is asked again every
 *   PARTIAL_RETRY_MS (klinecharts waits meanwhile, so the chart loads its history as it comes). After
 *   PARTIAL_RETRIES the history is left open: the next scroll to the left edge asks again.
 * - `backward` (newer bars) is never announced: the newest bar comes from the socket.
 * - Every call answers klinecharts' callback (an error answers []), or the chart would stay "loading";
 *   an answer for a symbol/period the chart has left is dropped.
 * - `subscribeBar`: the forming candle from the socket, at most one chart update every LIVE_CANDLE_MS, in
 *   a frame of its own (the last push wins; a push that starts a new bucket first flushes the pending
 *   one). A redraw costs the whole canvas, so a 10 Hz feed is drawn four times a second: the candle still
 *   moves smoothly and the main thread stays free for the book and the user.
 */
export type LoadStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface CandleRequest {
  symbol: string;
  period: Period;
  /** ms; absent: the latest candles. */
  to?: number;
}

/** A page of candles as fetched: raw candles (anything: they are validated here), and whether it is partial. */
export interface CandleAnswer {
  candles: unknown;
  partial: boolean;
}

export interface LoaderDeps {
  /** A page of candles. May throw. */
  fetch: (req: CandleRequest) => Promise<CandleAnswer>;
  subscribe: (channel: string, cb: (data: unknown) => void) => () => void;
  /** Load state of the current symbol/period (not called per tick). */
  onStatus?: (status: LoadStatus) => void;
  /** Coalesces live updates; default: a frame of the chart's own after LIVE_CANDLE_MS. */
  schedule?: (cb: () => void) => unknown;
  /** Waits before a partial page is asked again; default: PARTIAL_RETRY_MS. */
  pause?: () => Promise<void>;
}

/** The live candle is redrawn at most this often. */
export const LIVE_CANDLE_MS = 250;
/** A partial page that brought nothing new is asked again after this long, at most PARTIAL_RETRIES times. */
export const PARTIAL_RETRY_MS = 1000;
export const PARTIAL_RETRIES = 60;
const pauseBeforeRetry = () => new Promise<void>((resolve) => setTimeout(resolve, PARTIAL_RETRY_MS));

/**
 * After LIVE_CANDLE_MS, in a frame of the chart's own: the feeds' DOM writes are held (src/lib/frames),
 * what they wrote before is rendered, then klinecharts takes the bar (its layout runs in that task) and
 * draws on the next animation frame, which renders nothing else; the writes resume after it.
 */
const inOwnFrame = (cb: () => void) =>
  setTimeout(() => {
    const release = holdFrame();
    afterRender(() => {
      try {
        cb();
      } finally {
        afterRender(release);
      }
    });
  }, LIVE_CANDLE_MS);

export interface CandleLoader extends DataLoader {
  /** Stops the live subscription and ignores answers still on their way. */
  dispose(): void;
}

export function createCandleLoader(deps: LoaderDeps): CandleLoader {
  const schedule = deps.schedule ?? inOwnFrame;
  const pause = deps.pause ?? pauseBeforeRetry;
  let generation = 0;
  let status: LoadStatus | null = null;
  let unsubscribe: (() => void) | null = null;

  const setStatus = (next: LoadStatus) => {
    if (next === status) return;
    status = next;
    deps.onStatus?.(next);
  };

  const stopLive = () => {
    unsubscribe?.();
    unsubscribe = null;
  };

  async function getBars({ type, timestamp, symbol, period, callback }: DataLoaderGetBarsParams) {
    const p = periodFromKline(period);
    if (type === 'init') generation++;
    const mine = generation;
    if (!p) {
      callback([], false);
      if (type === 'init') setStatus('empty');
      return;
    }
    if (type === 'init') {
      setStatus('loading');
      try {
        // a partial first page with nothing in it yet is asked again: the chart stays "loading" meanwhile
        const bars = await untilSome(
          mine,
          () => deps.fetch({ symbol: symbol.ticker, period: p }),
          () => true,
        );
        if (mine !== generation) return;
        callback(bars, { forward: bars.length > 0, backward: false });
        setStatus(bars.length > 0 ? 'ready' : 'empty');
      } catch {
        if (mine !== generation) return;
        callback([], false);
        setStatus('error');
      }
      return;
    }
    if (type === 'forward' && timestamp !== null) {
      try {
        let partial = false;
        const older = await untilSome(
          mine,
          () => deps.fetch({ symbol: symbol.ticker, period: p, to: timestamp - 1 }),
          (b) => b.timestamp < timestamp,
          () => (partial = true),
        );
        if (mine !== generation) return;
        // still partial after the last retry: not the end, the next scroll to the edge asks again
        callback(older, { forward: older.length > 0 || partial });
      } catch {
        if (mine !== generation) return;
        callback([], { forward: false });
      }
      return;
    }
    callback([], type === 'forward' ? { forward: false } : { backward: false });
  }

  /**
   * The bars of a page that `keep` accepts; a partial page with none is asked again (after `pause`, at most
   * PARTIAL_RETRIES times; `gaveUp` is told when the last one is still partial). Stops when the chart left.
   */
  async function untilSome(
    mine: number,
    load: () => Promise<CandleAnswer>,
    keep: (bar: KLineData) => boolean,
    gaveUp?: () => void,
  ): Promise<KLineData[]> {
    for (let attempt = 0; ; attempt++) {
      const answer = await load();
      const bars = parseCandles(answer.candles).filter(keep);
      if (bars.length > 0 || !answer.partial || mine !== generation) return bars;
      if (attempt === PARTIAL_RETRIES) {
        gaveUp?.();
        return bars;
      }
      await pause();
      if (mine !== generation) return [];
    }
  }

  return {
    getBars,
    subscribeBar({ symbol, period, callback }) {
      stopLive();
      const p = periodFromKline(period);
      if (!p) return;
      let pending: KLineData | null = null;
      let scheduled = false;
      const flush = () => {
        scheduled = false;
        if (!pending) return;
        const bar = pending;
        pending = null;
        callback(bar);
        if (status === 'empty') setStatus('ready');
      };
      const off = deps.subscribe(klineChannel(symbol.ticker, p), (data) => {
        const bar = parseCandle(data);
        if (!bar) return;
        if (pending && pending.timestamp !== bar.timestamp) flush();
        pending = bar;
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      });
      unsubscribe = () => {
        pending = null;
        off();
      };
    },
    unsubscribeBar() {
      stopLive();
    },
    dispose() {
      generation++;
      stopLive();
    },
  };
}

/** The app's candle call; a malformed answer counts as no candles (empty state), not as a failure. */
export async function fetchCandles(req: CandleRequest): Promise<CandleAnswer> {
  let partial = false;
  try {
    const candles = await getCandles(req, () => (partial = true));
    return { candles, partial };
  } catch (error) {
    if (isApiError(error) && error.kind === 'invalid') return { candles: [], partial: false };
    throw error;
  }
}
