/**
 * Contract orders as the lists and the `lever_trade` push show them: each row valued at the current feed
 * (`update_price`, unrealised `profits`, our `liquidation_price`), and the account's figures (risk rate,
 * margins, P&L) over the open positions. Live orders come from the sweep's index, never from the history.
 */
import type Decimal from 'decimal.js';
import { dec, fmt, ZERO } from '../ledger';
import {
  exitPrice,
  hazardRate,
  liquidationPrice,
  pnlOf,
} from './contractMath';
import { ordersOf, watched, type Kit, type LeverOrderDoc } from './types';

/** A contract order valued now. */
export interface LeverRow extends LeverOrderDoc {
  /** Unrealised P&L while open; the realised figure once closed; 0 otherwise. */
  profits: string;
  /** Ours: the estimated feed price at which it is liquidated (docs/decisions.md, row 59). */
  liquidation_price: string;
}

/** Figures over open positions (status 1). */
export interface LeverFigures {
  /** Percent, 2 places; "100.00" without positions. */
  hazard_rate: string;
  caution_money: string;
  origin_caution_money: string;
  profits: string;
}

export function createLeverView(kit: Kit) {
  const { store } = kit.ctx;
  const { market } = kit;

  /** A valuer for one answer: each pair's feed read once. */
  function valuer() {
    const feeds = new Map<string, string>();
    const feedOf = (symbol: string) => {
      let price = feeds.get(symbol);
      if (price === undefined) feeds.set(symbol, (price = market.livePrice(symbol)));
      return price;
    };
    return (order: LeverOrderDoc): LeverRow => {
      const spread = market.market(order.symbol).spread;
      const live = order.status <= 1;
      const feed = live ? feedOf(order.symbol) : order.update_price;
      let profits: Decimal = ZERO;
      if (order.status === 1)
        profits = pnlOf(order.type, order.price, exitPrice(order.type, feed, spread), order.number);
      else if (order.status === 3) profits = dec(order.fact_profits);
      const liquidation = liquidationPrice(
        order.type,
        order.price,
        spread,
        order.caution_money,
        order.number,
      );
      return {
        ...order,
        update_price: live ? fmt(feed) : order.update_price,
        profits: fmt(profits),
        liquidation_price: fmt(liquidation.isNegative() ? ZERO : liquidation),
      };
    };
  }

  /** A user's pending orders and open positions (status 0 and 1), oldest first, from the sweep's index. */
  function live(uid: number): LeverOrderDoc[] {
    return watched(kit, 'lever', uid)
      .map((entry) => store.get<LeverOrderDoc>(ordersOf('lever', uid), String(entry.id)))
      .filter((order): order is LeverOrderDoc => order !== undefined && order.status <= 1)
      .sort((a, b) => a.id - b.id);
  }

  /** A user's orders, oldest first, filtered (`status` -1 = every status). */
  function history(
    uid: number,
    filter: { status: number; currency?: number; legal?: number },
  ): LeverOrderDoc[] {
    const source =
      filter.status === 0 || filter.status === 1
        ? live(uid)
        : store.list<LeverOrderDoc>(ordersOf('lever', uid));
    return source.filter(
      (o) =>
        (filter.status === -1 || o.status === filter.status) &&
        (filter.currency === undefined || o.currency === filter.currency) &&
        (filter.legal === undefined || o.legal === filter.legal),
    );
  }

  function figures(rows: LeverRow[]): LeverFigures {
    const open = rows.filter((r) => r.status === 1);
    const sum = (pick: (r: LeverRow) => string) => open.reduce((a, r) => a.plus(pick(r)), ZERO);
    return {
      hazard_rate: hazardRate(
        open.map((r) => ({ margin: dec(r.caution_money), pnl: dec(r.profits) })),
      ).toFixed(2),
      caution_money: fmt(sum((r) => r.caution_money)),
      origin_caution_money: fmt(sum((r) => r.origin_caution_money)),
      profits: fmt(sum((r) => r.profits)),
    };
  }

  return { valuer, live, history, figures };
}

export type LeverView = ReturnType<typeof createLeverView>;
