import type { DataLoaderGetBarsParams, DataLoadMore, KLineData } from 'klinecharts';
import { describe, expect, it, vi } from 'vitest';
import {
  createCandleLoader,
  PARTIAL_RETRIES,
  type CandleAnswer,
  type CandleRequest,
  type LoadStatus,
} from './dataLoader';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 1, 8, 0);
const symbol = { ticker: 'BTC/USDT', pricePrecision: 2, volumePrecision: 4 };
const period = { type: 'minute' as const, span: 1 };
const candle = (time: number, close = '100') => ({
  time,
  open: '100',
  high: '101',
  low: '99',
  close,
  volume: '1',
});
/** `n` consecutive 1-minute candles ending with the bucket at `last`. */
const page = (last: number, n: number) =>
  Array.from({ length: n }, (_, i) => candle(last - (n - 1 - i) * MIN));

/** `fetch` answers raw candles (a whole page) or a `CandleAnswer` (to say it is partial). */
function setup(fetch: (req: CandleRequest) => Promise<unknown>) {
  const statuses: LoadStatus[] = [];
  const channels = new Map<string, (data: unknown) => void>();
  const offs: string[] = [];
  const frames: (() => void)[] = [];
  const pauses: (() => void)[] = [];
  const isAnswer = (a: unknown): a is CandleAnswer => typeof a === 'object' && a !== null && 'partial' in a;
  const loader = createCandleLoader({
    fetch: vi.fn(async (req: CandleRequest) => {
      const answer = await fetch(req);
      return isAnswer(answer) ? answer : { candles: answer, partial: false };
    }),
    pause: () => new Promise<void>((resolve) => pauses.push(resolve)),
    subscribe: (channel, cb) => {
      channels.set(channel, cb);
      return () => void offs.push(channel);
    },
    onStatus: (s) => statuses.push(s),
    schedule: (cb) => frames.push(cb),
  });
  const get = (type: DataLoaderGetBarsParams['type'], timestamp: number | null = null) =>
    new Promise<{ data: KLineData[]; more?: DataLoadMore }>((resolve) => {
      void loader.getBars({
        type,
        timestamp,
        symbol,
        period,
        callback: (data, more) => resolve({ data, more }),
      });
    });
  /** Lets every waiting retry go, once the loader has reached it. */
  const release = async () => {
    await new Promise((r) => setTimeout(r, 0));
    pauses.splice(0).forEach((go) => go());
  };
  return { loader, statuses, channels, offs, frames, pauses, release, get };
}

const partial = (candles: unknown): CandleAnswer => ({ candles, partial: true });

describe('createCandleLoader', () => {
  it('loads the latest candles first and announces older history', async () => {
    const fetch = vi.fn(async () => page(T0, 3));
    const { get, statuses } = setup(fetch);
    const { data, more } = await get('init');
    expect(data.map((b) => b.timestamp)).toEqual([T0 - 2 * MIN, T0 - MIN, T0]);
    expect(more).toEqual({ forward: true, backward: false });
    expect(statuses).toEqual(['loading', 'ready']);
  });

  it('asks for the page just before the oldest bar when scrolled left', async () => {
    const requests: CandleRequest[] = [];
    const { get } = setup(async (req) => {
      requests.push(req);
      return page(T0 - 10 * MIN, 5);
    });
    const { data, more } = await get('forward', T0 - 9 * MIN);
    expect(requests).toEqual([{ symbol: 'BTC/USDT', period: '1min', to: T0 - 9 * MIN - 1 }]);
    expect(data).toHaveLength(5);
    expect(data.at(-1)!.timestamp).toBe(T0 - 10 * MIN);
    expect(more).toEqual({ forward: true });
  });

  it('ends the history on an empty page', async () => {
    const { get } = setup(async () => []);
    expect(await get('forward', T0)).toEqual({ data: [], more: { forward: false } });
  });

  it('drops bars that are not older than the oldest one (a server ignoring `to` cannot loop the chart)', async () => {
    const { get } = setup(async () => page(T0, 3));
    expect(await get('forward', T0 - 2 * MIN)).toEqual({ data: [], more: { forward: false } });
  });

  it('keeps only the strictly older part of an overlapping page', async () => {
    const { get } = setup(async () => page(T0, 5));
    const { data, more } = await get('forward', T0 - 2 * MIN);
    expect(data.map((b) => b.timestamp)).toEqual([T0 - 4 * MIN, T0 - 3 * MIN]);
    expect(more).toEqual({ forward: true });
  });

  it('never announces newer bars (they come from the socket)', async () => {
    const { get } = setup(async () => page(T0, 3));
    expect(await get('backward', T0)).toEqual({ data: [], more: { backward: false } });
  });

  it('answers an empty or malformed first page with no bars and the empty state', async () => {
    for (const answer of [[], 'garbage', [{ time: 'x' }], null]) {
      const { get, statuses } = setup(async () => answer);
      expect(await get('init')).toEqual({ data: [], more: { forward: false, backward: false } });
      expect(statuses.at(-1)).toBe('empty');
    }
  });

  it('answers a failed call with no bars (the chart never stays loading) and the error state', async () => {
    const { get, statuses } = setup(async () => {
      throw new Error('HTTP 500');
    });
    expect(await get('init')).toEqual({ data: [], more: false });
    expect(statuses).toEqual(['loading', 'error']);
    expect(await get('forward', T0)).toEqual({ data: [], more: { forward: false } });
  });

  it('drops an answer for a symbol or period the chart has already left', async () => {
    let release: (v: unknown) => void = () => {};
    const { loader } = setup(() => new Promise((r) => (release = r)));
    const callback = vi.fn();
    void loader.getBars({ type: 'init', timestamp: null, symbol, period, callback });
    loader.dispose();
    release(page(T0, 3));
    await new Promise((r) => setTimeout(r, 0));
    expect(callback).not.toHaveBeenCalled();
  });

  it('feeds the forming candle once per frame, last push wins, a new bucket flushes the previous one', () => {
    const { loader, channels, frames, offs } = setup(async () => []);
    const bars: KLineData[] = [];
    loader.subscribeBar!({ symbol, period, callback: (b) => bars.push(b) });
    const push = channels.get('kline:BTC/USDT:1min')!;
    push(candle(T0, '100.1'));
    push(candle(T0, '100.2'));
    push('garbage');
    expect(bars).toEqual([]);
    frames.shift()!();
    expect(bars.map((b) => b.close)).toEqual([100.2]);
    push(candle(T0, '100.3'));
    push(candle(T0 + MIN, '100.4'));
    expect(bars.map((b) => b.close)).toEqual([100.2, 100.3]);
    frames.forEach((f) => f());
    expect(bars.map((b) => b.close)).toEqual([100.2, 100.3, 100.4]);
    loader.unsubscribeBar!({ symbol, period });
    expect(offs).toEqual(['kline:BTC/USDT:1min']);
  });
});

