// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERIES_START } from '../fixtures/market';
import { expectKeptRowsExact, fillAll, HOUR, NEAR_START } from '../engine/market/history.fixture';
import { setup } from '../engine/market/market.fixture';
import { createCandleKeeper, PERIODS } from '../engine/market';
import { openCandleTables } from './chartWorker.tables';

const dir = mkdtempSync(join(tmpdir(), 'candles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAIRS = [
  ['BTC/USDT', 0],
  ['DOGE/USDT', 7], // five price decimals and whole-coin volumes: the integers' other end
] as const;
const ask = (symbol: string, period: string) => ({ symbol, period });

describe('kept candles in SQLite', () => {
  const file = join(dir, 'candles.sqlite');

  it('stores every whole bucket exactly as computed, each the fold of its children, read back as stored', () => {
    const tables = openCandleTables(file);
    const keeper = createCandleKeeper(tables, () => NEAR_START);
    for (const [, index] of PAIRS) fillAll(keeper, index);
    const plain = setup(NEAR_START).market;
    for (const [symbol] of PAIRS) {
      expect(tables.span(symbol)).toMatchObject({ from: SERIES_START, to: NEAR_START - (NEAR_START % HOUR) });
      // 60min 1805, 4hour 451, 1day 75, 1week 10, 1mon 2
      expect(expectKeptRowsExact(tables, symbol, plain)).toBe(2343);
    }
    tables.close();
  });

  it('reads them back after a restart: nothing computed again, the same answers', () => {
    const tables = openCandleTables(file);
    const { market } = setup(NEAR_START + 10 * 60_000);
    market.keepCandles(tables);
    const keeper = createCandleKeeper(tables, () => NEAR_START + 10 * 60_000);
    const plain = setup(NEAR_START + 10 * 60_000).market;
    for (const [symbol, index] of PAIRS) {
      for (const period of PERIODS)
        expect(market.timeshare(ask(symbol, period))).toEqual({
          candles: plain.timeshare(ask(symbol, period)).candles,
          partial: false,
        });
      expect(fillAll(keeper, index)).toBe(0);
    }
    tables.close();
  });

  it('forgets a pair whose series changed, and only that pair', () => {
    const tables = openCandleTables(file);
    const btc = tables.span('BTC/USDT')!;
    tables.save('BTC/USDT', { ...btc, fingerprint: 'an older model' }, []);
    const { market } = setup(NEAR_START);
    market.keepCandles(tables);
    expect(market.timeshare(ask('BTC/USDT', '1mon')).partial).toBe(true);
    // the writer forgets the rows of the changed series, and only those
    createCandleKeeper(tables, () => NEAR_START).fill(0);
    expect(tables.rows('1mon', 'BTC/USDT', SERIES_START, NEAR_START)).toEqual([]);
    expect(market.timeshare(ask('DOGE/USDT', '1mon')).partial).toBe(false);
    tables.close();
  });
});
