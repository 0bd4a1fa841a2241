// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERIES_START } from '../fixtures/market';
import { DAY, HOUR } from '../engine/market/history.fixture';
import { setup } from '../engine/market/market.fixture';
import { createChartWorkers } from './chartWorker';

const dir = mkdtempSync(join(tmpdir(), 'chart-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  code: number;
  msg: string;
  data?: { id: number; close: string }[];
  partial?: true;
}

/** 20 days after the listing: a small history (29 pairs × 20 days of minutes, a few seconds to keep). */
const NOW = SERIES_START + 20 * DAY + 5 * HOUR + 17 * 60_000;

/** Real worker threads (an answerer, two keepers) on a clock at NOW, keeping the candles in `dir`. */
function pool(log: string[] = []) {
  return createChartWorkers({
    clockOffset: NOW - Date.now(),
    file: join(dir, 'candles.sqlite'),
    count: 2,
    log: (line) => log.push(line),
  });
}

async function ask(charts: ReturnType<typeof pool>, query: Record<string, string>) {
  const url = `http://demo.test/api/currency/new_timeshar?${new URLSearchParams({ lang: 'en', ...query })}`;
  const started = performance.now();
  const response = await charts.divert('/api/currency/new_timeshar', new Request(url))!;
  return {
    status: response.status,
    body: (await response.json()) as Answer,
    ms: performance.now() - started,
  };
}

/** What an engine that keeps nothing answers at about the same moment: the closes, newest last. */
const closes = (symbol: string, period: string) =>
  setup(NOW)
    .market.timeshare({ symbol, period })
    .candles.map((c) => c.close);

const CHARTS = ['BTC/USDT', 'ETH/USDT', 'LTC/USDT'].flatMap((symbol) =>
  ['1day', '1week', '1mon', '60min'].map((period) => ({ symbol, period })),
);

describe('chart workers', () => {
  it('answer cold charts at once with what is kept (marked partial), then everything once kept', async () => {
    const log: string[] = [];
    const charts = pool(log);
    await charts.warm();
    const cold = await Promise.all(CHARTS.map((q) => ask(charts, q)));
    for (const [i, { status, body, ms }] of cold.entries()) {
      expect(status).toBe(200);
      expect(body.code).toBe(1);
      expect(ms).toBeLessThan(1_500); // 500 ms of waiting at most, and a loaded test machine
      // the newest candles, exactly; all of them unless marked partial (the forming one may have moved on)
      const want = closes(CHARTS[i]!.symbol, CHARTS[i]!.period);
      const got = body.data!.map((c) => c.close);
      expect(got.slice(0, -1)).toEqual(want.slice(want.length - got.length, -1));
      expect(got.length < want.length).toBe(body.partial === true);
    }
    // the background fill of all 29 pairs of a 75-day history
    while (!log.some((l) => l.includes('history kept'))) await new Promise((r) => setTimeout(r, 100));
    expect(log.join('\n')).toMatch(/history kept: 29 pairs, 2 keepers/);
    const warm = await Promise.all(CHARTS.map((q) => ask(charts, q)));
    for (const [i, { body }] of warm.entries()) {
      expect(body.partial).toBeUndefined();
      expect(body.data!.map((c) => c.close).slice(0, -1)).toEqual(
        closes(CHARTS[i]!.symbol, CHARTS[i]!.period).slice(0, -1),
      );
    }
    await charts.close();
  }, 60_000);

  it('read the kept history back after a restart, and refuse bad input in the call’s own envelope', async () => {
    const charts = pool();
    await charts.warm();
    const answers = await Promise.all(
      ['SOL/USDT', 'AMZN/USDT'].flatMap((symbol) =>
        ['1mon', '1week'].map((period) => ask(charts, { symbol, period })),
      ),
    );
    for (const { body, ms } of answers) {
      expect(body).toMatchObject({ code: 1 });
      expect(body.partial).toBeUndefined();
      expect(ms).toBeLessThan(500);
    }
    const refused: Record<string, string>[] = [
      { symbol: 'NOPE/USDT', period: '1day' },
      { symbol: 'BTC/USDT', period: '2day' },
      { symbol: 'BTC/USDT', period: '1day', from: '1700000000', to: '1600000000' },
      { symbol: 'BTC/USDT', period: '1day', to: 'yesterday' },
    ];
    for (const query of refused) {
      const { status, body } = await ask(charts, query);
      expect(status).toBe(200);
      expect(body.code).toBe(-1);
      expect(body.msg).toMatch(/\w/);
    }
    await charts.close();
  }, 60_000);
});
