import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { LEVERAGE_WARNING } from './constants';
import {
  contractQuote,
  fee,
  isHighLeverage,
  liquidationPrice,
  lotsForPercent,
  lotsProblem,
  margin,
  notional,
  spotAmountForPercent,
  spotPercentOf,
  spotProblem,
  spotQuote,
  spotTotal,
  tpSlProblems,
} from './orderMath';

/** Positive decimal strings as the wire sends prices: 1–7 integer digits, up to 8 fraction digits. */
const positive = fc
  .tuple(fc.stringMatching(/^[1-9]\d{0,6}$/), fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }))
  .map(([int, fraction]) => (fraction === undefined ? int : `${int}.${fraction}`));
/** Any decimal string, sign included. */
const signed = fc.tuple(fc.boolean(), positive).map(([neg, v]) => (neg ? `-${v}` : v));
/** Maintenance-margin rates 0–0.5 %, as the platform sets them. */
const mmr = fc.integer({ min: 0, max: 50 }).map((n) => new Dec(n).dividedBy(10_000).toString());

describe('fee', () => {
  it('is |notional| × rate, exactly', () => {
    expect(fee('1800', '0.0005').toString()).toBe('0.9');
    expect(fee('0.1', '0.001').toString()).toBe('0.0001');
    expect(fee('-200', '0.001').toString()).toBe('0.2');
  });

  it('counts a missing, malformed or negative rate (or notional) as zero', () => {
    expect(fee('100', '').toString()).toBe('0');
    expect(fee('100', 'abc').toString()).toBe('0');
    expect(fee('100', '-0.0002').toString()).toBe('0');
    expect(fee(null, '0.001').toString()).toBe('0');
    expect(fee('NaN', '0.001').toString()).toBe('0');
    expect(fee('Infinity', '0.001').toString()).toBe('0');
  });

  it('is never negative (property)', () => {
    fc.assert(fc.property(signed, signed, (n, rate) => fee(n, rate).gte(0)));
  });
});

describe('spot maths', () => {
  it('totals price × amount exactly', () => {
    expect(spotTotal('0.1', '0.2')!.toString()).toBe('0.02');
    expect(spotTotal('68000.5', '0.001')!.toString()).toBe('68.0005');
    expect(spotTotal('', '1')).toBeNull();
    expect(spotTotal('1', 'x')).toBeNull();
  });

  it('quotes total and fee, with no fee before there is a total', () => {
    const q = spotQuote({ price: '100', amount: '5', feeRate: '0.001' });
    expect(q.total!.toString()).toBe('500');
    expect(q.fee!.toString()).toBe('0.5');
    expect(spotQuote({ price: '100', amount: '', feeRate: '0.001' })).toEqual({ total: null, fee: null });
  });

  it('turns a share of the balance into an amount, rounded down', () => {
    expect(spotAmountForPercent({ percent: 50, side: 'buy', available: '1000', price: '3', decimals: 4 })).toBe('166.6666');
    expect(spotAmountForPercent({ percent: 100, side: 'sell', available: '0.123456789', price: null, decimals: 6 })).toBe('0.123456');
    expect(spotAmountForPercent({ percent: 25, side: 'buy', available: '1000', price: '', decimals: 4 })).toBe('');
    expect(spotAmountForPercent({ percent: 25, side: 'buy', available: '1000', price: '0', decimals: 4 })).toBe('');
    expect(spotAmountForPercent({ percent: 0, side: 'sell', available: '5', price: '1', decimals: 2 })).toBe('');
    expect(spotAmountForPercent({ percent: Number.NaN, side: 'sell', available: '5', price: '1', decimals: 2 })).toBe('');
    expect(spotAmountForPercent({ percent: 150, side: 'sell', available: '5', price: '1', decimals: 2 })).toBe('5.00');
    expect(spotAmountForPercent({ percent: 50, side: 'sell', available: '0', price: '1', decimals: 2 })).toBe('');
    expect(spotAmountForPercent({ percent: 50, side: 'sell', available: '-5', price: '1', decimals: 2 })).toBe('');
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
    expect(spotPercentOf({ side: 'buy', amount: '1', available: '100', price: '' })).toBe(0);
    expect(spotPercentOf({ side: 'sell', amount: '1', available: '0', price: null })).toBe(0);
    expect(spotPercentOf({ side: 'sell', amount: '-1', available: '10', price: null })).toBe(0);
  });

  it('the slider percent of a slider amount never exceeds the percent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), positive, positive, fc.constantFrom<'buy' | 'sell'>('buy', 'sell'), (p, available, price, side) => {
        const amount = spotAmountForPercent({ percent: p, side, available, price, decimals: 6 });
        return spotPercentOf({ side, amount, available, price }) <= p;
      }),
    );
  });

  it('names the first problem of a spot order', () => {
    const base = { side: 'buy' as const, available: '100', lastPrice: '10' };
    expect(spotProblem({ ...base, type: 'limit', price: '', amount: '1' })).toBe('priceRequired');
    expect(spotProblem({ ...base, type: 'limit', price: '0', amount: '1' })).toBe('priceRequired');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '' })).toBe('amountRequired');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '0' })).toBe('amountRequired');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '10.01' })).toBe('insufficient');
    expect(spotProblem({ ...base, type: 'market', price: '', amount: '10' })).toBeNull();
    expect(spotProblem({ ...base, type: 'limit', price: '5', amount: '20' })).toBeNull();
    expect(spotProblem({ ...base, side: 'sell', type: 'market', price: '', amount: '100.1' })).toBe('insufficient');
    expect(spotProblem({ ...base, available: '', type: 'market', price: '', amount: '1' })).toBe('insufficient');
  });
});

