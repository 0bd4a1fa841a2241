import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerDecimal } from '@mocks/engine/ledger';
import { exchangeFigures as engineFigures } from '@mocks/engine/wallet/exchange';
import { exchangeFigures } from './exchange';

const quote = { fromPrice: '1', toPrice: '95123.45', feeRate: '0.002' };

describe('exchangeFigures', () => {
  it('cuts the fee and the amount received to 8 places', () => {
    expect(exchangeFigures('1000', quote)).toEqual({ fee: '2.00000000', received: '0.01049162', rate: '0.00001051' });
    expect(exchangeFigures('', quote)).toEqual({ fee: '0.00000000', received: '0.00000000', rate: '0.00001051' });
  });

  it('agrees with the demo exchange to the last place on any amount and price', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 19n }))
      .map(([n]) => new Decimal(n.toString()).dividedBy(1e8).toFixed());
    const price = fc.bigInt({ min: 1n, max: 10n ** 14n }).map((n) => new Decimal(n.toString()).dividedBy(100).toFixed());
    fc.assert(
      fc.property(amount, price, price, (a, from, to) => {
        const ours = exchangeFigures(a, { fromPrice: from, toPrice: to, feeRate: '0.002' });
        const theirs = engineFigures(new LedgerDecimal(a), from, to, '0.002');
        expect(ours.fee).toBe(theirs.fee.toFixed(8));
        expect(ours.received).toBe(theirs.received.toFixed(8));
      }),
      { numRuns: 300 },
    );
  });
});
