import { describe, expect, it } from 'vitest';
import { Dec } from '@/lib/decimal';
import type { PayCurrency, SecondsOption } from '@/api/schemas/trade';
import { contractProblems, fundsProblem, leverageProblem, lotsProblem, priceProblem, secondsProblems, spotProblems, tpSlProblems } from './rules';

describe('lots', () => {
  it('must be a whole number within the limits', () => {
    expect(lotsProblem('', '1', '100')).toBe('lotsRequired');
    expect(lotsProblem('1.5', '1', '100')).toBe('lotsWhole');
    expect(lotsProblem('0', '1', '100')).toBe('lotsMin');
    expect(lotsProblem('2', '5', '100')).toBe('lotsMin');
    expect(lotsProblem('101', '1', '100')).toBe('lotsMax');
    expect(lotsProblem('100', '1', '100')).toBeNull();
    expect(lotsProblem('5', '5', '0')).toBeNull(); // a missing maximum is no maximum
  });
});

describe('prices', () => {
  it('must be positive and on the tick', () => {
    expect(priceProblem('', 2)).toBe('priceRequired');
    expect(priceProblem('0', 2)).toBe('priceRequired');
    expect(priceProblem('95000.125', 2)).toBe('priceTick');
    expect(priceProblem('95000.10', 2)).toBeNull(); // trailing zero: still on the tick
    expect(priceProblem('0.00001234', 8)).toBeNull();
  });
});

describe('leverage', () => {
  it('must be offered, never above the largest', () => {
    expect(leverageProblem(125, [1, 10, 100])).toBe('leverageMax');
    expect(leverageProblem(7, [1, 10, 100])).toBe('leverageChoice');
    expect(leverageProblem(10, [1, 10, 100])).toBeNull();
    expect(leverageProblem(10, [])).toBeNull();
  });
});

describe('funds', () => {
  it('needs the balance to cover what the order takes', () => {
    expect(fundsProblem(new Dec('19.19'), '19.18')).toBe('insufficient');
    expect(fundsProblem(new Dec('19.19'), '19.19')).toBeNull();
    expect(fundsProblem(new Dec('1'), undefined)).toBe('insufficient');
    expect(fundsProblem(null, '0')).toBeNull();
  });
});

describe('take profit and stop loss', () => {
  const base = { references: ['100'], liquidation: new Dec('80'), precision: 2 };
  it('sits on the right side of the entry (and the current price)', () => {
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: '99', stopLoss: '101' })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(tpSlProblems({ ...base, side: 'short', takeProfit: '101', stopLoss: '99' })).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: '110', stopLoss: '90' })).toEqual({ takeProfit: null, stopLoss: null });
    expect(tpSlProblems({ ...base, references: ['100', '105'], side: 'long', takeProfit: '104', stopLoss: '' }).takeProfit).toBe('tpSide');
  });

  it('refuses a stop past liquidation, off the tick, or zero; empty is fine', () => {
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: '', stopLoss: '79' }).stopLoss).toBe('slBeyondLiquidation');
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: '110.001', stopLoss: '' }).takeProfit).toBe('priceTick');
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: '0', stopLoss: '' }).takeProfit).toBe('tpSide');
    expect(tpSlProblems({ ...base, side: 'long', takeProfit: ' ', stopLoss: '' })).toEqual({ takeProfit: null, stopLoss: null });
  });
});

describe('the contract ticket', () => {
  const order = {
    side: 'long' as const,
    kind: 'market' as const,
    lots: '2',
    minLots: '1',
    maxLots: '100',
    price: '',
    pricePrecision: 2,
    leverage: 10,
    leverages: [1, 10, 100],
    required: new Dec('19.19'),
    balance: '20000',
    entry: new Dec('95000.25'),
    liquidation: new Dec('87400.48'),
    takeProfit: '',
    stopLoss: '',
  };
  it('passes a good order and checks the limit price only on a limit order', () => {
    expect(Object.values(contractProblems(order)).every((p) => p === null)).toBe(true);
    expect(contractProblems({ ...order, kind: 'limit' }).price).toBe('priceRequired');
  });
  it('names every problem at once', () => {
    const p = contractProblems({ ...order, lots: '0.5', leverage: 200, balance: '1', stopLoss: '87000' });
    expect(p).toMatchObject({ lots: 'lotsWhole', leverage: 'leverageMax', funds: 'insufficient', stopLoss: 'slBeyondLiquidation' });
  });
});

describe('the spot ticket', () => {
  const order = { side: 'buy' as const, kind: 'limit' as const, price: '100', pricePrecision: 2, amount: '2', amountPrecision: 4, total: new Dec('200'), available: '200' };
  it('spends quote when buying and the coin when selling', () => {
    expect(Object.values(spotProblems(order)).every((p) => p === null)).toBe(true);
    expect(spotProblems({ ...order, available: '199.99' }).funds).toBe('insufficient');
    expect(spotProblems({ ...order, side: 'sell', available: '1.9999' }).funds).toBe('insufficient');
    expect(spotProblems({ ...order, side: 'sell', available: '2' }).funds).toBeNull();
  });
  it('wants an amount on the pair’s precision', () => {
    expect(spotProblems({ ...order, amount: '' }).amount).toBe('amountRequired');
    expect(spotProblems({ ...order, amount: '0.00001' }).amount).toBe('amountPrecision');
  });
});

describe('the seconds ticket', () => {
  const currency: PayCurrency = { id: 3, name: 'USDT', min: '10', max: '5000', feeRate: '0.01', presets: [], balance: '101' };
  const option: SecondsOption = { seconds: 120, profitRatio: '0.9', minAmount: '50' };
  it('keeps the stake within the currency’s limits and the duration’s minimum', () => {
    expect(secondsProblems({ amount: '', currency, option }).amount).toBe('amountRequired');
    expect(secondsProblems({ amount: '5', currency, option }).amount).toBe('amountMin');
    expect(secondsProblems({ amount: '6000', currency, option }).amount).toBe('amountMax');
    expect(secondsProblems({ amount: '20', currency, option }).amount).toBe('durationMin');
  });
  it('needs the stake and its fee within the balance', () => {
    expect(secondsProblems({ amount: '100', currency, option })).toEqual({ amount: null, funds: null }); // 101 ≥ 100 + 1
    expect(secondsProblems({ amount: '100', currency: { ...currency, balance: '100.99' }, option }).funds).toBe('insufficient');
  });
});