describe('contract maths', () => {
  it('computes notional and margin, refusing a leverage below 1', () => {
    expect(notional('3', '0.01', '60000')!.toString()).toBe('1800');
    expect(notional('3', '', '60000')).toBeNull();
    expect(margin('1800', 20)!.toString()).toBe('90');
    expect(margin('100', 3)!.toString()).toBe('33.333333333333333333');
    expect(margin('100', 0)).toBeNull();
    expect(margin('100', 0.5)).toBeNull();
    expect(margin('100', Number.NaN)).toBeNull();
    expect(margin('', 10)).toBeNull();
  });

  it('estimates liquidation for long and short (decision 21)', () => {
    // long 10×, mmr 0.5 %: 100 × (1 − 0.1 + 0.005) = 90.5
    expect(liquidationPrice('long', '100', 10, '0.005')!.toString()).toBe('90.5');
    // short 10×: 100 × (1 + 0.1 − 0.005) = 109.5
    expect(liquidationPrice('short', '100', 10, '0.005')!.toString()).toBe('109.5');
    // 1× short with mmr 0: twice the entry
    expect(liquidationPrice('short', '100', 1, '0')!.toString()).toBe('200');
    // 1× long with mmr 0: liquidates only at 0 → none
    expect(liquidationPrice('long', '100', 1, '0')).toBeNull();
    expect(liquidationPrice('long', '', 10, '0.005')).toBeNull();
    expect(liquidationPrice('long', '0', 10, '0.005')).toBeNull();
    expect(liquidationPrice('long', '100', 0, '0.005')).toBeNull();
    expect(liquidationPrice('long', '100', 10, '')).toBeNull();
    expect(liquidationPrice('long', '100', 10, '-0.01')).toBeNull();
  });

  it('liquidation gets nearer the entry as leverage rises, from the right side (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 124 }), positive, mmr, (lev, entry, rate) => {
        const e = new Dec(entry);
        const l1 = liquidationPrice('long', entry, lev, rate)!;
        const l2 = liquidationPrice('long', entry, lev + 1, rate)!;
        const s1 = liquidationPrice('short', entry, lev, rate)!;
        const s2 = liquidationPrice('short', entry, lev + 1, rate)!;
        // mmr ≤ 0.5 % < 1/125: the position is never born liquidated
        return l2.gt(l1) && l2.lt(e) && s2.lt(s1) && s2.gt(e);
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
    const exact = contractQuote({ direction: 'long', lots: '3', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maintenanceRate: '0.005', available: '90.9' });
    expect(exact.insufficient).toBe(false);
    const poor = contractQuote({ direction: 'long', lots: '3', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maintenanceRate: '0.005', available: '90.8' });
    expect(poor.insufficient).toBe(true);
    const empty = contractQuote({ direction: 'short', lots: '', lotSize: '1', price: '1', leverage: 2, feeRate: '0', maintenanceRate: '0', available: '1' });
    expect(empty).toEqual({ notional: null, margin: null, fee: null, liquidation: new Dec('1.5'), insufficient: false });
    expect(contractQuote({ direction: 'long', lots: '1', lotSize: '1', price: '1', leverage: 0, feeRate: '0', maintenanceRate: '0', available: '1' }).margin).toBeNull();
  });

  it('flags insufficiency exactly when margin + fee exceed the balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), positive, fc.integer({ min: 1, max: 125 }), positive, (lots, price, lev, available) => {
        const q = contractQuote({ direction: 'long', lots: String(lots), lotSize: '0.01', price, leverage: lev, feeRate: '0.0005', maintenanceRate: '0.004', available });
        return q.fee!.gte(0) && q.margin!.gt(0) && q.insufficient === q.margin!.plus(q.fee!).gt(available);
      }),
    );
  });

  it('finds affordable whole lots for a share of the balance, capped', () => {
    // per lot: 0.01 × 60000 × (1/20 + 0.0005) = 30.3 → 100 / 30.3 = 3.3 → 3
    expect(lotsForPercent({ percent: 100, available: '100', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maxLots: 50 })).toBe(3);
    expect(lotsForPercent({ percent: 100, available: '100000', lotSize: '0.01', price: '60000', leverage: 20, feeRate: '0.0005', maxLots: 50 })).toBe(50);
    expect(lotsForPercent({ percent: 50, available: '100', lotSize: '0.01', price: '', leverage: 20, feeRate: '0', maxLots: 50 })).toBe(0);
    expect(lotsForPercent({ percent: 50, available: '100', lotSize: '0.01', price: '100', leverage: 0, feeRate: '0', maxLots: 50 })).toBe(0);
    expect(lotsForPercent({ percent: 50, available: '-100', lotSize: '0.01', price: '100', leverage: 10, feeRate: '0', maxLots: 50 })).toBe(0);
  });

  it('affordable lots never cost more than the share of the balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), positive, positive, fc.integer({ min: 1, max: 125 }), (p, available, price, lev) => {
        const lots = lotsForPercent({ percent: p, available, lotSize: '0.01', price, leverage: lev, feeRate: '0.0005', maxLots: 1_000_000 });
        if (lots === 0) return true;
        const q = contractQuote({ direction: 'short', lots: String(lots), lotSize: '0.01', price, leverage: lev, feeRate: '0.0005', maintenanceRate: '0', available });
        return q.margin!.plus(q.fee!).lte(new Dec(available).times(p).dividedBy(100));
      }),
    );
  });

  it('checks lots against min and max', () => {
    expect(lotsProblem('', 1, 10)).toBe('lotsRequired');
    expect(lotsProblem('0', 1, 10)).toBe('lotsRequired');
    expect(lotsProblem('0.5', 1, 10)).toBe('lotsMin');
    expect(lotsProblem('11', 1, 10)).toBe('lotsMax');
    expect(lotsProblem('1', 1, 10)).toBeNull();
    expect(lotsProblem('10', 1, 10)).toBeNull();
  });

  it('checks take-profit and stop-loss sides and the liquidation price', () => {
    const liq = new Dec('90.5');
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '99', stopLoss: '101', liquidation: liq })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '100', stopLoss: '100', liquidation: liq })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '120', stopLoss: '90', liquidation: liq })).toEqual({ takeProfit: null, stopLoss: 'slBeyondLiquidation' });
    expect(tpSlProblems({ direction: 'long', entry: '100', takeProfit: '120', stopLoss: '95', liquidation: liq })).toEqual({ takeProfit: null, stopLoss: null });
    expect(tpSlProblems({ direction: 'short', entry: '100', takeProfit: '80', stopLoss: '105', liquidation: new Dec('109.5') })).toEqual({ takeProfit: null, stopLoss: null });
    expect(tpSlProblems({ direction: 'short', entry: '100', takeProfit: '101', stopLoss: '110', liquidation: new Dec('109.5') })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slBeyondLiquidation' });
    expect(tpSlProblems({ direction: 'short', entry: '100', takeProfit: '', stopLoss: '', liquidation: null })).toEqual({ takeProfit: null, stopLoss: null });
  });
});
