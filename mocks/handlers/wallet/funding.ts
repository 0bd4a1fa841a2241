/**
 * Deposits and withdrawals (wire-facts §8; decisions 81, 82). Signed in, except a coin's fiat value. Every call first
 * lets the demo's review decide what is due (`engine.wallet.reviewDue()`), so a deposit or a withdrawal is settled
 * by the first call after its delay — the wallet list included (see ./index.ts).
 */
import { once } from '../_intents';
import { ok, pick, route } from '../_util';
import {
  inAddressWire,
  rechargeLogWire,
  withdrawInfoWire,
  withdrawListWire,
} from '../wire/wallet';

const OUT_FIELDS = ['currency', 'number', 'address', 'rate', 'type', 'pay_password', 'pass', 'password'] as const;

export const fundingHandlers = [
  // → [{ id, name, is_charge, chains, min_deposit, min_number, rate, usdt_price, change_balance }]
  route('get', '/currency/user_currency_list', ({ engine, token }) => {
    engine.wallet.reviewDue();
    return ok(engine.wallet.userCurrencyList(token));
  }),

  // {currency, type} → { id, currency, <type>_balance, lock_<type>_balance, address, ExRate, is_charge, … }
  route('post', '/wallet/detail', ({ engine, params, token }) => {
    engine.wallet.reviewDue();
    return ok(engine.wallet.walletDetail(token, pick(params, ['currency', 'type'])));
  }),

  // {id} (a coin) → { rmb, usdt, rates: { USD, CNY, … } }
  route('get', '/wallet/getRateCurrency', ({ engine, params }) => ok(engine.wallet.rateCurrency(pick(params, ['id'])))),

  // {currency} → 'T…' | { trc20, erc20 } (T's shape)
  route('post', '/wallet/get_in_address', ({ engine, params, token }) =>
    ok(inAddressWire(engine.wallet.depositAddresses(token, pick(params, ['currency'])))),
  ),

  // {currency} → { currency, currency_name, min_deposit, chains: [{ chain, address }] } (shape ours: not in the facts)
  route('post', '/user/getAddress', ({ engine, params, token }) =>
    ok(engine.wallet.depositAddresses(token, pick(params, ['currency']))),
  ),

  // {currency, amount, type (network), address, account (voucher path)} → '<Deposit submitted, awaiting review>'
  route(
    'post',
    '/wallet/charge_req',
    once(({ engine, params, token, t }) => {
      engine.wallet.chargeReq(
        token,
        pick(params, ['currency', 'amount', 'type', 'address', 'account', 'voucher']),
      );
      return ok(t('ok.depositSubmitted'));
    }),
  ),

  // → { data: [deposit rows (+ reject_reason)], page, pages, total }
  route('get', '/recharge/log', ({ engine, params, token, t }) => {
    engine.wallet.reviewDue();
    return ok(rechargeLogWire(engine.wallet.rechargeLog(token, pick(params, ['page', 'limit'])), t));
  }),

  // {currency} → { rate, min_number, name, legal_balance, change_balance, + the demo's limit and flags }
  route('post', '/wallet/get_info', ({ engine, params, token }) => {
    engine.wallet.reviewDue();
    return ok(withdrawInfoWire(engine.wallet.withdrawInfo(token, pick(params, ['currency']))));
  }),

  // {currency, number, address, rate, type 0|1, pay_password|pass|password} → '<Withdrawal submitted, …>'
  route(
    'post',
    '/wallet/out',
    once(async ({ engine, params, token, t }) => {
      engine.wallet.reviewDue();
      await engine.wallet.withdraw(token, pick(params, OUT_FIELDS));
      return ok(t('ok.withdrawSubmitted'));
    }),
  ),

  // the same to the bank card (shape ours: not in the facts)
  route(
    'post',
    '/user/onlineOut',
    once(async ({ engine, params, token, t }) => {
      engine.wallet.reviewDue();
      await engine.wallet.withdrawToBank(token, pick(params, OUT_FIELDS));
      return ok(t('ok.withdrawSubmitted'));
    }),
  ),

  // → { data: [withdraw rows (+ reject_reason)], page, pages, total }
  route('get', '/user/withdraw/list', ({ engine, params, token, t }) => {
    engine.wallet.reviewDue();
    return ok(withdrawListWire(engine.wallet.withdrawList(token, pick(params, ['page', 'limit'])), t));
  }),
];
