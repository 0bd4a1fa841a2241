/**
 * Contract orders and positions moving money (docs/decisions.md, row 59): opening (margin frozen in the quote
 * currency of the user's `lever` account, the handling fee paid to the house fee account at once), a limit
 * order filling (no money moves: its margin was frozen at its limit price), closing (margin + P&L back to
 * available, a loss capped at the margin, P&L settled against the house), cancelling (margin released, fee
 * kept), overnight fees (out of the margin). Each change of an order and its ledger calls share one
 * `store.transaction`.
 */
import Decimal from 'decimal.js';
import { fail } from '../core';
import { dec, fmt } from '../ledger';
import type { MarketInfo } from '../market';
import { rates } from '../market/rates';
import { liquidationMessage } from '../messages';
import {
  entryPrice,
  exitPrice,
  feeOf,
  isLiquidated,
  limitReached,
  marginOf,
  pnlOf,
  quantityOf,
  stopHit,
  type LeverSide,
} from './contractMath';
import { orderDocs } from './orders';
import { unwatch, watch, watched, type Kit, type LeverOrderDoc, type OpenEntry } from './types';

export const OVERNIGHT_PERIOD_MS = 24 * 3600_000;

interface NewLeverOrder {
  user: number;
  pair: MarketInfo;
  side: LeverSide;
  lots: number;
  leverage: number;
  /** Limit orders: the limit price; market orders: absent. */
  limit?: Decimal;
}

