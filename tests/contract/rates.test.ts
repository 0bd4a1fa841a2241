// @vitest-environment node
/**
 * One source for every rate (issue 29): for every pair and coin, each rate a call states — `/currency/quotation_new`
 * (spread, overnight, lever_trade_fee, micro_trade_fee), `/lever/deal`, `/wallet/detail` (coin_trade_fee),
 * `/microtrade/payable_currencies`, `/microtrade/seconds` — equals what a booking charges, read from the journal
 * (the house fee leg of the booking) or from the booked row. Units as the calls state them: fractions, except the
 * seconds calls' percents.
 */
import Decimal from 'decimal.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server, type ManualClock } from '@mocks/node';
import type { Engine } from '@mocks/engine';
import { quantize, type JournalDoc } from '@mocks/engine/ledger';
import { OVERNIGHT_PERIOD_MS } from '@mocks/engine/trade/contractBook';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';

// Envelopes are read loosely: the assertions state the shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let engine: Engine;
let clock: ManualClock;
let token: string;

async function api(method: 'GET' | 'POST', call: string, params: Record<string, string> = {}): Promise<Loose> {
  const query = new URLSearchParams({ ...params, lang: 'en' });
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  const init: RequestInit = { method, headers };
  let url = `http://localhost/api/${call}`;
  if (method === 'GET') url += `?${query}`;
  else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = query.toString();
  }
  const answer = await (await fetch(url, init)).json();
  expect(answer.type, `${call}: ${JSON.stringify(answer.message)}`).toBe('ok');
  return answer.message;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine, clock } = await installTestEngine());
  token = '';
  token = await api('POST', 'user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userId = () => engine.user.requireUser(token).id;
/** The house fee legs of a booking (by its reference), summed. */
const feeCharged = (reference: string, reason: string) =>
  engine.ledger
    .journal(0)
    .filter((l: JournalDoc) => l.reference === reference && l.reason === reason && l.account === 'fee')
    .reduce((sum, l) => sum.plus(l.available), new Decimal(0));

interface Pair {
  id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  open_lever: number;
  open_coin_trade: number;
  open_microtrade: number;
  spread: string;
  overnight: string;
  lever_trade_fee: string;
  lever_min_share: string;
  micro_trade_fee: string;
  amount_precision: number;
}
async function pairs(): Promise<Pair[]> {
  return ((await api('GET', 'currency/quotation_new')) as Loose[]).flatMap((group) => group.quotation as Pair[]);
}

describe('contracts: what quotation_new and /lever/deal state is what a position is charged', () => {
  it('trading fee, spread and overnight rate of every pair with contracts', { timeout: 60_000 }, async () => {
    const futures = (await pairs()).filter((p) => p.open_lever === 1);
    expect(futures.length).toBeGreaterThan(0);
    for (const pair of futures) {
      const ids = { currency_id: String(pair.currency_id), legal_id: String(pair.legal_id) };
      const deal = await api('POST', 'lever/deal', ids);
      expect({ fee: deal.fee_rate, spread: deal.spread, overnight: deal.overnight }, pair.currency_name).toEqual({
        fee: pair.lever_trade_fee,
        spread: pair.spread,
        overnight: pair.overnight,
      });
      const feed = engine.market.livePrice(`${pair.currency_name}/USDT`);
      await api('POST', 'lever/submit', { ...ids, share: pair.lever_min_share, multiple: '2', type: '1', status: '1', target_price: '0' });
      const order = engine.ctx.store
        .list<Loose>(`lever_orders:${userId()}`)
        .find((o) => o.currency === pair.currency_id && o.status === 1);
      // the long entered at feed + spread ÷ 2, paying entry × quantity × the stated fee
      expect(new Decimal(order.price).minus(feed).times(2).toString(), pair.currency_name).toBe(
        new Decimal(pair.spread).toString(),
      );
      const notional = new Decimal(order.price).times(order.number);
      expect(feeCharged(`lever:${order.id}`, 'lever.fee').toFixed(8), pair.currency_name).toBe(
        quantize(notional.times(pair.lever_trade_fee)).toFixed(8),
      );
      // a day later: the stated overnight rate of the notional
      clock.advance(OVERNIGHT_PERIOD_MS);
      engine.trade.sweep();
      expect(feeCharged(`lever:${order.id}`, 'lever.overnight').toFixed(8), pair.currency_name).toBe(
        quantize(notional.times(pair.overnight)).toFixed(8),
      );
      clock.advance(-OVERNIGHT_PERIOD_MS);
      await api('POST', 'lever/close', { id: String(order.id) });
    }
  });
});

describe('spot: what /wallet/detail states (coin_trade_fee) is what a trade of the coin is charged', () => {
  it('every funding coin, against every spot pair it trades in', { timeout: 60_000 }, async () => {
    const spot = (await pairs()).filter((p) => p.open_coin_trade === 1);
    const coins = (await api('GET', 'currency/user_currency_list')) as Loose[];
    expect(coins.length).toBeGreaterThan(0);
    for (const coin of coins) {
      const stated = (await api('POST', 'wallet/detail', { currency: String(coin.id), type: 'change' })).coin_trade_fee;
      const trades = spot.filter((p) => p.currency_id === coin.id || p.legal_id === coin.id);
      if (trades.length === 0) {
        expect(stated, coin.name).toBe('0');
        continue;
      }
      for (const pair of trades) {
        const before = new Set(engine.ctx.store.list<Loose>(`spot_orders:${userId()}`).map((o) => o.id));
        const price = new Decimal(engine.market.livePrice(`${pair.currency_name}/USDT`));
        const amount = new Decimal(100).div(price).toDecimalPlaces(pair.amount_precision, Decimal.ROUND_UP).toString();
        await api('POST', 'coin/trade', {
          currency_id: String(pair.currency_id),
          legal_id: String(pair.legal_id),
          type: '1',
          amount,
          order_type: 'market',
        });
        const order = engine.ctx.store.list<Loose>(`spot_orders:${userId()}`).find((o) => !before.has(o.id));
        const value = new Decimal(order.trade_price).times(order.trade_amount);
        const charged = feeCharged(`spot:${order.id}`, 'spot.buy');
        expect(charged.toFixed(8), `${coin.name} on ${pair.currency_name}`).toBe(
          quantize(quantize(value, Decimal.ROUND_UP).times(stated)).toFixed(8),
        );
      }
    }
  });
});

describe('seconds: what the calls state is what an order is charged and would be paid', () => {
  it('the fee of every pay currency and pair, the payout of every duration', { timeout: 60_000 }, async () => {
    const pay = (await api('GET', 'microtrade/payable_currencies')) as Loose[];
    const periods = (await api('GET', 'microtrade/seconds')) as Loose[];
    const micro = (await pairs()).filter((p) => p.open_microtrade === 1);
    expect(micro.length).toBeGreaterThan(0);
    // funds in every pay coin (the seeded user holds only USDT in micro)
    for (const currency of pay) {
      const amount = new Decimal(currency.micro_max).times(2).toFixed();
      engine.ledger.credit({ user: userId(), account: 'micro', currency: currency.id, amount, reason: 'deposit' });
    }
    for (const currency of pay)
      // USDT on every pair; a coin on its own pair (its fee does not depend on the pair)
      for (const pair of micro.filter((p) => currency.id === p.legal_id || currency.id === p.currency_id)) {
        // quotation_new states a fraction, payable_currencies a percent: the same rate
        expect(new Decimal(pair.micro_trade_fee).times(100).toString(), pair.currency_name).toBe(
          new Decimal(currency.micro_trade_fee).toString(),
        );
        for (const period of periods) {
          // the previous order settled (at most 20 open), and one order a second
          clock.advance(periods.at(-1).seconds * 1000 + 1_100);
          // above the duration's smallest stake in this currency (the demo states it per currency)
          const least = currency.seconds_min.find((m: Loose) => m.seconds === period.seconds).min_amount;
          const stake = new Decimal(least).plus(currency.micro_min).toString();
          const row = await api('POST', 'microtrade/submit', {
            match_id: String(pair.id),
            currency_id: String(currency.id),
            type: '1',
            seconds: String(period.seconds),
            number: stake,
          });
          const doc = engine.ctx.store.get<Loose>(`micro_orders:${userId()}`, String(row.id));
          expect(doc.fee, `${pair.currency_name} ${period.seconds}s`).toBe(
            quantize(new Decimal(stake).times(pair.micro_trade_fee)).toFixed(8),
          );
          // the settlement pays stake × the booked ratio on a win: the stated percent
          expect(new Decimal(doc.profit_ratio).times(100).toString()).toBe(new Decimal(period.profit_ratio).toString());
        }
      }
  });
});
