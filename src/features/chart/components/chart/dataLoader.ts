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
 * - `forward` (klinecharts' word for OLDER bars, asked when the user scrolls to the left edge): the page
 *   ending just before the oldest bar (`to = oldest - 1`). Bars not strictly older are dropped; a page
 *   with none left ends the history, so a server that ignores `to` cannot loop the chart.
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

export interface LoaderDeps {
  /** Raw candles (anything: they are validated here). May throw. */
  fetch: (req: CandleRequest) => Promise<unknown>;
  subscribe: (channel: string, cb: (data: unknown) => void) => () => void;
  /** Load state of the current symbol/period (not called per tick). */
  onStatus?: (status: LoadStatus) => void;
  /** Coalesces live updates; default: a frame of the chart's own after LIVE_CANDLE_MS. */
  schedule?: (cb: () => void) => unknown;
}

/** The live candle is redrawn at most this often. */
export const LIVE_CANDLE_MS = 250;

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
        const bars = parseCandles(await deps.fetch({ symbol: symbol.ticker, period: p }));
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
        const raw = await deps.fetch({ symbol: symbol.ticker, period: p, to: timestamp - 1 });
        if (mine !== generation) return;
        const older = parseCandles(raw).filter((b) => b.timestamp < timestamp);
        callback(older, { forward: older.length > 0 });
      } catch {
        if (mine !== generation) return;
        callback([], { forward: false });
      }
      return;
    }
    callback([], type === 'forward' ? { forward: false } : { backward: false });
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
export async function fetchCandles(req: CandleRequest): Promise<unknown> {
  try {
    return await getCandles(req);
  } catch (error) {
    if (isApiError(error) && error.kind === 'invalid') return [];
    throw error;
  }
}
