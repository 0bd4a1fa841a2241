/**
 * Spot orders (wire-facts §7; docs/decisions.md, row 58) in the user's `change` account. The house is the
 * counterparty: a buy pays value + fee in the quote coin (the fee to the house fee account, the value to the
 * house's book) and receives the base coin from it; a sell the reverse, receiving value − fee.
 *
 *   market  fills at once at the feed price (`target_price` ignored)
 *   limit   freezes what it may spend (buy: price × amount + fee; sell: the amount) and rests; it fills at its
 *           limit price once the feed crosses it (buy: feed ≤ price; sell: feed ≥ price), at placement too;
 *           cancelling releases the frozen amount
 *
 * value = price × amount rounded to 8 places (a buy up, a sell down); fee = value × the pair's fee rate (down).
 */
import Decimal from 'decimal.js';
import { fail } from '../core';
import { dec, fmt, quantize } from '../ledger';
import { rates } from '../market/rates';
import {
  choiceParam,
  decimalParam,
  intParam,
  pageParams,
  pairFilter,
  pairParam,
} from './params';
import { orderDocs } from './orders';
import { unwatch, watch, watched, type Input, type Kit, type OpenEntry, type SpotOrderDoc } from './types';

export function createSpot(kit: Kit) {
  const { store, clock } = kit.ctx;
  const { users, market, ledger } = kit;

  const docs = orderDocs<SpotOrderDoc>(kit, 'spot', (o) => o.u_id);
  const { get, save, memo } = docs;
  const at = (o: SpotOrderDoc, currency: number) => ({ user: o.u_id, account: 'change' as const, currency });

  function priced(side: 1 | 2, price: Decimal.Value, amount: Decimal.Value, rate: string) {
    const value = quantize(dec(fmt(price)).times(amount), side === 1 ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
    return { value, fee: quantize(value.times(rate)) };
  }

  const crossed = (o: SpotOrderDoc, feed: string) =>
    o.type === 1 ? dec(feed).lte(o.target_price) : dec(feed).gte(o.target_price);

  /** Fills a (frozen) order at `price`, inside the caller's transaction. */
  function execute(o: SpotOrderDoc, price: Decimal.Value, now: number) {
    const { value, fee } = priced(o.type, price, o.trade_amount, rates.tradeFee(market.market(o.symbol)));
    if (o.type === 1) {
      ledger.settle({ ...at(o, o.legal_id), amount: value.plus(fee), fee, ...memo(o, 'spot.buy') });
      ledger.credit({ ...at(o, o.currency_id), amount: o.trade_amount, ...memo(o, 'spot.buy') });
    } else {
      ledger.settle({ ...at(o, o.currency_id), amount: o.trade_amount, ...memo(o, 'spot.sell') });
      ledger.credit({ ...at(o, o.legal_id), amount: value, ...memo(o, 'spot.sell') });
      if (fee.gt(0)) {
        ledger.freeze({ ...at(o, o.legal_id), amount: fee, ...memo(o, 'spot.fee') });
        ledger.settle({ ...at(o, o.legal_id), amount: fee, fee, ...memo(o, 'spot.fee') });
      }
    }
    Object.assign(o, {
      status: 2,
      trade_price: fmt(price),
      charge_fee: fmt(fee),
      frozen: fmt(0),
      updated_at: now,
    } satisfies Partial<SpotOrderDoc>);
  }

  function cancelOrder(order: SpotOrderDoc): SpotOrderDoc {
    if (order.status !== 1) fail('error.orderNotCancellable');
    return store.transaction(() => {
      const held = order.type === 1 ? order.legal_id : order.currency_id;
      ledger.unfreeze({ ...at(order, held), amount: order.frozen, ...memo(order, 'spot.cancel') });
      Object.assign(order, {
        status: 3,
        frozen: fmt(0),
        updated_at: clock(),
      } satisfies Partial<SpotOrderDoc>);
      save(order);
      unwatch(kit, 'spot', order.id);
      return order;
    });
  }

  return {
    /** `POST /coin/trade {legal_id, currency_id, type, amount, target_price, order_type?}`. */
    place(
      token: string | undefined,
      input: Input<'legal_id' | 'currency_id' | 'type' | 'target_price' | 'amount' | 'order_type'>,
    ): SpotOrderDoc {
      const user = users.requireUser(token);
      const pair = pairParam(market, input, 'spot');
      const side = choiceParam(input.type, ['1', '2'], 'error.tradeTypeInvalid') === '1' ? 1 : 2;
      const orderType = input.order_type?.trim()
        ? choiceParam(input.order_type, ['market', 'limit'], 'error.orderTypeInvalid')
        : 'limit';
      const amount = decimalParam(input.amount, pair.amount_precision, 'error.quantityInvalid');
      const feed = market.livePrice(pair.symbol);
      const price =
        orderType === 'market'
          ? dec(feed)
          : decimalParam(input.target_price, pair.price_precision, 'error.priceInvalid');
      const { value, fee } = priced(side, price, amount, rates.tradeFee(pair));
      if (value.isZero()) fail('error.quantityInvalid');
      const now = clock();
      return store.transaction(() => {
        const order: SpotOrderDoc = {
          id: docs.nextId(),
          u_id: user.id,
          currency_id: pair.currency_id,
          legal_id: pair.legal_id,
          symbol: pair.symbol,
          type: side,
          order_type: orderType,
          target_price: fmt(price),
          trade_price: fmt(0),
          trade_amount: fmt(amount),
          charge_fee: fmt(fee),
          frozen: fmt(side === 1 ? value.plus(fee) : amount),
          status: 1,
          created_at: now,
          updated_at: now,
        };
        const held = side === 1 ? pair.legal_id : pair.currency_id;
        ledger.freeze({ ...at(order, held), amount: order.frozen, ...memo(order, 'spot.order') });
        if (orderType === 'market' || crossed(order, feed)) execute(order, price, now);
        else watch(kit, { kind: 'spot', id: order.id, user_id: user.id });
        save(order);
        return order;
      });
    },

    /** `GET /coin/list {page, limit (20), currency_id?, legal_id?, status?}`: newest first, a plain array. */
    list(
      token: string | undefined,
      input: Input<'page' | 'limit' | 'currency_id' | 'legal_id' | 'status'>,
    ): SpotOrderDoc[] {
      const user = users.requireUser(token);
      const { page, limit } = pageParams(input, 20);
      const { currency, legal } = pairFilter(input);
      const status = input.status?.trim() ? intParam(input.status, 'error.param', 1, 3) : undefined;
      const keep = (o: SpotOrderDoc) =>
        (currency === undefined || o.currency_id === currency) &&
        (legal === undefined || o.legal_id === legal) &&
        (status === undefined || o.status === status);
      return docs.page(user.id, keep, page, limit).rows;
    },

    /** `PUT /coin/trade {id}`: cancels a resting order (status 1), releasing what it froze. */
    cancel(token: string | undefined, input: Input<'id'>): SpotOrderDoc {
      const user = users.requireUser(token);
      return cancelOrder(docs.own(user.id, input.id));
    },

    /** Cancels every resting order of a user (a demo account's reset). */
    release(uid: number): void {
      for (const entry of watched(kit, 'spot', uid)) {
        const order = get(uid, entry.id);
        if (order?.status === 1) cancelOrder(order);
      }
    },

    /** The sweep's look at a resting order: fills it at its limit price when the feed has crossed. */
    sweep(entry: OpenEntry, now: number): SpotOrderDoc | undefined {
      const order = get(entry.user_id, entry.id);
      if (order?.status === 1 && !crossed(order, market.livePrice(order.symbol, now))) return undefined;
      return docs.takeWatched(entry, (live) => {
        execute(live, live.target_price, now);
        save(live);
        return live;
      });
    },
  };
}

export type Spot = ReturnType<typeof createSpot>;
