/**
 * Seconds contracts (wire-facts §6; docs/decisions.md, row 60), paid from the user's `micro` account. At
 * submission the stake (+ fee) moves available → frozen and the open price is the feed at that instant; the
 * order settles from the feed AT its expiry instant (created_at + seconds), however late the sweep runs:
 * up wins when end > open, down when end < open (compared at 8 places), equal is flat (stake returned). A win
 * pays stake × (1 + profit ratio), the profit from the house; a loss gives the stake to the house; the fee
 * goes to the house fee account either way. No outcome is ever preset. Orders cannot be cancelled.
 *
 * A stake is paid in USDT or in any seconds pair's base coin (wire-facts §14, `/microtrade/payable_currencies`),
 * from the user's micro balance in that coin, with that coin's limits (`stakeMin`); the fee, the frozen amount,
 * the payout and every journal entry are in the same coin, whatever the pair.
 */
import { microPayCurrencies, microSeconds, type PayCurrencyFixture, type SecondsFixture } from '../../fixtures/trade';
import { fail } from '../core';
import { dec, fmt, LedgerDecimal, quantize } from '../ledger';
import { rates } from '../market/rates';
import { secondsMessage } from '../messages';
import {
  choiceParam,
  decimalParam,
  intParam,
  optionalInt,
  pageParams,
  pairByMatchId,
  statusParam,
} from './params';
import { orderDocs } from './orders';
import { META, USDT_ID, watch, watched, type Input, type Kit, type MicroOrderDoc, type OpenEntry } from './types';

/** At most one submission per user in this many ms. */
export const MICRO_SUBMIT_INTERVAL_MS = 1000;

/** The quote's pay currency: the durations' minimums (`min_amount`) are stated in it. */
const QUOTE_PAY = microPayCurrencies.find((c) => c.id === USDT_ID)!;

/**
 * The smallest stake of a pay currency for a duration: the currency's own minimum, and the duration's minimum
 * (stated in USDT) scaled by the currency's unit, its minimum over USDT's (BTC: 100 USDT's duration needs
 * 100 × 0.0001 ÷ 10 = 0.001 BTC). For USDT that is the duration's minimum itself.
 */
export function stakeMin(pay: PayCurrencyFixture, term: SecondsFixture) {
  const scaled = quantize(dec(term.min_amount).times(pay.micro_min).div(QUOTE_PAY.micro_min), LedgerDecimal.ROUND_UP);
  return LedgerDecimal.max(pay.micro_min, scaled);
}

