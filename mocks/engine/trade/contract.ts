/**
 * Perpetual contract calls (wire-facts §5; rules in docs/decisions.md, row 59): the ticket (`deal`), orders
 * (`submit`, `cancel`), positions (`close`, `batchClose`, `setStop`) and the lists (`dealAll`, `myTrade`).
 * Validation here, money in ./contractBook.ts, valuation in ./contractView.ts.
 */
import { LEVER_SHARE_PRESETS, leverTerms } from '../../fixtures/trade';
import { fail } from '../core';
import { fmt, LedgerDecimal } from '../ledger';
import { rates } from '../market/rates';
import type { LeverBook } from './contractBook';
import type { LeverView } from './contractView';
import {
  choiceParam,
  decimalParam,
  intParam,
  pageParams,
  pairFilter,
  pairParam,
  statusParam,
} from './params';
import { pageOf, USDT_ID, type Input, type Kit, type LeverOrderDoc } from './types';

type PairInput = Input<'currency_id' | 'legal_id'>;

/** The statuses a list may ask for: -1 = every status. */
const STATUS_FILTERS = ['-1', '0', '1', '2', '3', '4'] as const;

export function createLever(kit: Kit, book: LeverBook, view: LeverView) {
  const { users, market, ledger, ctx } = kit;

  /** A TP or SL price: empty or zero clears it ("0"), else a price of the pair's precision. */
  function stopPrice(raw: string | undefined, places: number) {
    const text = raw?.trim() ?? '';
    if (text === '' || /^0*(?:\.0*)?$/.test(text)) return new LedgerDecimal(0);
    return decimalParam(text, places, 'error.priceInvalid');
  }

  return {
    /** `POST /lever/deal`: the ticket of one pair. */
    deal(token: string | undefined, input: PairInput) {
      const user = users.requireUser(token);
      const pair = pairParam(market, input, 'futures');
      const value = view.valuer();
      const balance = ledger.balance(user.id, 'lever', pair.legal_id);
      const open = view
        .live(user.id)
        .filter((o) => o.status === 1 && o.symbol === pair.symbol)
        .reverse()
        .slice(0, 10)
        .map(value);
      const [min, max] = [Number(pair.min_lots), Number(pair.max_lots)];
      const terms = leverTerms(pair.symbol);
      return {
        pair,
        lastPrice: market.livePrice(pair.symbol),
        balance,
        leverages: terms.leverages,
        overnight: rates.overnight(pair),
        lots: { min: pair.min_lots, max: pair.max_lots },
        lotPresets: LEVER_SHARE_PRESETS.filter((n) => n >= min && n <= max),
        depth: market.depth(pair.symbol),
        open,
      };
    },

    /** `POST /lever/submit`: a market position (status 1) or a limit order (status 0). */
    submit(
      token: string | undefined,
      input: Input<'share' | 'multiple' | 'type' | 'status' | 'target_price' | 'currency_id' | 'legal_id'>,
    ): LeverOrderDoc {
      const user = users.requireUser(token);
      const pair = pairParam(market, input, 'futures');
      const side = choiceParam(input.type, ['1', '2'], 'error.tradeTypeInvalid') === '1' ? 1 : 2;
      const kind = choiceParam(input.status, ['1', '0'], 'error.orderTypeInvalid');
      const lots = intParam(input.share, 'error.lotsInvalid', Number(pair.min_lots), Number(pair.max_lots));
      const leverage = intParam(input.multiple, 'error.leverageInvalid', 1);
      if (!leverTerms(pair.symbol).leverages.includes(leverage)) fail('error.leverageInvalid');
      const limit =
        kind === '0'
          ? decimalParam(input.target_price, pair.price_precision, 'error.priceInvalid')
          : undefined;
      return book.open({ user: user.id, pair, side, lots, leverage, limit });
    },

    /** `POST /lever/cancel {id}`: a pending order; margin released, fee kept. */
    cancel(token: string | undefined, input: Input<'id'>): LeverOrderDoc {
      const user = users.requireUser(token);
      return book.cancel(book.own(user.id, input.id));
    },

    /** `POST /lever/close {id}`: closes an open position at the spread-adjusted exit. */
    close(token: string | undefined, input: Input<'id'>): LeverOrderDoc {
      const user = users.requireUser(token);
      return book.close(book.own(user.id, input.id), 'user');
    },

    /** `POST /lever/batch_close {type, currency_id?, legal_id?}`: 0 all, 1 longs, 2 shorts. Answers how many. */
    batchClose(token: string | undefined, input: Input<'type' | 'currency_id' | 'legal_id'>): number {
      const user = users.requireUser(token);
      const type = Number(choiceParam(input.type, ['0', '1', '2'], 'error.closeTypeInvalid'));
      const { currency, legal } = pairFilter(input);
      const targets = view
        .history(user.id, { status: 1, currency, legal })
        .filter((o) => type === 0 || o.type === type);
      for (const order of targets) book.close(order, 'batch');
      return targets.length;
    },

    /**
     * `POST /lever/setstop {id, target_profit_price, stop_loss_price}` on a pending order or an open position.
     * Long: TP ≥ the entry and the feed, SL ≤ both; short the reverse. Empty or 0 clears a price.
     */
    setStop(
      token: string | undefined,
      input: Input<'id' | 'target_profit_price' | 'stop_loss_price'>,
    ): LeverOrderDoc {
      const user = users.requireUser(token);
      const order = book.own(user.id, input.id);
      if (order.status > 1) fail('error.positionNotOpen');
      const places = market.market(order.symbol).price_precision;
      const tp = stopPrice(input.target_profit_price, places);
      const sl = stopPrice(input.stop_loss_price, places);
      const feed = market.livePrice(order.symbol);
      const long = order.type === 1;
      const above = (p: typeof tp) => p.gte(order.price) && p.gte(feed);
      const below = (p: typeof tp) => p.lte(order.price) && p.lte(feed);
      if (!tp.isZero() && !(long ? above(tp) : below(tp)))
        fail(long ? 'error.takeProfitLong' : 'error.takeProfitShort');
      if (!sl.isZero() && !(long ? below(sl) : above(sl)))
        fail(long ? 'error.stopLossLong' : 'error.stopLossShort');
      Object.assign(order, {
        target_profit_price: fmt(tp),
        stop_loss_price: fmt(sl),
        update_time: ctx.clock(),
      });
      book.save(order);
      return order;
    },

    /** `POST /lever/dealall`: the account's figures, the pair's, and a page of orders (default: open ones). */
    dealAll(
      token: string | undefined,
      input: Input<'currency_id' | 'legal_id' | 'status' | 'page' | 'limit'>,
    ) {
      const user = users.requireUser(token);
      const { currency, legal } = pairFilter(input);
      const status = statusParam(input.status, STATUS_FILTERS, 1);
      const { page, limit } = pageParams(input, 10);
      const value = view.valuer();
      const open = view.live(user.id).map(value);
      const onPair = open.filter(
        (o) =>
          (currency === undefined || o.currency === currency) && (legal === undefined || o.legal === legal),
      );
      const rows = pageOf(view.history(user.id, { status, currency, legal }), page, limit);
      return {
        balance: ledger.balance(user.id, 'lever', legal ?? USDT_ID).available,
        all: view.figures(open),
        pair: view.figures(onPair),
        page: { ...rows, rows: rows.rows.map(value) },
      };
    },

    /** `POST /lever/my_trade {status (-1 all), currency_id?, legal_id?, page, limit}`. */
    myTrade(
      token: string | undefined,
      input: Input<'currency_id' | 'legal_id' | 'status' | 'page' | 'limit'>,
    ) {
      const user = users.requireUser(token);
      const { currency, legal } = pairFilter(input);
      const status = statusParam(input.status, STATUS_FILTERS, -1);
      const { page, limit } = pageParams(input, 10);
      const value = view.valuer();
      const all = view.figures(view.live(user.id).map(value));
      const rows = pageOf(view.history(user.id, { status, currency, legal }), page, limit);
      return { all, page: { ...rows, rows: rows.rows.map(value) } };
    },
  };
}
