// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, LedgerDecimal } from '.';
import { InsufficientBalanceError, InvalidAmountError } from './errors';
import { at, BTC, memo, T0, useLedger, USDT } from './ledger.fixture';

const h = useLedger();

describe('credit and debit', () => {
  it('credits into available with an external leg, journalled with reason, reference and time', () => {
    const { entry } = h.ledger.credit({
      ...at(1, 'change'),
      currency: USDT,
      amount: '100.5',
      reason: 'deposit',
      reference: 'dep:1',
    });
    expect(h.bal(1, 'change')).toEqual({ available: '100.50000000', frozen: '0.00000000' });
    const legs = h.journal();
    expect(legs).toHaveLength(2);
    expect(
      legs.every(
        (l) => l.entry === entry && l.time === T0 && l.reason === 'deposit' && l.reference === 'dep:1',
      ),
    ).toBe(true);
    expect(legs.find((l) => l.account === 'change')).toMatchObject({
      user_id: 1,
      op: 'credit',
      available: '100.50000000',
      frozen: '0.00000000',
      available_after: '100.50000000',
      frozen_after: '0.00000000',
    });
    expect(legs.find((l) => l.account === 'external')).toMatchObject({
      available: '-100.50000000',
      available_after: null,
    });
    h.expectClean();
  });

  it('debits to exactly zero, and refuses one unit more', () => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '0.00000003', ...memo });
    h.expectRejected(
      () => h.ledger.debit({ ...at(1, 'change'), currency: USDT, amount: '0.00000004', ...memo }),
      InsufficientBalanceError,
    );
    h.ledger.debit({ ...at(1, 'change'), currency: USDT, amount: '0.00000003', ...memo });
    expect(h.bal(1, 'change').available).toBe('0.00000000');
    h.expectClean();
  });

  it('refuses a debit from a balance never credited, and in another currency', () => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '5', ...memo });
    h.expectRejected(
      () => h.ledger.debit({ ...at(2, 'change'), currency: USDT, amount: '1', ...memo }),
      InsufficientBalanceError,
    );
    h.expectRejected(
      () => h.ledger.debit({ ...at(1, 'change'), currency: BTC, amount: '1', ...memo }),
      InsufficientBalanceError,
    );
  });

  it('keeps sums exact where floats would drift', () => {
    for (let i = 0; i < 10; i++)
      h.ledger.credit({ ...at(1, 'micro'), currency: USDT, amount: '0.1', ...memo });
    expect(h.bal(1, 'micro').available).toBe('1.00000000');
    h.ledger.credit({ ...at(1, 'micro'), currency: USDT, amount: '999999999999.99999999', ...memo });
    expect(h.bal(1, 'micro').available).toBe('1000000000000.99999999');
  });

  it('rejects amounts that are zero, negative, too precise, too large, numbers or junk', () => {
    for (const amount of [
      '0',
      '-1',
      '0.000000001',
      '1e12',
      '1000000000000',
      'abc',
      '1e3',
      '',
      ' ',
      'NaN',
      'Infinity',
      '0x10',
    ])
      h.expectRejected(
        () => h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount, ...memo }),
        InvalidAmountError,
      );
    h.expectRejected(
      // @ts-expect-error: a JS number is not accepted as money
      () => h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: 1, ...memo }),
      InvalidAmountError,
    );
    // A Decimal is accepted; so is a string with surrounding spaces or a bare point.
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: new LedgerDecimal('2.5'), ...memo });
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: ' .5 ', ...memo });
    expect(h.bal(1, 'change').available).toBe('3.00000000');
  });

  it('rejects programming errors: unknown account, bad user or currency, no reason', () => {
    // @ts-expect-error: not an account
    expect(() => h.ledger.credit({ ...at(1, 'savings'), currency: USDT, amount: '1', ...memo })).toThrow(
      TypeError,
    );
    expect(() => h.ledger.credit({ ...at(0, 'change'), currency: USDT, amount: '1', ...memo })).toThrow(
      TypeError,
    );
    expect(() => h.ledger.credit({ ...at(1.5, 'change'), currency: USDT, amount: '1', ...memo })).toThrow(
      TypeError,
    );
    expect(() => h.ledger.credit({ ...at(1, 'change'), currency: 0, amount: '1', ...memo })).toThrow(
      TypeError,
    );
    expect(() => h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '1', reason: '' })).toThrow(
      TypeError,
    );
    expect(h.journal()).toHaveLength(0);
  });
});

describe('freeze, unfreeze, settle', () => {
  beforeEach(() => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '100', ...memo });
  });

  it('freezes from available and unfreezes back, within the limits of each part', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '60', ...memo });
    expect(h.bal(1, 'change')).toEqual({ available: '40.00000000', frozen: '60.00000000' });
    h.expectRejected(
      () => h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '40.00000001', ...memo }),
      InsufficientBalanceError,
    );
    h.expectRejected(
      () => h.ledger.unfreeze({ ...at(1, 'change'), currency: USDT, amount: '60.00000001', ...memo }),
      InsufficientBalanceError,
    );
    h.ledger.unfreeze({ ...at(1, 'change'), currency: USDT, amount: '60', ...memo });
    expect(h.bal(1, 'change')).toEqual({ available: '100.00000000', frozen: '0.00000000' });
    h.expectClean();
  });

  it('settles frozen money out of the ledger with a fee to the house', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '50', ...memo });
    h.ledger.settle({
      ...at(1, 'change'),
      currency: USDT,
      amount: '50',
      fee: '0.5',
      reason: 'withdraw',
      reference: 'wd:1',
    });
    expect(h.bal(1, 'change')).toEqual({ available: '50.00000000', frozen: '0.00000000' });
    expect(h.ledger.fees(USDT)).toBe('0.50000000');
    expect(auditLedger(h.store).currencies[USDT]).toEqual({
      held: '50.00000000',
      fees: '0.50000000',
      credited: '100.00000000',
      debited: '49.50000000',
    });
    h.expectClean();
  });

  it('settles to another user, a fee as large as the amount, and never from available', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '30', ...memo });
    h.ledger.settle({
      ...at(1, 'change'),
      currency: USDT,
      amount: '20',
      fee: '1',
      to: at(2, 'legal'),
      ...memo,
    });
    expect(h.bal(2, 'legal').available).toBe('19.00000000');
    h.ledger.settle({ ...at(1, 'change'), currency: USDT, amount: '10', fee: '10', ...memo });
    expect(h.ledger.fees(USDT)).toBe('11.00000000');
    // 70 available, 0 frozen: settling needs frozen money.
    h.expectRejected(
      () => h.ledger.settle({ ...at(1, 'change'), currency: USDT, amount: '1', ...memo }),
      InsufficientBalanceError,
    );
    h.expectClean();
  });

  it('rejects a fee above the amount or malformed', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
    for (const fee of ['10.00000001', '-1', '0.000000001', 'x'])
      h.expectRejected(
        () => h.ledger.settle({ ...at(1, 'change'), currency: USDT, amount: '10', fee, ...memo }),
        InvalidAmountError,
      );
  });

  it('settles back into the same account (frozen → available) like an unfreeze', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
    h.ledger.settle({
      ...at(1, 'change'),
      currency: USDT,
      amount: '10',
      fee: '2',
      to: at(1, 'change'),
      ...memo,
    });
    expect(h.bal(1, 'change')).toEqual({ available: '98.00000000', frozen: '0.00000000' });
    h.expectClean();
  });
});
