/**
 * The wallet area's calls (wire-facts §8): balances from the ledger, transfers between a user's accounts, records
 * read from the journal, the demo's fiat rates and the coin exchange; deposits and withdrawals in ./funding.ts,
 * withdraw addresses and the bank card in ./payees.ts. Signed in, except the fiat rates.
 */
import { once } from '../_intents';
import { ok, pick, route, str } from '../_util';
import { fundingHandlers } from './funding';
import { payeeHandlers } from './payees';
import { legalLogWire, transferHistoryWire } from '../wire/wallet';

export const walletHandlers = [
  // → { type: 'ok', message: { legal_wallet, change_wallet, lever_wallet, micro_wallet, ExRate, is_open_CTbi } }
  // (deposits and withdrawals whose review is due are decided first: ./funding.ts)
  route('post', '/wallet/list', ({ engine, params, token }) => {
    engine.wallet.reviewDue();
    return ok(engine.wallet.list(token, str(params, 'currency_name')));
  }),

  // → { type: 'ok', message: '<Transfer successful>' } | { type: 'error', message: '<Insufficient wallet balance>' }
  route(
    'post',
    '/wallet/change',
    once(({ engine, params, token, t }) => {
      engine.wallet.change(token, pick(params, ['currency_id', 'number', 'from_field', 'to_field']));
      return ok(t('ok.transferred'));
    }),
  ),

  // → { list: [account_log rows], count, limit, page, is_open_CTbi }
  route('post', '/wallet/legal_log', ({ engine, params, token, t }) => {
    engine.wallet.reviewDue();
    return ok(
      legalLogWire(
        engine.wallet.legalLog(token, pick(params, ['currency', 'type', 'account', 'page', 'limit'])),
        t,
      ),
    );
  }),

  // → a Laravel paginator of transfer rows
  route('get', '/wallet/hzhistory', ({ engine, params, token, t }) =>
    ok(transferHistoryWire(engine.wallet.transferHistory(token, pick(params, ['page', 'limit'])), t)),
  ),

  // The spec's external exchange-rate service, served by the demo: → [{ currency_code, rate }] per US dollar.
  route('get', '/fiat/rates', ({ engine }) => ok(engine.wallet.fiatRates())),

  // Coin exchange (wire-facts §8), on the user's change account.
  // → { transfer: [{ id, name }], wallet: [{ currency, currency_name, change_balance }] }
  route('post', '/user/getTransferList', ({ engine, token }) => ok(engine.wallet.transferList(token))),

  // → { form_price, to_price, fee } (prices in USDT, fee a fraction of the amount)
  route('post', '/user/getTransferFee', ({ engine, params, token }) =>
    ok(engine.wallet.transferFee(token, pick(params, ['from_currency_id', 'to_currency_id']))),
  ),

  // → '<Exchange successful>'; the demo also reads the prices the app showed (`form_price`, `to_price`)
  route(
    'post',
    '/user/Transfer',
    once(({ engine, params, token, t }) => {
      engine.wallet.transfer(
        token,
        pick(params, ['number', 'from_currency_id', 'to_currency_id', 'form_price', 'to_price']),
      );
      return ok(t('ok.exchanged'));
    }),
  ),

  ...fundingHandlers,
  ...payeeHandlers,
];
