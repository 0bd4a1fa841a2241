import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '@/lib/decimal';
import { contractQuote, entryPrice, secondsPayout, spotAmountForPercent } from './calc';

/** Positive decimal strings as the wire sends them: 1–6 integer digits, up to 6 fraction digits. */
const positive = fc
  .tuple(fc.stringMatching(/^[1-9]\d{0,5}$/), fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }))
  .map(([int, fraction]) => (fraction === undefined ? int : `${int}.${fraction}`));
const lots = fc.integer({ min: 1, max: 10_000 }).map(String);
const leverage = fc.constantFrom(1, 2, 3, 5, 10, 20, 50, 100);
const side = fc.constantFrom('long' as const, 'short' as const);
const spec = fc.record({
  lot_size: fc.constantFrom('0.001', '0.01', '0.1', '1', '10', '100'),
  fee_rate: fc.constantFrom('0', '0.0005', '0.001', '0.002'),
  spread: fc.constantFrom('0', '0.00002', '0.02', '0.5'),
});
/** The ledger's last place: margin and fee are booked to 8 places (decision 59). */
const PLACE = new Dec('1e-8');
/** Exact products of the figures (the app's 20 digits would round a 1e12 margin × 100). */
const Exact = Dec.clone({ precision: 64 });

describe('contract maths, for any order', () => {
  it('the margin is the notional ÷ leverage rounded up to 8 places, the fee its share rounded down, notional = entry × lots × lot size', () => {
    fc.assert(
      fc.property(side, fc.constantFrom('market' as const, 'limit' as const), lots, positive, leverage, spec, (s, kind, l, price, lev, sp) => {
        const q = contractQuote({ side: s, kind, lots: l, price, leverage: lev, spec: sp });
        if (!q.entry || q.entry.lte(0)) return; // a short's entry can fall to zero on a tiny price
        if (kind === 'limit') expect(q.entry.eq(price)).toBe(true);
        else expect(q.entry.eq(entryPrice(s, price, sp.spread)!)).toBe(true);
        expect(q.notional!.eq(new Exact(q.entry).times(l).times(sp.lot_size))).toBe(true);
        const over = new Exact(q.margin!).times(lev).minus(q.notional!);
        expect(over.gte(0) && over.lt(PLACE.times(lev))).toBe(true);
        expect(q.margin!.decimalPlaces()).toBeLessThanOrEqual(8);
        const under = new Exact(q.notional!).times(sp.fee_rate).minus(q.fee!);
        expect(under.gte(0) && under.lt(PLACE)).toBe(true);
        expect(q.required!.eq(q.margin!.plus(q.fee!))).toBe(true);
      }),
    );
  });

  it('a long liquidates below its entry and a short above (with no spread)', () => {
    fc.assert(
      fc.property(side, lots, positive, leverage, (s, l, price, lev) => {
        const q = contractQuote({ side: s, lots: l, price, leverage: lev, spec: { lot_size: '0.01', fee_rate: '0', spread: '0' } });
        if (!q.liquidation) return;
        expect(s === 'long' ? q.liquidation.lt(q.entry!) : q.liquidation.gt(q.entry!)).toBe(true);
      }),
    );
  });
});

describe('seconds and spot maths, for any input', () => {
  it('a win pays back more than the stake, never less', () => {
    fc.assert(
      fc.property(positive, fc.integer({ min: 0, max: 100 }), (stake, pct) => {
        const ratio = new Dec(pct).dividedBy(100).toFixed();
        const payout = secondsPayout(stake, ratio)!;
        expect(payout.minus(stake).eq(new Dec(stake).times(ratio))).toBe(true);
        expect(payout.gte(stake)).toBe(true);
      }),
    );
  });

  it('an amount for a share of the balance never costs more than that share', () => {
    fc.assert(
      fc.property(positive, positive, fc.constantFrom(25, 50, 75, 100), fc.integer({ min: 0, max: 8 }), (available, price, pct, decimals) => {
        const amount = spotAmountForPercent({ percent: pct, side: 'buy', available, price, decimals });
        if (amount === '') return;
        expect(new Dec(amount).times(price).lte(new Dec(available).times(pct).dividedBy(100))).toBe(true);
      }),
    );
  });
});
