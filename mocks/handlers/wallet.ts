/** Wallet calls (wire-facts §8): balances from the ledger and transfers between a user's accounts. Signed in. */
import { ok, pick, route, str } from './_util';

export const walletHandlers = [
  // → { type: 'ok', message: { legal_wallet, change_wallet, lever_wallet, micro_wallet, ExRate, is_open_CTbi } }
  route('post', '/wallet/list', ({ engine, params, token }) =>
    ok(engine.wallet.list(token, str(params, 'currency_name'))),
  ),

  // → { type: 'ok', message: '<Transfer successful>' } | { type: 'error', message: '<Insufficient wallet balance>' }
  route('post', '/wallet/change', ({ engine, params, token, t }) => {
    engine.wallet.change(token, pick(params, ['currency_id', 'number', 'from_field', 'to_field']));
    return ok(t('ok.transferred'));
  }),
];
