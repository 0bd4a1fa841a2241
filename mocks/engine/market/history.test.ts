// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES_START } from '../../fixtures/market';
import { DAY, expectKeptRowsExact, fillAll, HOUR, memoryTables, NEAR_START } from './history.fixture';
import { createCandleKeeper } from './index';
import { setup } from './market.fixture';
import { PERIODS } from './periods';

const SYM = 'ETH/USDT';
const ETH = 1;
const ask = (period: string, to?: number) => ({ symbol: SYM, period, ...(to ? { to: String(to) } : {}) });
/** The writer (a keeper thread in the server) and a reader area over the same tables, both at `now`. */
function keptAt(now: number, tables = memoryTables()) {
  const { market } = setup(now);
  market.keepCandles(tables);
  return { tables, market, keeper: createCandleKeeper(tables, () => now) };
}

describe('kept history (memory tables)', () => {
  it('keeps every whole bucket from the listing to the last hour, exactly as computed, each the fold of its children', () => {
    const { tables, keeper } = keptAt(NEAR_START);
    const chunks = fillAll(keeper, ETH);
    // 75 whole days and today's hours: a day per chunk
    expect(chunks).toBe(76);
    expect(tables.span(SYM)).toMatchObject({ from: SERIES_START, to: NEAR_START - (NEAR_START % HOUR) });
    expect(expectKeptRowsExact(tables, SYM, setup(NEAR_START).market)).toBeGreaterThan(2000);
  });

  it('answers what is kept, newest first and marked partial, until the whole range is kept', () => {
    const { market, keeper } = keptAt(NEAR_START);
    const plain = setup(NEAR_START).market;
    const full = plain.timeshare(ask('1day')).candles;
    expect(full).toHaveLength(76);

    const cold = market.timeshare(ask('1day'));
    expect(cold).toEqual({ candles: [], partial: true });
    const wait = market.timeshareWait(ask('1day'))!;
    expect(wait.index).toBe(ETH);
    expect(wait.kept()).toBe(false);
    for (let i = 0; i < 10; i++) keeper.fill(ETH);
    const part = market.timeshare(ask('1day'));
    expect(part.partial).toBe(true);
    // today (forming) and the nine whole days before it: the newest part, exactly
    expect(part.candles).toEqual(full.slice(-10));

    fillAll(keeper, ETH);
    expect(wait.kept()).toBe(true);
    expect(market.timeshareWait(ask('1day'))).toBeUndefined();
    for (const period of PERIODS) {
      expect(market.timeshare(ask(period))).toEqual({
        candles: plain.timeshare(ask(period)).candles,
        partial: false,
      });
      expect(market.timeshare(ask(period, NEAR_START - 20 * DAY))).toEqual(
        plain.timeshare(ask(period, NEAR_START - 20 * DAY)),
      );
    }
    // periods under an hour are never kept, never partial
    expect(market.timeshareWait(ask('30min'))).toBeUndefined();
    // a refused request waits for nothing (the handler answers its error at once)
    expect(market.timeshareWait({ symbol: 'NOPE/USDT', period: '1day' })).toBeUndefined();
  });

  it('reads the rows back on a restart and only adds the hours since', () => {
    const { tables, keeper: first } = keptAt(NEAR_START);
    fillAll(first, ETH);
    const later = NEAR_START + 20 * HOUR; // the next day, 01:17
    const { market, keeper } = keptAt(later, tables);
    expect(market.timeshareWait(ask('1mon'))).toBeUndefined();
    expect(fillAll(keeper, ETH)).toBe(2); // the rest of the day, then the hours of the next one
    expect(market.timeshare(ask('1week'))).toEqual({
      candles: setup(later).market.timeshare(ask('1week')).candles,
      partial: false,
    });
    expectKeptRowsExact(tables, SYM, setup(later).market);
  });

  it('after a long gap, answers nothing older than the gap until it is filled', () => {
    const { tables, keeper: first } = keptAt(NEAR_START);
    fillAll(first, ETH);
    const later = NEAR_START + 3 * DAY;
    const { market, keeper } = keptAt(later, tables);
    expect(market.timeshare(ask('1day'))).toEqual({ candles: [], partial: true });
    expect(market.timeshare(ask('60min')).candles).toHaveLength(1); // the forming hour
    expect(fillAll(keeper, ETH)).toBe(4);
    expect(market.timeshare(ask('1day')).partial).toBe(false);
  });

  it('computes a pair again when its series changed (the stored fingerprint differs)', () => {
    const { tables, keeper: first } = keptAt(NEAR_START);
    fillAll(first, ETH);
    tables.spans.set(SYM, { ...tables.spans.get(SYM)!, fingerprint: 'another model' });
    const { market, keeper } = keptAt(NEAR_START, tables);
    // a reader takes the rows for nothing kept, and leaves them to the writer
    expect(market.timeshare(ask('1day')).partial).toBe(true);
    expect(tables.rows('1day', SYM, SERIES_START, NEAR_START)).not.toEqual([]);
    expect(keeper.fill(ETH)).toBe(true);
    expect(tables.rows('1day', SYM, SERIES_START, NEAR_START - DAY)).toEqual([]);
    fillAll(keeper, ETH);
    expectKeptRowsExact(tables, SYM, setup(NEAR_START).market);
  });
});
