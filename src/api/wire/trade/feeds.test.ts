import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLeverOrders } from './contract';
import { toClosedMicro, toLeverPush } from './feeds';

const NOW = Date.UTC(2025, 10, 23, 8, 1, 1);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const position = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  type: 1,
  status: 1,
  currency: 1,
  legal: 3,
  symbol: 'BTC/USDT',
  share: 2,
  number: '0.002',
  multiple: 10,
  price: '95000',
  update_price: '95100',
  caution_money: '19',
  profits: '0.2',
  create_time: 1_763_884_800,
  ...over,
});

/** `lever_trade` as LeverPushTrade sends it (wire-facts §4): the order lists are JSON strings. */
const leverTrade = (over: Record<string, unknown> = {}) => ({
  type: 'lever_trade',
  to: 7,
  hazard_rate: '182.50',
  caution_money_all: 38,
  origin_caution_money_all: '38',
  profits_all: '-1.25',
  caution_money: '19',
  origin_caution_money: '19',
  profits: '0.2',
  trades_all: JSON.stringify([position(1), position(2, { type: 2, profits: '-1.45' })]),
  trades_entrust: JSON.stringify([position(3, { status: 0, transaction_time: 0 })]),
  trades_cur: JSON.stringify([position(1)]),
  ...over,
});

describe('toLeverPush', () => {
  it('reads the risk figures and the JSON-string lists into orders', () => {
    const push = toLeverPush(leverTrade());
    expect(push).toMatchObject({ riskRate: '182.50', pnlTotal: '-1.25', marginTotal: '38' });
    expect(push?.positions.map((o) => [o.id, o.side, o.pnl])).toEqual([
      [1, 'long', '0.2'],
      [2, 'short', '-1.45'],
    ]);
    expect(push?.pending).toEqual([expect.objectContaining({ id: 3, status: 'pending', openedAt: null })]);
  });

  it('reads arrays as one client does, leaves out unreadable rows, no pending list = none', () => {
    const push = toLeverPush(
      leverTrade({
        trades_all: [position(1), { id: 2 }, 'x'],
        trades_entrust: undefined,
        caution_money_all: undefined,
      }),
    );
    expect(push?.positions.map((o) => o.id)).toEqual([1]);
    expect(push?.pending).toEqual([]);
    expect(push?.marginTotal).toBeNull();
  });

  it('is null for what says nothing: no risk rate, no readable position list, not an object', () => {
    expect(toLeverPush(leverTrade({ hazard_rate: undefined }))).toBeNull();
    expect(toLeverPush(leverTrade({ hazard_rate: 'NaN' }))).toBeNull();
    expect(toLeverPush(leverTrade({ trades_all: '{broken' }))).toBeNull();
    expect(toLeverPush(leverTrade({ trades_all: '{"id":1}' }))).toBeNull();
    expect(toLeverPush(leverTrade({ trades_all: undefined }))).toBeNull();
    expect(toLeverPush(leverTrade({ trades_entrust: 'nope' }))).toBeNull();
    for (const garbage of [null, undefined, 'lever_trade', 42, []]) expect(toLeverPush(garbage)).toBeNull();
  });

  it('follows each push exactly: P&L and mark price ticking, stops, closing and unreadable figures', () => {
    const first = toLeverPush(leverTrade());
    expect(first?.positions[0]).toMatchObject({ pnl: '0.2', markPrice: '95100' });
    const rows = [
      position(1, { profits: '-3.5', update_price: '94000' }),
      position(2, { type: 2, profits: '-1.45', target_profit_price: '90000' }),
    ];
    const second = toLeverPush(leverTrade({ trades_all: JSON.stringify(rows) }));
    expect(second?.positions).toEqual(toLeverOrders(rows));
    expect(second?.positions[0]).toMatchObject({ pnl: '-3.5', markPrice: '94000' });
    expect(second?.positions[1]?.takeProfit).toBe('90000');
  });

  it('reads a stream of pushes as a fresh reading of each would (random changes, 300 pushes)', () => {
    let seed = 7;
    const rand = (n: number) => Math.floor((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 16) % n;
    const figures = ['1.5', '-2.25', '0', 'abc', '', null, 3, '+4.5', '1e5'];
    let rows: Record<string, unknown>[] = [1, 2, 3, 4].map((i) => position(i));
    for (let step = 0; step < 300; step++) {
      rows = rows.map((r) => {
        const pick = rand(10);
        if (pick < 4) return { ...r, profits: figures[rand(figures.length)], update_price: figures[rand(figures.length)] };
        if (pick === 4) return { ...r, status: [0, 1, 2, 3][rand(4)] };
        if (pick === 5) return { ...r, stop_loss_price: figures[rand(figures.length)] };
        if (pick === 6) return { ...r, update_time: 1_763_884_800 + step };
        return r;
      });
      if (rand(20) === 0) rows = rows.slice(1);
      if (rand(20) === 0) rows = [...rows, position(100 + step, { type: 2 })];
      const push = toLeverPush(leverTrade({ trades_all: JSON.stringify(rows) }));
      expect(push?.positions).toEqual(toLeverOrders(JSON.parse(JSON.stringify(rows)) as unknown[]));
    }
  });
});

describe('toClosedMicro', () => {
  const settled = {
    id: '12',
    match_id: 1,
    currency_id: 3,
    type: 1,
    seconds: 60,
    number: '100',
    open_price: '95000',
    end_price: '95020',
    fee: '1',
    profit_ratio: '85',
    fact_profits: '85',
    status: 3,
    profit_result: 1,
    created_at: '2025-11-23 08:00:00',
    handled_at: '2025-11-23 08:01:00',
    complete_at: '2025-11-23 08:01:01',
    currency_name: 'USDT',
    symbol_name: 'BTC/USDT',
  };

  it('the whole row: the settled order', () => {
    expect(toClosedMicro({ type: 'closed_microorder', to: 7, data: settled })).toEqual({
      id: 12,
      order: expect.objectContaining({
        id: 12,
        status: 'closed',
        result: 'win',
        profit: '85',
        profitRatio: '0.85',
        settledAt: NOW,
      }),
    });
  });

  it('only the id (one fork), or a row that cannot be read: the id alone', () => {
    expect(toClosedMicro({ type: 'closed_microorder', data: { id: 12 } })).toEqual({ id: 12, order: null });
    expect(toClosedMicro({ data: { ...settled, type: 'up' } })).toEqual({ id: 12, order: null });
    expect(toClosedMicro({ data: { id: 12, type: 1 } })).toEqual({ id: 12, order: null });
  });

  it('is null without an id', () => {
    for (const garbage of [{ data: {} }, { data: { id: 'x' } }, { data: null }, { id: 12 }, 'closed', null]) {
      expect(toClosedMicro(garbage)).toBeNull();
    }
  });
});
