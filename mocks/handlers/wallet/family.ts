/**
 * The family's wallet calls beyond the spec's (wire-facts §14; encoders in ../wire/wallet/family.ts): the deposit
 * channels and the international bank-account form. Its values are the bank card's, saved by `/user/cash_save`.
 */
import { depositsOpen, fundingCoins } from '../../engine/wallet/funding';
import { ok, route } from '../_util';
import { internationalFormWire, paymentsWire } from '../wire/wallet/family';

export const walletFamilyHandlers = [
  // → { list: [payments rows: id, currency_id, name, logo, type (network), address, status, sort, …] }
  route('get', '/paymentslist', ({ engine, token }) =>
    ok(paymentsWire(fundingCoins().filter(depositsOpen), engine.user.optionalUser(token)?.id)),
  ),

  // → { forms: [labels in the request's language], data: [the saved values, one per label] } | 999 signed out
  route('post', '/user/cash_info_international', ({ engine, token, lang }) => {
    const card = engine.wallet.cashInfo(token); // signed in only
    const setting = engine.common.settings('form_international').form_international ?? '';
    return ok(internationalFormWire(setting, lang, card));
  }),
];
