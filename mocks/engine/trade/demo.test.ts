// @vitest-environment node
/** Demo twins (docs/decisions.md, row 61): their own ledger user, funded, switched to by token, reset. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FUNDS } from '../../fixtures/trade';
import { EngineError } from '../core';
import { BTC_PAIR, tradeHarness, USDT, type TradeHarness } from './trade.fixture';

let h: TradeHarness;
let real: { id: number; token: string };

beforeEach(() => {
  h = tradeHarness();
  h.price('BTC/USDT', '100000.00');
  real = h.newUser([
    { account: 'lever', currency: USDT, amount: '500' },
    { account: 'change', currency: USDT, amount: '20' },
  ]);
});

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error('expected a failure');
};

const realBalances = () =>
  JSON.stringify(h.ledger.balances(real.id).map((b) => [b.account, b.available, b.frozen]));

describe('demo twin', () => {
  it('is created once, funded through the ledger, and leaves the real balances untouched', () => {
    const before = realBalances();
    const twin = h.trade.demo.create(real.token);
    expect(twin).toMatchObject({ is_demo: true, email: null, phone: null });
    expect(twin.id).not.toBe(real.id);
    expect(h.trade.demo.create(real.token).id).toBe(twin.id);
    for (const { account, currency } of DEMO_FUNDS)
      expect(h.balance(twin.id, account, currency).available).toBe('100000.00000000');
    expect(realBalances()).toBe(before);
    expect(h.ledger.journal(twin.id).every((leg) => leg.reason === 'demo.fund')).toBe(true);
    expect(h.problems()).toEqual([]);
  });

  it('switches by token both ways; the twin trades on its own balances; reset restores its funds', () => {
    const twin = h.trade.demo.create(real.token);
    const { token, user } = h.trade.demo.switchTo(real.token, { user_id: String(twin.id) });
    expect(user.id).toBe(twin.id);
    expect(token).not.toBe(real.token);
    expect(h.trade.demo.create(token).id).toBe(twin.id); // the twin asking: itself

    const before = realBalances();
    const contract = { ...BTC_PAIR, multiple: '10', type: '1', status: '1' };
    h.trade.lever.submit(token, { ...contract, share: '100' });
    h.trade.lever.submit(token, { ...contract, share: '5', type: '2', status: '0', target_price: '90000' });
    h.trade.spot.place(token, { ...BTC_PAIR, type: '1', amount: '0.5', order_type: 'market' });
    h.trade.spot.place(token, { ...BTC_PAIR, type: '1', amount: '0.1', target_price: '1000' });
    const bet = { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '1000' };
    h.trade.micro.submit(token, bet);
    h.price('BTC/USDT', '97000.00');
    expect(realBalances()).toBe(before);
    expect(h.balance(twin.id, 'lever').available).not.toBe('100000.00000000');

    h.trade.demo.reset(real.token, { user_id: String(twin.id) });
    for (const { account, currency } of DEMO_FUNDS)
      expect(h.balance(twin.id, account, currency)).toEqual({
        available: '100000.00000000',
        frozen: '0.00000000',
      });
    expect(h.balance(twin.id, 'change', 1)).toEqual({ available: '0.00000000', frozen: '0.00000000' });
    expect(h.trade.lever.dealAll(token, { status: '0' }).page.total).toBe(0);
    expect(h.trade.lever.dealAll(token, {}).page.total).toBe(0);
    expect(h.trade.micro.list(token, { status: '1' }).total).toBe(0);
    expect(h.trade.spot.list(token, { status: '1' })).toEqual([]);
    expect(realBalances()).toBe(before);
    expect(h.problems()).toEqual([]);

    const back = h.trade.demo.switchTo(token, { user_id: String(real.id) });
    expect(back.user).toMatchObject({ id: real.id, is_demo: false });
  });

  it('refuses other users, a real account reset, and bad ids', () => {
    const twin = h.trade.demo.create(real.token);
    const other = h.newUser();
    const otherTwin = h.trade.demo.create(other.token);
    expect(failure(() => h.trade.demo.switchTo(real.token, { user_id: String(other.id) }))).toBe(
      'error.accountSwitchDenied',
    );
    expect(failure(() => h.trade.demo.switchTo(real.token, { user_id: String(otherTwin.id) }))).toBe(
      'error.accountSwitchDenied',
    );
    expect(failure(() => h.trade.demo.reset(other.token, { user_id: String(twin.id) }))).toBe(
      'error.accountSwitchDenied',
    );
    expect(failure(() => h.trade.demo.reset(real.token, { user_id: String(real.id) }))).toBe(
      'error.demoOnly',
    );
    expect(failure(() => h.trade.demo.switchTo(real.token, { user_id: 'me' }))).toBe('error.param');
    expect(failure(() => h.trade.demo.create(undefined))).toBe('error.needLogin');
  });
});
