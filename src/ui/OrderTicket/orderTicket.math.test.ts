import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '@/lib/decimal';
import { LEVERAGE_WARNING } from '@/lib/constants';
import {
  contractQuote,
  isHighLeverage,
  liquidationPrice,
  lotsForPercent,
  lotsProblem,
  spotAmountForPercent,
  spotPercentOf,
  spotProblem,
  spotTotal,
  tpSlProblems,
} from './orderTicket.math';

describe('spot maths', () => {
  it('totals price × amount exactly', () => {
    expect(spotTotal('0.1', '0.2')!.toString()).toBe('0.02');
    expect(spotTotal('68000.5', '0.001')!.toString()).toBe('68.0005');
    expect(spotTotal('', '1')).toBeNull();
  });

  it('turns a share of the balance into an amount, rounded down', () => {
    expect(spotAmountForPercent({ percent: 50, side: 'buy', available: '1000', price: '3', decimals: 4 })).toBe('166.6666');
    expect(spotAmountForPercent({ percent: 100, side: 'sell', available: '0.123456789', price: null, decimals: 6 })).toBe('0.123456');
    expect(spotAmountForPercent({ percent: 25, side: 'buy', available: '1000', price: '', decimals: 4 })).toBe('');
    expect(spotAmountForPercent({ percent: 0, side: 'sell', available: '5', price: '1', decimals: 2 })).toBe('');
    expect(spotAmountForPercent({ percent: 150, side: 'sell', available: '5', price: '1', decimals: 2 })).toBe('5.00');
  });

  it('never spends more than the balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (p, bal, px) => {
        const available = new Dec(bal).dividedBy(100);
        const price = new Dec(px).dividedBy(1000);
        const amount = spotAmountForPercent({ percent: p, side: 'buy', available, price, decimals: 6 });
        return amount === '' || new Dec(amount).times(price).lte(available);
      }),
    );
  });

  it('maps an amount back to the slider percent', () => {
    expect(spotPercentOf({ side: 'buy', amount: '0.5', available: '100', price: '100' })).toBe(50);
    expect(spotPercentOf({ side: 'sell', amount: '9', available: '3', price: null })).toBe(100);
  });

  it('names the first problem of a spot order', () => {
    const base = { side: 'buy' as const, available: '100', lastPrice: '10' };
    expect(spotProblem({ ...base, type: 'limit', price: '', amount: '1' })).toBe('priceRequired');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '' })).toBe('amountRequired');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '10.01' })).toBe('insufficient');
    expect(spotProblem({ ...base, type: 'limit', price: '5', amount: '20' })).toBeNull();
    expect(spotProblem({ ...base, side: 'sell', type: 'market', price: '', amount: '100.1' })).toBe('insufficient');
  });
});

describe('contract maths', () => {
  it('estimates liquidation for long and short', () => {
    // long 10×, mmr 0.5 %: 100 × (1 − 0.1 + 0.005) = 90.5
    expect(liquidationPrice('long', '100', 10, '0.005')!.toString()).toBe('90.5');
    // short 10×: 100 × (1 + 0.1 − 0.005) = 109.5
    expect(liquidationPrice('short', '100', 10, '0.005')!.toString()).toBe('109.5');
    // 1× long with mmr 0: liquidates only at 0 → none
    expect(liquidationPrice('long', '100', 1, '0')).toBeNull();
    expect(liquidationPrice('long', '', 10, '0.005')).toBeNull();
  });

  it('liquidation gets nearer the entry as leverage rises (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), (lev) => {
        const a = liquidationPrice('long', '100', lev, '0.004')!;
        const b = liquidationPrice('long', '100', lev + 1, '0.004')!;
        const s1 = liquidationPrice('short', '100', lev, '0.004')!;
        const s2 = liquidationPrice('short', '100', lev + 1, '0.004')!;
        return b.gt(a) && b.lt(100) && s2.lt(s1) && s2.gt(100);
      }),
    );
  });

  it('warns strictly above LEVERAGE_WARNING', () => {
    expect(isHighLeverage(LEVERAGE_WARNING)).toBe(false);
    expect(isHighLeverage(LEVERAGE_WARNING + 1)).toBe(true);
    expect(isHighLeverage(1)).toBe(false);
  });

  it('quotes margin, fee and affordability', () => {
    const q = contractQuote({ direction: 'long', lots: '3', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maintenanceRate: '0.005', available: '100' });
    expect(q.notional!.toString()).toBe('1800');
    expect(q.margin!.toString()).toBe('90');
    expect(q.fee!.toString()).toBe('0.9');
    expect(q.insufficient).toBe(false);
    expect(q.liquidation!.toString()).toBe('57300');
    const poor = contractQuote({ direction: 'long', lots: '3', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maintenanceRate: '0.005', available: '90.8' });
    expect(poor.insufficient).toBe(true);
    expect(contractQuote({ direction: 'short', lots: '', lotSize: '1', price: '1', leverage: 2, feeRate: '0', maintenanceRate: '0', available: '1' }).margin).toBeNull();
  });

  it('finds affordable whole lots for a share of the balance, capped', () => {
    // per lot: 0.01 × 60000 × (1/20 + 0.0005) = 30.3 → 100 / 30.3 = 3.3 → 3
    expect(lotsForPercent({ percent: 100, available: '100', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maxLots: 50 })).toBe(3);
    expect(lotsForPercent({ percent: 100, available: '100000', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maxLots: 50 })).toBe(50);
    expect(lotsForPercent({ percent: 50, available: '100', lotSize: '0.01', price: '', leverage: 20, feeRate: '0', maxLots: 50 })).toBe(0);
  });

  it('checks lots against min and max', () => {
    expect(lotsProblem('', 1, 10)).toBe('lotsRequired');
    expect(lotsProblem('0.5', 1, 10)).toBe('lotsMin');
    expect(lotsProblem('11', 1, 10)).toBe('lotsMax');
    expect(lotsProblem('10', 1, 10)).toBeNull();
  });

  it('checks take-profit and stop-loss sides and the liquidation price', () => {
    const liq = new Dec('90.5');
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '99', stopLoss: '101', liquidation: liq })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '120', stopLoss: '90', liquidation: liq })).toEqual({ takeProfit: null, stopLoss: 'slBeyondLiquidation' });
    expect(tpSlProblems({ direction: 'short', entry: '100', takeProfit: '80', stopLoss: '105', liquidation: new Dec('109.5') })).toEqual({ takeProfit: null, stopLoss: null });
    expect(tpSlProblems({ direction: 'short', entry: '100', takeProfit: '', stopLoss: '', liquidation: null })).toEqual({ takeProfit: null, stopLoss: null });
  });
});
