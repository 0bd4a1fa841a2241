/**
 * Withdraw addresses and the bank card (wire-facts §9, decision 68): where withdrawals go. Signed in. Saving or
 * editing an address asks for the pay password (attempt-limited, like the login password).
 */
import { BANK_CARD_FIELDS } from '../../engine/wallet/bankCard';
import { ok, pick, route } from '../_util';
import { addressListWire, cashInfoWire } from '../wire/wallet/payees';

const ADDRESS_FIELDS = ['currency', 'name', 'address', 'chain', 'password'] as const;

export const payeeHandlers = [
  // → { data: [users_wallet_withdraw rows], page, pages, total }
  route('get', '/user/wallet/list', ({ engine, params, token }) =>
    ok(addressListWire(engine.wallet.addressList(token, pick(params, ['page', 'limit'])))),
  ),

  // {currency, name (remark), address, password, chain?, id? (edits)} → '<Withdraw address saved>'
  route('post', '/user/wallet/save', async ({ engine, params, token, t }) => {
    await engine.wallet.saveAddress(token, pick(params, ['id', ...ADDRESS_FIELDS]));
    return ok(t('ok.addressSaved'));
  }),

  // {id, currency, name, address, password, chain?} → '<Withdraw address saved>' (shape ours: not in the facts)
  route('post', '/user/editUserAddress', async ({ engine, params, token, t }) => {
    await engine.wallet.editAddress(token, pick(params, ['id', ...ADDRESS_FIELDS]));
    return ok(t('ok.addressSaved'));
  }),

  // {id} → '<Withdraw address deleted>' (shape ours: not in the facts)
  route('get', '/user/delUserAddress', ({ engine, params, token, t }) => {
    engine.wallet.deleteAddress(token, pick(params, ['id']));
    return ok(t('ok.addressDeleted'));
  }),

  // → the user_cash_info row with `banks`, or { banks: [] } without a card
  route('post', '/user/cash_info', ({ engine, token }) => {
    const user = engine.user.requireUser(token);
    return ok(cashInfoWire(engine.wallet.cashInfo(token), user.account));
  }),

  // {real_name, bank_account, bank_name, bank_address, bank_branch?, bank_code?, aba, swift, post_code,
  //  payee_address, payee_phone} → '<Bank card saved>'
  route('post', '/user/cash_save', ({ engine, params, token, t }) => {
    engine.wallet.cashSave(token, pick(params, BANK_CARD_FIELDS));
    return ok(t('ok.bankCardSaved'));
  }),
];