export function createMicro(kit: Kit) {
  const { store, clock } = kit.ctx;
  const { users, market, ledger } = kit;

  const docs = orderDocs<MicroOrderDoc>(kit, 'micro', (o) => o.user_id);
  const { save, memo } = docs;
  const wallet = (o: MicroOrderDoc) => ({
    user: o.user_id,
    account: 'micro' as const,
    currency: o.currency_id,
  });

  function payCurrency(raw: string | undefined): PayCurrencyFixture {
    const id = intParam(raw, 'error.currencyUnknown', 1);
    return microPayCurrencies.find((c) => c.id === id) ?? fail('error.currencyUnknown');
  }

  /** Settles a due order from the feed at its expiry instant (inside the caller's transaction). */
  function settle(o: MicroOrderDoc, now: number) {
    const end = dec(market.livePrice(o.symbol, o.due_at)).toDecimalPlaces(8);
    const open = dec(o.open_price).toDecimalPlaces(8);
    const result = end.eq(open) ? 0 : end.gt(open) === (o.type === 1) ? 1 : -1;
    const held = dec(o.number).plus(o.fee);
    let profit = dec(o.number).negated();
    if (result === -1) {
      ledger.settle({ ...wallet(o), amount: held, fee: o.fee, ...memo(o, 'micro.loss') });
    } else {
      ledger.settle({ ...wallet(o), amount: held, fee: o.fee, to: wallet(o), ...memo(o, 'micro.settle') });
      profit = result === 1 ? quantize(dec(o.number).times(o.profit_ratio)) : new LedgerDecimal(0);
      if (profit.gt(0)) ledger.credit({ ...wallet(o), amount: profit, ...memo(o, 'micro.win') });
    }
    Object.assign(o, {
      end_price: fmt(end),
      fact_profits: fmt(profit),
      profit_result: result,
      status: 3,
      updated_at: now,
      complete_at: now,
    } satisfies Partial<MicroOrderDoc>);
    save(o);
    secondsMessage(kit.ctx, o);
  }

  return {
    /**
     * `GET /microtrade/payable_currencies`: every pay currency (USDT, then each seconds pair's base coin) with the
     * user's micro balance in it and its smallest stake for each duration.
     */
    payable(token: string | undefined) {
      const user = users.requireUser(token);
      return microPayCurrencies.map((c) => ({
        ...c,
        balance: ledger.balance(user.id, 'micro', c.id),
        seconds_min: microSeconds.map((s) => ({ seconds: s.seconds, min_amount: fmt(stakeMin(c, s)) })),
      }));
    },

    /** `GET /microtrade/seconds`. */
    seconds(token: string | undefined) {
      users.requireUser(token);
      return microSeconds;
    },

    /** `POST /microtrade/submit {match_id, currency_id, type, seconds, number}` → the new order. */
    submit(
      token: string | undefined,
      input: Input<'match_id' | 'currency_id' | 'type' | 'seconds' | 'number'>,
    ): MicroOrderDoc {
      const user = users.requireUser(token);
      const pair = pairByMatchId(market, input.match_id, 'micro');
      const pay = payCurrency(input.currency_id);
      const type = choiceParam(input.type, ['1', '2'], 'error.directionInvalid') === '1' ? 1 : 2;
      const seconds = intParam(input.seconds, 'error.secondsInvalid', 1);
      const term = microSeconds.find((s) => s.seconds === seconds) ?? fail('error.secondsInvalid');
      const stake = decimalParam(input.number, 8, 'error.amountInvalid');
      const min = stakeMin(pay, term);
      if (stake.lt(min)) fail('error.stakeTooLow', { min: min.toFixed() });
      if (stake.gt(pay.micro_max)) fail('error.stakeTooHigh', { max: pay.micro_max });
      const now = clock();
      const last = store.get<{ at: number }>(META, `micro_last:${user.id}`);
      if (last && now - last.at < MICRO_SUBMIT_INTERVAL_MS) fail('error.tooFast');
      if (watched(kit, 'micro', user.id).length >= pay.micro_holdtrade_max)
        fail('error.microHoldMax', { max: pay.micro_holdtrade_max });
      const fee = quantize(stake.times(rates.microFee(pay.id)));
      const open = fmt(market.livePrice(pair.symbol, now));
      return store.transaction(() => {
        const order: MicroOrderDoc = {
          id: docs.nextId(),
          user_id: user.id,
          match_id: pair.sort,
          symbol: pair.symbol,
          currency_id: pay.id,
          currency_name: pay.name,
          type,
          seconds,
          number: fmt(stake),
          fee: fmt(fee),
          profit_ratio: rates.payout(term.seconds) ?? term.profit_ratio,
          open_price: open,
          end_price: open,
          fact_profits: fmt(0),
          status: 1,
          profit_result: 0,
          created_at: now,
          updated_at: now,
          handled_at: now + seconds * 1000,
          complete_at: null,
          due_at: now + seconds * 1000,
        };
        ledger.freeze({ ...wallet(order), amount: stake.plus(fee), ...memo(order, 'micro.open') });
        save(order);
        watch(kit, { kind: 'micro', id: order.id, user_id: user.id, due_at: order.due_at });
        store.put(META, `micro_last:${user.id}`, { at: now });
        return order;
      });
    },

    /** `GET /microtrade/lists {match_id?, currency_id?, status (1 open, 3 closed, -1 all), page, limit}`. */
    list(
      token: string | undefined,
      input: Input<'match_id' | 'currency_id' | 'status' | 'page' | 'limit'>,
    ) {
      const user = users.requireUser(token);
      const matchId = optionalInt(input.match_id);
      const currency = optionalInt(input.currency_id);
      const status = statusParam(input.status, ['-1', '1', '2', '3'], -1);
      const { page, limit } = pageParams(input, 10);
      const keep = (o: MicroOrderDoc) =>
        (matchId === undefined || o.match_id === matchId) &&
        (currency === undefined || o.currency_id === currency) &&
        (status === -1 || o.status === status);
      const found = docs.page(user.id, keep, page, limit);
      // while open, `end_price` is the latest feed (T updates it with every price)
      const rows = found.rows.map((o) =>
        o.status === 1 ? { ...o, end_price: fmt(market.livePrice(o.symbol)) } : o,
      );
      return { ...found, rows, account: user.account };
    },

    /** `POST /microtrade/cancelMicOrder {id}`: a placed seconds order is final (row 60); refused. */
    cancel(token: string | undefined, input: Input<'id'>): never {
      const user = users.requireUser(token);
      docs.own(user.id, input.id);
      return fail('error.microNoCancel');
    },

    /** Voids every running order of a user, stakes returned (a demo account's reset): closed, flat. */
    release(uid: number): void {
      const now = clock();
      for (const entry of watched(kit, 'micro', uid))
        docs.takeWatched(entry, (order) => {
          const held = dec(order.number).plus(order.fee);
          ledger.unfreeze({ ...wallet(order), amount: held, ...memo(order, 'micro.void') });
          Object.assign(order, { status: 3, updated_at: now, complete_at: now });
          save(order);
        });
    },

    /** The sweep's look at a running order: settles it once due. */
    sweep(entry: OpenEntry, now: number): MicroOrderDoc | undefined {
      if (entry.due_at !== undefined && entry.due_at > now) return undefined;
      return docs.takeWatched(entry, (order) => {
        settle(order, now);
        return order;
      });
    },
  };
}

export type Micro = ReturnType<typeof createMicro>;
