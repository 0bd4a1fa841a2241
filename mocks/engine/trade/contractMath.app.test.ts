// @vitest-environment node
/**
 * Decision 59 (docs/decisions.md, "Perpetual contract rules"), as the contract ticket shows it (decision 66): the
 * ticket's figures (`src/features/trade/calc.ts`, `contractQuote`) are the ones this engine books
 * (`./contractMath.ts`, as `contractBook.open` and `contractView` call it), for any futures pair of the fixture,
 * any price on its tick, any spread, lots within its limits, any leverage, long or short, market or limit:
 *
 *   - margin: entry × quantity ÷ leverage, 8 places, up — the same Decimal, to the last place;
 *   - fee: entry × quantity × fee rate, 8 places, down — the same Decimal;
 *   - est. liquidation price: the engine's `liquidation_price` (8 places on the wire, 0 when not positive) is the
 *     ticket's estimate at the same 8 places (the ticket has none when it is not positive); and the engine
 *     liquidates a position at that price, not one tick before it.
 *
 * Only the inputs' shapes are adapted here: the engine's side is 1 (long) / 2 (short) and its lots a number; a
 * market order's entry is the engine's `entryPrice` at the feed, a limit order's the limit itself.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractQuote } from '@/features/trade/calc';
import { marketsFixture } from '../../fixtures/market/pairs';
import { fmt, LedgerDecimal } from '../ledger';
import {
  entryPrice,
  exitPrice,
  feeOf,
  isLiquidated,
  liquidationPrice,
  marginOf,
  pnlOf,
  quantityOf,
  type LeverSide,
} from './contractMath';

const LEVERAGES = [1, 2, 3, 5, 10, 20, 50, 100] as const;
const FUTURES = marketsFixture.filter((m) => m.futures);

/** A price on the pair's tick, from one tick up to ten times its anchor. */
const onTick = (ticks: number, precision: number) => new LedgerDecimal(ticks).div(new LedgerDecimal(10).pow(precision)).toFixed(precision);

const order = fc
  .constantFrom(...FUTURES)
  .chain((pair) => {
    const maxTicks = Math.max(2, Math.round(pair.anchor * 10 * 10 ** pair.price_precision));
    return fc.record({
      pair: fc.constant(pair),
      side: fc.constantFrom('long' as const, 'short' as const),
      kind: fc.constantFrom('market' as const, 'limit' as const),
      price: fc.integer({ min: 1, max: maxTicks }).map((t) => onTick(t, pair.price_precision)),
      // any spread from none to 200 ticks (the fixture's own among them)
      spread: fc.oneof(
        fc.constant(pair.spread),
        fc.integer({ min: 0, max: 200 }).map((t) => onTick(t, pair.price_precision)),
      ),
      lots: fc.integer({ min: pair.min_lots, max: pair.max_lots }),
      leverage: fc.constantFrom(...LEVERAGES),
    });
  });

type Order = typeof order extends fc.Arbitrary<infer O> ? O : never;

/** What the engine books for the order: entry, quantity, margin, fee and its liquidation price (null when it refuses). */
function engineBooks(o: Order) {
  const side: LeverSide = o.side === 'long' ? 1 : 2;
  const quantity = quantityOf(o.lots, o.pair.lot_size);
  const entry = o.kind === 'limit' ? new LedgerDecimal(o.price) : entryPrice(side, o.price, o.spread);
  if (entry.lte(0)) return null; // contractBook.open: error.priceInvalid
  const margin = marginOf(entry, quantity, o.leverage);
  const fee = feeOf(entry, quantity, o.pair.fee_rate);
  const liquidation = liquidationPrice(side, entry, o.spread, margin, quantity);
  return { side, entry, quantity, margin, fee, liquidation };
}

function appShows(o: Order) {
  return contractQuote({
    side: o.side,
    kind: o.kind,
    lots: String(o.lots),
    price: o.price,
    leverage: o.leverage,
    spec: { lot_size: o.pair.lot_size, fee_rate: o.pair.fee_rate, spread: o.spread },
  });
}

const same = (app: Decimal | null, engine: Decimal) => app !== null && app.eq(engine);

describe('decision 59: the contract ticket shows what the engine books', () => {
  it('the same margin and fee, to the last of their 8 places', () => {
    fc.assert(
      fc.property(order, (o) => {
        const engine = engineBooks(o);
        const app = appShows(o);
        if (!engine) {
          expect(app.margin).toBeNull();
          return;
        }
        expect(app.entry?.toFixed()).toBe(engine.entry.toFixed());
        expect(app.quantity?.toFixed()).toBe(engine.quantity.toFixed());
        expect(same(app.margin, engine.margin), `margin ${app.margin?.toFixed()} ≠ ${engine.margin.toFixed()}`).toBe(true);
        expect(same(app.fee, engine.fee), `fee ${app.fee?.toFixed()} ≠ ${engine.fee.toFixed()}`).toBe(true);
        expect(same(app.required, engine.margin.plus(engine.fee))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the same estimated liquidation price as the engine reports (8 places), where the engine liquidates', () => {
    fc.assert(
      fc.property(order, (o) => {
        const engine = engineBooks(o);
        if (!engine) return;
        const app = appShows(o);
        if (engine.liquidation.lte(0)) {
          // the engine reports 0; the ticket shows none
          expect(app.liquidation).toBeNull();
          return;
        }
        expect(app.liquidation?.toFixed(8, Decimal.ROUND_HALF_UP)).toBe(fmt(engine.liquidation));

        // the engine liquidates at the ticket's estimate (risk ≤ 20 %), and not one tick on the safe side of it
        const at = (feed: Decimal) =>
          isLiquidated(engine.margin, pnlOf(engine.side, engine.entry, exitPrice(engine.side, feed, o.spread), engine.quantity));
        const tick = new LedgerDecimal(10).pow(-o.pair.price_precision);
        const liquidation = new LedgerDecimal(app.liquidation!);
        expect(at(liquidation)).toBe(true);
        expect(at(engine.side === 1 ? liquidation.plus(tick) : liquidation.minus(tick))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
