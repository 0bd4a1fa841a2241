// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, JOURNAL } from '.';
import { InsufficientBalanceError } from './errors';
import { at, memo, useLedger, USDT } from './ledger.fixture';

const h = useLedger();

describe('transfer', () => {
  beforeEach(() => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
  });

  it('moves available between accounts and users in one entry of two legs', () => {
    const { entry } = h.ledger.transfer({
      from: at(1, 'change'),
      to: at(1, 'fund'),
      currency: USDT,
      amount: '4',
      ...memo,
    });
    h.ledger.transfer({ from: at(1, 'fund'), to: at(2, 'micro'), currency: USDT, amount: '4', ...memo });
    expect([h.bal(1, 'change').available, h.bal(1, 'fund').available, h.bal(2, 'micro').available]).toEqual([
      '6.00000000',
      '0.00000000',
      '4.00000000',
    ]);
    expect(
      h
        .journal()
        .filter((l) => l.entry === entry)
        .map((l) => [l.account, l.available]),
    ).toEqual([
      ['change', '-4.00000000'],
      ['fund', '4.00000000'],
    ]);
    h.expectClean();
  });

  it('is all or nothing: an overdraft writes neither leg, frozen money cannot move', () => {
    h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '7', ...memo });
    h.expectRejected(
      () =>
        h.ledger.transfer({
          from: at(1, 'change'),
          to: at(1, 'legal'),
          currency: USDT,
          amount: '3.00000001',
          ...memo,
        }),
      InsufficientBalanceError,
    );
    expect(() =>
      h.ledger.transfer({ from: at(1, 'change'), to: at(1, 'change'), currency: USDT, amount: '1', ...memo }),
    ).toThrow(TypeError);
    h.expectClean();
  });

  it('reports which balance was short', () => {
    try {
      h.ledger.transfer({ from: at(1, 'change'), to: at(1, 'legal'), currency: USDT, amount: '12', ...memo });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        key: 'error.insufficientBalance',
        user: 1,
        account: 'change',
        currency: USDT,
        part: 'available',
        wouldBe: '-2.00000000',
      });
    }
  });
});

describe('inside a caller transaction', () => {
  it('commits with the business change', () => {
    h.store.transaction(() => {
      h.store.put('orders', '1', { id: 1 });
      h.ledger.credit({
        ...at(1, 'change'),
        currency: USDT,
        amount: '10',
        reason: 'order',
        reference: 'order:1',
      });
      h.ledger.freeze({
        ...at(1, 'change'),
        currency: USDT,
        amount: '10',
        reason: 'order',
        reference: 'order:1',
      });
    });
    expect(h.store.get('orders', '1')).toEqual({ id: 1 });
    expect(h.bal(1, 'change').frozen).toBe('10.00000000');
  });

  it('rolls back with the business change when a later step fails', () => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
    expect(() =>
      h.store.transaction(() => {
        h.store.put('orders', '2', { id: 2 });
        h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '6', ...memo });
        h.ledger.freeze({ ...at(1, 'change'), currency: USDT, amount: '6', ...memo }); // only 4 left
      }),
    ).toThrow(InsufficientBalanceError);
    expect(h.store.get('orders', '2')).toBeUndefined();
    expect(h.bal(1, 'change')).toEqual({ available: '10.00000000', frozen: '0.00000000' });
    expect(h.journal()).toHaveLength(2);
    h.expectClean();
  });

  it('lets a caller catch a refused operation and go on', () => {
    h.store.transaction(() => {
      try {
        h.ledger.debit({ ...at(1, 'change'), currency: USDT, amount: '1', ...memo });
      } catch {
        h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '1', ...memo });
      }
    });
    expect(h.bal(1, 'change').available).toBe('1.00000000');
    h.expectClean();
  });
});

describe('auditLedger', () => {
  it('finds a balance edited behind the ledger’s back', () => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
    const doc = h.store.get<{ available: string }>('ledger_balances', `1:change:${USDT}`)!;
    h.store.put('ledger_balances', `1:change:${USDT}`, { ...doc, available: '11.00000000' });
    const { problems } = auditLedger(h.store);
    expect(problems.some((p) => p.includes('the journal replays to 10.00000000'))).toBe(true);
    expect(problems.some((p) => p.includes('currency 3'))).toBe(true);
  });

  it('finds a journal leg that lost its partner', () => {
    h.ledger.credit({ ...at(1, 'change'), currency: USDT, amount: '10', ...memo });
    const external = h.journal().find((l) => l.account === 'external')!;
    h.store.delete(JOURNAL, String(external.id));
    expect(auditLedger(h.store).problems.some((p) => p.includes('does not balance'))).toBe(true);
  });
});
