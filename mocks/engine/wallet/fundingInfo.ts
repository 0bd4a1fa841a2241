/**
 * The read-only wallet calls around deposits and withdrawals (wire-facts §8; decisions 81, 82): the coin picker's list
 * (`/currency/user_currency_list`), one wallet (`/wallet/detail`) and a coin's fiat value (`/wallet/getRateCurrency`).
 */
import { fiatRates, WALLET_EX_RATE } from '../../fixtures/wallet';
import { fail, type EngineContext } from '../core';
import type { MarketArea } from '../market';
import { rates } from '../market/rates';
import type { UserArea } from '../auth';
import { isWalletAccount, LedgerDecimal, type Ledger } from '../ledger';
import { depositAddress, depositsOpen, fundingCoin, fundingCoins, usdtPriceOf } from './funding';

type Input<K extends string> = Partial<Record<K, string>>;

export function createFundingInfo(
  _ctx: EngineContext,
  deps: { user: UserArea; market: MarketArea; ledger: Ledger },
) {
  const { user: users, market, ledger } = deps;

  return {
    /**
     * `GET /currency/user_currency_list`: the coins a user deposits and withdraws, with the change balance and the
     * rules the pickers show (the family's shape is not known: rows of `/currency/list` plus ours).
     */
    userCurrencyList(token: string | undefined) {
      const user = users.requireUser(token);
      return fundingCoins().map((c) => ({
        id: c.id,
        name: c.name,
        currency_name: c.name,
        is_charge: depositsOpen(c),
        chains: c.rule.chains,
        min_deposit: c.rule.min_deposit,
        min_number: c.rule.min_withdraw,
        rate: c.rule.withdraw_fee,
        usdt_price: usdtPriceOf(market, c),
        change_balance: ledger.balance(user.id, 'change', c.id).available,
      }));
    },

    /** `POST /wallet/detail {currency, type}`: one wallet row of the family (the address: the first network's). */
    walletDetail(token: string | undefined, input: Input<'currency' | 'type'>) {
      const user = users.requireUser(token);
      const coin = fundingCoin(input.currency);
      const type = (input.type ?? '').trim();
      if (!isWalletAccount(type)) return fail('error.walletTypeInvalid');
      const balance = ledger.balance(user.id, type, coin.id);
      const chain = coin.rule.chains[0];
      return {
        id: user.id * 100_000 + coin.id,
        currency: coin.id,
        currency_name: coin.name,
        [`${type}_balance`]: balance.available,
        [`lock_${type}_balance`]: balance.frozen,
        address: chain ? depositAddress(user.id, chain) : '',
        ExRate: WALLET_EX_RATE,
        is_charge: depositsOpen(coin),
        coin_trade_fee: rates.coinTradeFee(coin.id, market.markets().filter((m) => m.kind === 'spot')),
        usdt_price: usdtPriceOf(market, coin),
      };
    },

    /**
     * `GET /wallet/getRateCurrency {id}` (a coin id): one unit's value in CNY (`rmb`, the family's field), and the
     * demo's `usdt` and `rates` (every fiat of the exchange-rate service).
     */
    rateCurrency(input: Input<'id'>) {
      const coin = fundingCoin(input.id);
      const usdt = new LedgerDecimal(usdtPriceOf(market, coin));
      return {
        rmb: usdt.times(WALLET_EX_RATE).toFixed(2),
        usdt: usdt.toFixed(8),
        rates: Object.fromEntries(fiatRates.map((r) => [r.currency_code, usdt.times(r.rate).toFixed(2)])),
      };
    },
  };
}
