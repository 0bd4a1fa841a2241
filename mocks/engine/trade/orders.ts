/**
 * One kind of order's documents (spot, contract, seconds): where a user's orders of that kind are stored and
 * numbered, the journal memo of the money an order moves, the caller's own order named by a call's `id`, a page
 * of the caller's orders, and the step that stops watching a live order and changes it, in one transaction.
 */
import { fail } from '../core';
import { intParam } from './params';
import { ordersOf, pageOf, unwatch, type Kit, type OpenEntry, type OrderKind } from './types';

/** What every kind of order has: its id (one counter per kind) and its status (1 = live: resting, open, running). */
interface OrderDoc {
  id: number;
  status: number;
}

/** The documents of the `kind` orders; `ownerOf` names an order's user (`u_id` on spot, `user_id` elsewhere). */
export function orderDocs<D extends OrderDoc>(kit: Kit, kind: OrderKind, ownerOf: (order: D) => number) {
  const { store } = kit.ctx;

  const collection = (uid: number) => ordersOf(kind, uid);
  const get = (uid: number, id: number) => store.get<D>(collection(uid), String(id));
  const save = (order: D) => store.put(collection(ownerOf(order)), String(order.id), order);
  /** A ledger movement's reason and reference (`<kind>:<id>`), for the journal. */
  const memo = (order: D, reason: string) => ({ reason, reference: `${kind}:${order.id}` });

  return {
    get,
    save,
    memo,

    /** The next order id of this kind (one counter per kind, rolled back with a failed transaction). */
    nextId: () => store.nextId(`${kind}_orders`),

    /** The user's order named by a call's `id`, or `error.orderNotFound`. */
    own(uid: number, raw: string | undefined): D {
      return get(uid, intParam(raw, 'error.orderNotFound', 1)) ?? fail('error.orderNotFound');
    },

    /** One page of the user's orders that `keep` keeps, newest first. */
    page(uid: number, keep: (order: D) => boolean, page: number, limit: number) {
      return pageOf(store.list<D>(collection(uid), keep), page, limit);
    },

    /**
     * In one transaction: stops watching `entry`, then, if its order is still live (status 1), runs `change` on
     * it and answers what `change` answers; else answers undefined.
     */
    takeWatched<R>(entry: Pick<OpenEntry, 'id' | 'user_id'>, change: (order: D) => R): R | undefined {
      return store.transaction(() => {
        unwatch(kit, kind, entry.id);
        const order = get(entry.user_id, entry.id);
        if (order?.status !== 1) return undefined;
        return change(order);
      });
    },
  };
}