export function createLeverBook(kit: Kit) {
  const { store, clock } = kit.ctx;
  const { ledger, market } = kit;

  const docs = orderDocs<LeverOrderDoc>(kit, 'lever', (o) => o.user_id);
  const { get, save, memo } = docs;
  const wallet = (o: LeverOrderDoc) => ({ user: o.user_id, account: 'lever' as const, currency: o.legal });
  const spreadOf = (symbol: string) => rates.spread(market.market(symbol));

  function markOpen(order: LeverOrderDoc, now: number) {
    order.status = 1;
    order.transaction_time = now;
    order.update_time = now;
    order.overnight_next = now + OVERNIGHT_PERIOD_MS;
  }

  /** Opens a market position, or places a limit order (filled at once when the feed already reaches it). */
  function open(input: NewLeverOrder): LeverOrderDoc {
    const { pair, side, limit } = input;
    const now = clock();
    const feed = market.livePrice(pair.symbol);
    const quantity = quantityOf(input.lots, pair.lot_size);
    const entry = limit ?? entryPrice(side, feed, rates.spread(pair));
    if (entry.lte(0)) fail('error.priceInvalid');
    const margin = marginOf(entry, quantity, input.leverage);
    const fee = feeOf(entry, quantity, rates.tradeFee(pair));
    return store.transaction(() => {
      const order: LeverOrderDoc = {
        id: docs.nextId(),
        user_id: input.user,
        type: side,
        currency: pair.currency_id,
        legal: pair.legal_id,
        symbol: pair.symbol,
        origin_price: fmt(limit ?? feed),
        price: fmt(entry),
        update_price: fmt(feed),
        target_profit_price: fmt(0),
        stop_loss_price: fmt(0),
        share: input.lots,
        number: fmt(quantity),
        multiple: input.leverage,
        origin_caution_money: fmt(margin),
        caution_money: fmt(margin),
        fact_profits: fmt(0),
        trade_fee: fmt(fee),
        overnight: rates.overnight(pair),
        overnight_money: fmt(0),
        status: 0,
        settled: 0,
        create_time: now,
        transaction_time: null,
        update_time: now,
        handle_time: null,
        complete_time: null,
        overnight_next: null,
        close_reason: null,
      };
      ledger.freeze({ ...wallet(order), amount: margin.plus(fee), ...memo(order, 'lever.open') });
      if (fee.gt(0)) ledger.settle({ ...wallet(order), amount: fee, fee, ...memo(order, 'lever.fee') });
      if (!limit || limitReached(side, feed, rates.spread(pair), limit)) markOpen(order, now);
      save(order);
      watch(kit, { kind: 'lever', id: order.id, user_id: order.user_id });
      return order;
    });
  }

  /** Closes an open position at the spread-adjusted exit of `feed` (default: now). */
  function close(order: LeverOrderDoc, reason: string, feed = market.livePrice(order.symbol)) {
    if (order.status !== 1) fail('error.positionNotOpen');
    const now = clock();
    const exit = exitPrice(order.type, feed, spreadOf(order.symbol));
    const pnl = pnlOf(order.type, order.price, exit, order.number);
    const margin = dec(order.caution_money);
    return store.transaction(() => {
      let realised: Decimal;
      if (pnl.gte(0)) {
        if (margin.gt(0))
          ledger.unfreeze({ ...wallet(order), amount: margin, ...memo(order, 'lever.close') });
        if (pnl.gt(0)) ledger.credit({ ...wallet(order), amount: pnl, ...memo(order, 'lever.profit') });
        realised = pnl;
      } else {
        const loss = Decimal.min(pnl.negated(), margin);
        if (loss.gt(0)) ledger.settle({ ...wallet(order), amount: loss, ...memo(order, 'lever.loss') });
        const back = margin.minus(loss);
        if (back.gt(0)) ledger.unfreeze({ ...wallet(order), amount: back, ...memo(order, 'lever.close') });
        realised = loss.negated();
      }
      Object.assign(order, {
        status: 3,
        settled: 1,
        fact_profits: fmt(realised),
        update_price: fmt(exit),
        update_time: now,
        handle_time: now,
        complete_time: now,
        overnight_next: null,
        close_reason: reason,
      } satisfies Partial<LeverOrderDoc>);
      save(order);
      liquidationMessage(kit.ctx, order);
      unwatch(kit, 'lever', order.id);
      return order;
    });
  }

  /** Cancels a pending order: its margin back to available, the handling fee kept. */
  function cancel(order: LeverOrderDoc, reason = 'user'): LeverOrderDoc {
    if (order.status !== 0) fail('error.orderNotPending');
    const now = clock();
    return store.transaction(() => {
      ledger.unfreeze({ ...wallet(order), amount: order.caution_money, ...memo(order, 'lever.cancel') });
      Object.assign(order, {
        status: 4,
        update_time: now,
        handle_time: now,
        complete_time: now,
        close_reason: reason,
      } satisfies Partial<LeverOrderDoc>);
      save(order);
      unwatch(kit, 'lever', order.id);
      return order;
    });
  }

  /** Every overnight fee due by `now`: notional × rate per 24 h held, out of the margin. */
  function chargeOvernight(order: LeverOrderDoc, now: number): boolean {
    if (order.status !== 1 || order.overnight_next === null || order.overnight_next > now) return false;
    store.transaction(() => {
      let margin = dec(order.caution_money);
      let charged = dec(order.overnight_money);
      while (order.overnight_next !== null && order.overnight_next <= now) {
        const fee = Decimal.min(feeOf(order.price, order.number, order.overnight), margin);
        if (fee.gt(0))
          ledger.settle({ ...wallet(order), amount: fee, fee, ...memo(order, 'lever.overnight') });
        margin = margin.minus(fee);
        charged = charged.plus(fee);
        order.overnight_next += OVERNIGHT_PERIOD_MS;
        if (margin.isZero()) break;
      }
      Object.assign(order, { caution_money: fmt(margin), overnight_money: fmt(charged), update_time: now });
      save(order);
    });
    return true;
  }

  /**
   * The sweep's look at one watched order at `now`: a pending order fills when the feed reaches its limit; an
   * open position pays its overnight fees, then closes on take-profit / stop-loss, else on liquidation.
   * Answers the order when it changed.
   */
  function sweep(entry: OpenEntry, now: number): LeverOrderDoc | undefined {
    const order = get(entry.user_id, entry.id);
    if (!order || order.status > 1) {
      store.transaction(() => unwatch(kit, 'lever', entry.id));
      return undefined;
    }
    const feed = market.livePrice(order.symbol, now);
    const spread = spreadOf(order.symbol);
    if (order.status === 0) {
      if (!limitReached(order.type, feed, spread, order.price)) return undefined;
      store.transaction(() => {
        markOpen(order, now);
        save(order);
      });
      return order;
    }
    const charged = chargeOvernight(order, now);
    const hit = stopHit(order.type, feed, order.target_profit_price, order.stop_loss_price);
    if (hit) return close(order, hit, feed);
    const pnl = pnlOf(order.type, order.price, exitPrice(order.type, feed, spread), order.number);
    if (isLiquidated(order.caution_money, pnl)) return close(order, 'liquidation', feed);
    return charged ? order : undefined;
  }

  /** Cancels every pending order and closes every position of a user at the feed (a demo account's reset). */
  function release(uid: number): void {
    for (const entry of watched(kit, 'lever', uid)) {
      const order = get(uid, entry.id);
      if (order?.status === 0) cancel(order, 'reset');
      else if (order?.status === 1) close(order, 'reset');
    }
  }

  return { own: docs.own, save, open, close, cancel, sweep, release };
}

export type LeverBook = ReturnType<typeof createLeverBook>;
