import { describe, expect, it } from 'vitest';
import {
  contractQuantity,
  contractQuote,
  decimalsOf,
  entryPrice,
  isHighLeverage,
  liquidationPrice,
  marginRatio,
  msLeft,
  returnOnMargin,
  riskLevel,
  secondsPayout,
  spotAmountForPercent,
  spotQuote,
} from './calc';
import { LEVERAGE_WARNING } from '@/lib/constants';

const btc = { lot_size: '0.001', fee_rate: '0.001', spread: '0.50' };
const s = (d: { toFixed: () => string } | null) => (d === null ? null : d.toFixed());

describe('contract maths (the demo exchange’s rules)', () => {
  it('works out a 2-lot BTC long at 10× exactly', () => {
    const q = contractQuote({ side: 'long', lots: '2', price: '95000', leverage: 10, spec: btc });
    expect(s(q.quantity)).toBe('0.002');
    expect(s(q.entry)).toBe('95000.25');
    expect(s(q.notional)).toBe('190.0005');
    expect(s(q.margin)).toBe('19.00005');
    expect(s(q.fee)).toBe('0.1900005');
    expect(s(q.required)).toBe('19.1900505');
    // entry + s/2 − margin × 0.8 ÷ quantity = 95000.25 + 0.25 − 7600.02
    expect(s(q.liquidation)).toBe('87400.48');
  });

  it('enters a short half the spread below the price and liquidates above it', () => {
    const q = contractQuote({ side: 'short', lots: '1', price: '95000', leverage: 20, spec: btc });
    expect(s(q.entry)).toBe('94999.75');
    expect(s(q.margin)).toBe('4.7499875');
    // entry − s/2 + margin × 0.8 ÷ quantity
    expect(s(q.liquidation)).toBe('98799.49');
  });

  it('enters a limit order at its limit (it fills when the spread-adjusted price reaches it)', () => {
    const q = contractQuote({ side: 'long', kind: 'limit', lots: '2', price: '94000', leverage: 10, spec: btc });
    expect(s(q.entry)).toBe('94000');
    expect(s(q.margin)).toBe('18.8');
    expect(s(q.fee)).toBe('0.188');
    // entry + s/2 − margin × 0.8 ÷ quantity = 94000.25 − 7520
    expect(s(q.liquidation)).toBe('86480.25');
  });

  it('holds the margin and charges the fee as the exchange books them: 8 places, margin up, fee down', () => {
    // the property test's first counterexample (TRX, 1 lot of 100 at 0.00001, 3×): 0.001 ÷ 3 = 0.000333…
    const q = contractQuote({ side: 'long', lots: '1', price: '0.00001', leverage: 3, spec: { lot_size: '100', fee_rate: '0.001', spread: '0' } });
    expect(s(q.margin)).toBe('0.00033334');
    expect(s(q.fee)).toBe('0.000001');
    // 14.999999 × 0.001 = 0.014999999: margin 0.004999999666… up, fee 0.000014999999 down
    const r = contractQuote({ side: 'long', kind: 'limit', lots: '1', price: '14.999999', leverage: 3, spec: btc });
    expect(s(r.margin)).toBe('0.005');
    expect(s(r.fee)).toBe('0.00001499');
    // the liquidation price follows the margin held: 14.999999 + 0.25 − 0.005 × 0.8 ÷ 0.001
    expect(s(r.liquidation)).toBe('11.249999');
  });

  it('refuses missing, zero or malformed inputs instead of guessing', () => {
    expect(contractQuantity('', '0.001')).toBeNull();
    expect(contractQuantity('2', 'abc')).toBeNull();
    expect(entryPrice('long', '0', '0.5')).toBeNull();
    expect(contractQuote({ side: 'long', lots: '2', price: '95000', leverage: 0, spec: btc }).margin).toBeNull();
    expect(contractQuote({ side: 'long', lots: '2', price: '95000', leverage: 2.5, spec: btc }).margin).toBeNull();
    expect(liquidationPrice('long', '100', '0', '1', '0')).toBeNull();
  });

  it('gives no liquidation price when it would not be positive (1× long)', () => {
    // margin × 0.8 ÷ quantity = 80 % of the entry: still positive at 1×
    expect(s(liquidationPrice('long', '100', '100', '1', '0'))).toBe('20');
    // a short never reaches zero; a long whose margin covers more than the price does
    expect(liquidationPrice('long', '100', '200', '1', '0')).toBeNull();
  });

  it('reads a missing spread or fee as zero', () => {
    const q = contractQuote({ side: 'long', lots: '1', price: '100', leverage: 1, spec: { lot_size: '1', fee_rate: '', spread: '' } });
    expect(s(q.entry)).toBe('100');
    expect(s(q.fee)).toBe('0');
  });

  it('warns of high leverage strictly above LEVERAGE_WARNING', () => {
    expect(isHighLeverage(LEVERAGE_WARNING)).toBe(false);
    expect(isHighLeverage(LEVERAGE_WARNING + 1)).toBe(true);
    expect(isHighLeverage(1)).toBe(false);
  });

  it('rates risk by the margin ratio', () => {
    expect(s(marginRatio('10', '-5'))).toBe('0.5');
    expect(riskLevel(marginRatio('10', '1'))).toBe('safe');
    expect(riskLevel(marginRatio('10', '-5'))).toBe('warning');
    expect(riskLevel(marginRatio('10', '-7'))).toBe('danger');
    expect(riskLevel(null)).toBe('safe');
    expect(marginRatio('0', '1')).toBeNull();
    expect(s(returnOnMargin('-5', '10'))).toBe('-50');
  });
});

describe('seconds maths', () => {
  it('pays stake × (1 + ratio) on a win', () => {
    expect(s(secondsPayout('100', '0.85'))).toBe('185');
    expect(secondsPayout('0', '0.85')).toBeNull();
  });

  it('counts down to endsAt, never below zero', () => {
    expect(msLeft(1000, 400)).toBe(600);
    expect(msLeft(1000, 4000)).toBe(0);
  });
});

describe('spot maths', () => {
  it('totals and charges the fee on the total', () => {
    const q = spotQuote('95000', '0.01', '0.001');
    expect(s(q.total)).toBe('950');
    expect(s(q.fee)).toBe('0.95');
    expect(spotQuote('', '1', '0').total).toBeNull();
  });

  it('turns a share of the balance into an amount, rounded down', () => {
    expect(spotAmountForPercent({ percent: 50, side: 'buy', available: '1000', price: '3', decimals: 4 })).toBe('166.6666');
    expect(spotAmountForPercent({ percent: 100, side: 'sell', available: '0.123456', price: '1', decimals: 5 })).toBe('0.12345');
    expect(spotAmountForPercent({ percent: 25, side: 'buy', available: '0', price: '3', decimals: 4 })).toBe('');
    expect(spotAmountForPercent({ percent: 25, side: 'buy', available: '10', price: '', decimals: 4 })).toBe('');
  });

  it('counts decimals as written', () => {
    expect(decimalsOf('0.001')).toBe(3);
    expect(decimalsOf('100')).toBe(0);
    expect(decimalsOf('x')).toBe(0);
  });
});