describe('createCandleLoader: partial pages (the demo still computing older candles)', () => {
  it('shows what a partial first page holds at once, then asks for older bars again until they come', async () => {
    const requests: CandleRequest[] = [];
    const answers = [partial(page(T0, 3)), partial([]), partial(page(T0, 3)), partial(page(T0 - 3 * MIN, 4))];
    const { get, statuses, pauses, release } = setup(async (req) => {
      requests.push(req);
      return answers.shift();
    });
    const first = await get('init');
    expect(first.data.map((b) => b.timestamp)).toEqual([T0 - 2 * MIN, T0 - MIN, T0]);
    expect(first.more).toEqual({ forward: true, backward: false });
    expect(statuses).toEqual(['loading', 'ready']);

    // scrolled to the edge: nothing older yet, twice (the second only repeats newer bars), then older ones
    const older = get('forward', T0 - 2 * MIN);
    await release();
    await release();
    const { data, more } = await older;
    expect(data.map((b) => b.timestamp)).toEqual([T0 - 6 * MIN, T0 - 5 * MIN, T0 - 4 * MIN, T0 - 3 * MIN]);
    expect(more).toEqual({ forward: true });
    expect(requests.slice(1)).toEqual(
      Array(3).fill({ symbol: 'BTC/USDT', period: '1min', to: T0 - 2 * MIN - 1 }),
    );
    expect(pauses).toEqual([]);
  });

  it('keeps "loading" while a partial first page holds nothing yet, and asks again', async () => {
    const answers = [partial([]), page(T0, 2)];
    const { get, statuses, release } = setup(async () => answers.shift());
    const init = get('init');
    await release();
    expect((await init).data).toHaveLength(2);
    expect(statuses).toEqual(['loading', 'ready']);
  });

  it('leaves the history open after the last retry (the next scroll to the edge asks again)', async () => {
    let calls = 0;
    const { get, release } = setup(async () => (calls++, partial([])));
    const older = get('forward', T0);
    for (let i = 0; i < PARTIAL_RETRIES; i++) await release();
    expect(await older).toEqual({ data: [], more: { forward: true } });
    expect(calls).toBe(PARTIAL_RETRIES + 1);
  });

  it('stops asking once the chart has left the symbol or period', async () => {
    let calls = 0;
    const { loader, release } = setup(async () => (calls++, partial([])));
    const callback = vi.fn();
    void loader.getBars({ type: 'init', timestamp: null, symbol, period, callback });
    await new Promise((r) => setTimeout(r, 0));
    loader.dispose();
    await release();
    await release();
    expect(calls).toBe(1);
    expect(callback).not.toHaveBeenCalled();
  });
});
