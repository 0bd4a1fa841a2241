/**
 * The server's database after the run, opened read-only (better-sqlite3 `readonly`, the server stopped): the
 * store contract for `auditLedger`, and the load users' bookings as the replay compares them.
 */
import Database from 'better-sqlite3';
import { matches, type Doc, type Filter, type Store } from '../../mocks/engine';
import { JOURNAL, type JournalDoc } from '../../mocks/engine/ledger';
import type { WithdrawalDoc } from '../../mocks/engine/wallet/withdrawals';
import type { LeverOrderDoc, MicroOrderDoc, SpotOrderDoc } from '../../mocks/engine/trade/types';
import { decimalTag, type Booking } from './replay';

/** A store that reads `file` and refuses every write. */
export function readOnlyStore(file: string): Store {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const one = db.prepare<[string, string], { json: string }>(
    'SELECT json FROM docs WHERE collection = ? AND id = ?',
  );
  const all = db.prepare<[string], { json: string }>(
    'SELECT json FROM docs WHERE collection = ? ORDER BY rowid',
  );
  const refuse = (): never => {
    throw new Error('load test: the database is opened read-only');
  };
  return {
    get<T extends Doc>(collection: string, id: string) {
      const row = one.get(collection, id);
      return row ? (JSON.parse(row.json) as T) : undefined;
    },
    put: refuse,
    delete: refuse,
    nextId: refuse,
    list<T extends Doc>(collection: string, filter?: Filter<T>) {
      return all
        .all(collection)
        .map((row) => JSON.parse(row.json) as T)
        .filter((doc) => matches(doc, filter));
    },
    transaction: <R>(fn: () => R): R => fn(),
    close() {
      if (db.open) db.close();
    },
  };
}

/**
 * Every booking of `users` the replay checks:
 *   spot      an order in `spot_orders:<uid>`, tagged by its amount;
 *   contract  an order in `lever_orders:<uid>`, tagged by its lots;
 *   seconds   an order in `micro_orders:<uid>`, tagged by its stake (id: the order's);
 *   transfer  a `transfer` entry of the journal, tagged by its amount (the leg leaving the user's account);
 *   withdraw  a row of `wallet_withdrawals`, tagged by its amount;
 *   close     a contract order closed by its user (`close_reason` `user`), tagged by its id;
 *   cancel    a spot order cancelled (status 3), tagged by its id.
 */
export function bookingsOf(store: Store, users: readonly number[]): Booking[] {
  const mine = new Set(users);
  const out: Booking[] = [];
  for (const user of users) {
    for (const o of store.list<SpotOrderDoc>(`spot_orders:${user}`)) {
      out.push({ user, book: 'spot', tag: decimalTag(o.trade_amount) });
      if (o.status === 3) out.push({ user, book: 'cancel', tag: String(o.id) });
    }
    for (const o of store.list<LeverOrderDoc>(`lever_orders:${user}`)) {
      out.push({ user, book: 'contract', tag: String(o.share) });
      if (o.close_reason === 'user') out.push({ user, book: 'close', tag: String(o.id) });
    }
    for (const o of store.list<MicroOrderDoc>(`micro_orders:${user}`))
      out.push({ user, book: 'seconds', tag: decimalTag(o.number), id: String(o.id) });
  }
  for (const leg of store.list<JournalDoc>(JOURNAL, { op: 'transfer', reason: 'transfer' }))
    if (mine.has(leg.user_id) && leg.available.startsWith('-'))
      out.push({ user: leg.user_id, book: 'transfer', tag: decimalTag(leg.available.slice(1)) });
  for (const w of store.list<WithdrawalDoc>('wallet_withdrawals'))
    if (mine.has(w.user_id)) out.push({ user: w.user_id, book: 'withdraw', tag: decimalTag(w.number) });
  return out;
}
