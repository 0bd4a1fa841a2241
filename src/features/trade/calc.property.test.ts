import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '@/lib/decimal';
import { contractQuote, LIQUIDATION_RATIO, marginRatio, secondsPayout, spotAmountForPercent, unrealisedPnl } from './calc';

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
/** Relative closeness at the maths' 20 significant digits. */
const close = (a: Decimal, b: Decimal) => a.minus(b).abs().lte(b.abs().times('1e-15').plus('1e-15'));

describe('contract maths, for any order', () => {
  it('margin × leverage is the notional, and notional = entry × lots × lot size', () => {
    fc.assert(
      fc.property(side, fc.constantFrom('market' as const, 'limit' as const), lots, positive, leverage, spec, (s, kind, l, price, lev, sp) => {
        const q = contractQuote({ side: s, kind, lots: l, price, leverage: lev, spec: sp });
        if (!q.entry || q.entry.lte(0)) return; // a short's entry can fall to zero on a tiny price
        if (kind === 'limit') expect(q.entry.eq(price)).toBe(true);
        expect(close(q.margin!.times(lev), q.notional!)).toBe(true);
        expect(q.notional!.eq(q.entry.times(l).times(sp.lot_size))).toBe(true);
        expect(q.required!.eq(q.margin!.plus(q.fee!))).toBe(true);
        expect(q.fee!.gte(0)).toBe(true);
      }),
    );
  });

  it('at the liquidation price the position has lost 80 % of its margin (ratio 20 %)', () => {
    fc.assert(
      fc.property(side, lots, positive, leverage, spec, (s, l, price, lev, sp) => {
        const q = contractQuote({ side: s, lots: l, price, leverage: lev, spec: sp });
        if (!q.liquidation || !q.entry || q.entry.lte(0)) return;
        const pnl = unrealisedPnl(s, q.entry, q.liquidation, q.quantity, sp.spread)!;
        expect(close(marginRatio(q.margin, pnl)!, LIQUIDATION_RATIO)).toBe(true);
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

  it('a position that has not moved has lost exactly the spread', () => {
    fc.assert(
      fc.property(side, lots, positive, spec, (s, l, price, sp) => {
        const q = contractQuote({ side: s, lots: l, price, leverage: 10, spec: sp });
        if (!q.entry || q.entry.lte(0)) return;
        const pnl = unrealisedPnl(s, q.entry, price, q.quantity, sp.spread)!;
        expect(pnl.eq(new Dec(sp.spread).times(q.quantity!).negated())).toBe(true);
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
