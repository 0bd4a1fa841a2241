import { describe, expect, it } from 'vitest';
import { familyLeverRow as row, TRADE_T0 as T0 } from '@/testing/trade';
import { toLeverOrders } from './contract';

describe('lever rows', () => {
  it('reads an open position: decimals kept as sent, times in ms, no stops, unrealised P&L', () => {
    expect(toLeverOrders([row()])).toEqual([
      {
        id: 31,
        symbol: 'BTC/USDT',
        currencyId: 1,
        legalId: 3,
        side: 'long',
        status: 'open',
        lots: '2',
        quantity: '0.00200000',
        leverage: 10,
        entryPrice: '95009.50000000',
        originPrice: '95000.00000000',
        markPrice: '95100.00000000',
        takeProfit: null,
        stopLoss: null,
        margin: '19.00190000',
        originMargin: '19.00190000',
        fee: '0.19001900',
        overnightFee: '0.00000000',
        pnl: '0.18100000',
        liquidationPrice: null,
        createdAt: T0 * 1000,
        openedAt: T0 * 1000,
        closedAt: null,
      },
    ]);
  });

  it('status by status: pending has no opening, closed shows the realised P&L and its closing time', () => {
    const [pending, closed, cancelled, closing] = toLeverOrders([
      row({ id: 1, status: '0', transaction_time: 0, type: '2' }),
      row({ id: 2, status: 3, fact_profits: '-1.5', profits: '9', complete_time: '2025-11-23 09:00:00' }),
      row({ id: 3, status: 4, complete_time: null, handle_time: null, update_time: T0 + 5 }),
      row({ id: 4, status: 2 }),
    ]);
    expect(pending).toMatchObject({ side: 'short', status: 'pending', openedAt: null, closedAt: null });
    expect(closed).toMatchObject({ status: 'closed', pnl: '-1.5', closedAt: Date.UTC(2025, 10, 23, 9) });
    expect(cancelled).toMatchObject({ status: 'cancelled', pnl: '0.00000000', closedAt: (T0 + 5) * 1000 });
    expect(closing).toMatchObject({ status: 'closing', pnl: '0.18100000', closedAt: null });
  });

  it('stops, the demo’s liquidation price, numbers and a fork without create_time', () => {
    const [order] = toLeverOrders([
      row({
        target_profit_price: 99000,
        stop_loss_price: '90000.5',
        liquidation_price: '86500.12',
        multiple: 20,
        caution_money: 1e-8,
        create_time: undefined,
        transaction_time: undefined,
        profits: undefined,
      }),
    ]);
    expect(order).toMatchObject({
      takeProfit: '99000',
      stopLoss: '90000.5',
      liquidationPrice: '86500.12',
      leverage: 20,
      margin: '0.00000001',
      pnl: '0',
      createdAt: T0 * 1000, // from the appended `time`
      openedAt: T0 * 1000,
    });
  });

  it('leaves out what is not a row; missing figures are "0", garbage figures too', () => {
    const orders = toLeverOrders([
      row({ id: 1, status: 7 }), // unknown status
      row({ id: 2, type: 3 }), // unknown side
      { ...row(), id: undefined }, // no id
      'garbage',
      null,
      { id: 5, type: 1, status: 1, price: 'abc' },
    ]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: 5,
      symbol: '',
      entryPrice: '0',
      margin: '0',
      leverage: 0,
      createdAt: 0,
      openedAt: null,
    });
  });
});
