/**
 * Coin exchange (wire-facts §8: `/user/getTransferList`, `/user/getTransferFee`, `/user/Transfer`): one coin of
 * the user's change account into another at the demo's live prices, less a fee. One store transaction: the paid
 * amount is frozen and settled (the fee to the house, the rest out of the ledger) and the bought coin credited,
 * so the journal shows every movement and an overdraft changes nothing.
 */
import type Decimal from 'decimal.js';
import {
  EXCHANGE_FEE_RATE,
  EXCHANGE_PRICE_TOLERANCE,
  walletCurrencies,
  type WalletCurrency,
} from '../../fixtures/wallet';
import { fail, type EngineContext } from '../core';
import type { MarketArea } from '../market';
import type { UserArea } from '../auth';
import { dec, fmt, LedgerDecimal, parseAmount, quantize, type Ledger } from '../ledger';

type Input<K extends string> = Partial<Record<K, string>>;

/** `wallet_exchanges` / `<id>`: one exchange, the business object its journal entries reference. */
export interface ExchangeDoc {
  id: number;
  user_id: number;
  time: number;
  from_currency: number;
  to_currency: number;
  amount: string;
  fee: string;
  received: string;
  from_price: string;
  to_price: string;
}

const EXCHANGES = 'wallet_exchanges';
const REASON = 'exchange';

/** The figures of an exchange, exact: fee = amount × rate, received = (amount − fee) × from / to, both rounded down. */
export function exchangeFigures(amount: Decimal, fromPrice: string, toPrice: string, feeRate = EXCHANGE_FEE_RATE) {
  const fee = quantize(amount.times(feeRate));
  const received = quantize(amount.minus(fee).times(fromPrice).dividedBy(toPrice));
  return { fee, received };
}

export function createExchange(
  ctx: EngineContext,
  deps: { user: UserArea; market: MarketArea; ledger: Ledger },
) {
  const { store, clock } = ctx;
  const { user: users, market, ledger } = deps;

  /** The coin's value in USDT now; '0' when the market has no price for it. */
  function price(c: WalletCurrency): string {
    if (c.usdt_price) return c.usdt_price;
    const pair = market.marketByCurrency(c.id);
    return pair ? market.livePrice(pair.symbol) : '0';
  }

  const tradable = () => walletCurrencies.filter((c) => dec(price(c)).isPositive());

  function coin(raw: string | undefined): WalletCurrency {
    const text = (raw ?? '').trim();
    const found = /^\d{1,9}$/.test(text) ? tradable().find((c) => c.id === Number(text)) : undefined;
    return found ?? fail('error.currencyUnknown');
  }

  function pair(input: Input<'from_currency_id' | 'to_currency_id'>) {
    const from = coin(input.from_currency_id);
    const to = coin(input.to_currency_id);
    if (from.id === to.id) return fail('error.exchangeSameCoin');
    return { from, to };
  }

  /** The price the app showed, when it is still within the tolerance of the live one; the live one otherwise. */
  function honoured(sent: string | undefined, live: string): string {
    if (sent === undefined || sent.trim() === '') return live;
    const quoted = parseAmount(sent);
    if (!quoted || quoted.isZero()) return fail('error.param');
    const drift = quoted.minus(live).abs().dividedBy(live);
    if (drift.gt(EXCHANGE_PRICE_TOLERANCE)) return fail('error.exchangePriceChanged');
    return quoted.toFixed();
  }

  return {
    /** `POST /user/getTransferList`: the coins that can be exchanged and the user's change balances of them. */
    transferList(token: string | undefined) {
      const user = users.requireUser(token);
      const coins = tradable();
      return {
        transfer: coins.map((c) => ({ id: c.id, name: c.name })),
        wallet: coins.map((c) => ({
          currency: c.id,
          currency_name: c.name,
          change_balance: ledger.balance(user.id, 'change', c.id).available,
        })),
      };
    },

    /** `POST /user/getTransferFee {from_currency_id, to_currency_id}`: both prices in USDT and the fee rate. */
    transferFee(token: string | undefined, input: Input<'from_currency_id' | 'to_currency_id'>) {
      users.requireUser(token);
      const { from, to } = pair(input);
      return { form_price: price(from), to_price: price(to), fee: EXCHANGE_FEE_RATE };
    },

    /**
     * `POST /user/Transfer {number, from_currency_id, to_currency_id}` (+ the demo's `form_price`, `to_price`: the
     * prices the app showed). Returns the exchange.
     */
    transfer(
      token: string | undefined,
      input: Input<'number' | 'from_currency_id' | 'to_currency_id' | 'form_price' | 'to_price'>,
    ): ExchangeDoc {
      const user = users.requireUser(token);
      const { from, to } = pair(input);
      const amount = parseAmount(input.number);
      if (!amount || amount.isZero()) return fail('error.amountInvalid');
      const fromPrice = honoured(input.form_price, price(from));
      const toPrice = honoured(input.to_price, price(to));
      const { fee, received } = exchangeFigures(new LedgerDecimal(amount), fromPrice, toPrice);
      if (received.isZero()) return fail('error.exchangeTooSmall');
      return store.transaction(() => {
        const id = store.nextId(EXCHANGES);
        const reference = `exchange:${id}`;
        const memo = { reason: REASON, reference };
        const holder = { user: user.id, account: 'change' as const };
        ledger.freeze({ ...holder, currency: from.id, amount, ...memo });
        ledger.settle({ ...holder, currency: from.id, amount, fee, ...memo });
        ledger.credit({ ...holder, currency: to.id, amount: received, ...memo });
        const doc: ExchangeDoc = {
          id,
          user_id: user.id,
          time: clock(),
          from_currency: from.id,
          to_currency: to.id,
          amount: fmt(amount),
          fee: fmt(fee),
          received: fmt(received),
          from_price: fromPrice,
          to_price: toPrice,
        };
        store.put(EXCHANGES, String(id), doc);
        return doc;
      });
    },
  };
}
