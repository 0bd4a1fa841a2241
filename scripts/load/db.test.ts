import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../mocks/engine';
import { createSqliteStore } from '../../mocks/server/sqliteStore';
import { bookingsOf, readOnlyStore } from './db';
import { decimalTag } from './replay';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('decimalTag', () => {
  it('makes one tag of one amount however many places it is written with', () => {
    expect(decimalTag('10.01000000')).toBe('10.01');
    expect(decimalTag('10.01')).toBe('10.01');
    expect(decimalTag('3.00000000')).toBe('3');
    expect(decimalTag('0.00000012')).toBe('0.00000012');
  });
});

describe('bookingsOf', () => {
  it('reads the users’ orders, closes, cancels, transfers and withdrawals, nobody else’s', () => {
    const store = createMemoryStore();
    store.put('spot_orders:1', '1', { id: 1, trade_amount: '0.01010000', status: 2 });
    store.put('spot_orders:1', '2', { id: 2, trade_amount: '0.01020000', status: 3 });
    store.put('lever_orders:1', '3', { id: 3, share: 4, close_reason: 'user' });
    store.put('lever_orders:1', '4', { id: 4, share: 5, close_reason: 'liquidation' });
    store.put('micro_orders:1', '5', { id: 5, number: '10.01000000' });
    store.put('spot_orders:9', '6', { id: 6, trade_amount: '1.00000000', status: 1 });
    const leg = (id: number, user_id: number, available: string, op = 'transfer', reason = 'transfer') => ({
      id,
      entry: id,
      user_id,
      account: 'change',
      available,
      op,
      reason,
    });
    store.put('ledger_journal', '1', leg(1, 1, '-2.00000001'));
    store.put('ledger_journal', '2', leg(2, 1, '2.00000001'));
    store.put('ledger_journal', '3', leg(3, 9, '-1.00000000'));
    store.put('ledger_journal', '4', leg(4, 1, '-5.00000000', 'freeze', 'withdraw'));
    store.put('wallet_withdrawals', '1', { id: 1, user_id: 1, number: '10.00010000' });
    store.put('wallet_withdrawals', '2', { id: 2, user_id: 9, number: '11.00000000' });

    expect(bookingsOf(store, [1])).toEqual([
      { user: 1, book: 'spot', tag: '0.0101' },
      { user: 1, book: 'spot', tag: '0.0102' },
      { user: 1, book: 'cancel', tag: '2' },
      { user: 1, book: 'contract', tag: '4' },
      { user: 1, book: 'close', tag: '3' },
      { user: 1, book: 'contract', tag: '5' },
      { user: 1, book: 'seconds', tag: '10.01', id: '5' },
      { user: 1, book: 'transfer', tag: '2.00000001' },
      { user: 1, book: 'withdraw', tag: '10.0001' },
    ]);
  });
});

describe('readOnlyStore', () => {
  it('reads what the server wrote and refuses to write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-db-'));
    dirs.push(dir);
    const file = join(dir, 'demo.sqlite');
    const writer = createSqliteStore(file);
    writer.put('things', 'a', { n: 1 });
    writer.put('things', 'b', { n: 2 });
    writer.close();

    const store = readOnlyStore(file);
    try {
      expect(store.get('things', 'b')).toEqual({ n: 2 });
      expect(store.list('things')).toEqual([{ n: 1 }, { n: 2 }]);
      expect(store.list<{ n: number }>('things', { n: 1 })).toEqual([{ n: 1 }]);
      expect(() => store.put('things', 'c', { n: 3 })).toThrow(/read-only/);
      expect(() => store.nextId('things')).toThrow(/read-only/);
    } finally {
      store.close();
    }
  });
});
