/**
 * The family's wallet calls beyond the spec (wire-facts §14) in its shapes: `/paymentslist`, the deposit channels
 * as `payments` rows, and `/user/cash_info_international`, the international bank-account form `{forms, data}`.
 */
import { coinImage } from '../../../engine/market';
import { depositAddress, type FundingCoin } from '../../../engine/wallet/funding';
import type { BankCardDoc } from '../../../engine/wallet/bankCard';
import type { LangCode } from '../../../engine';
import { internationalForm } from '../../../fixtures/common';

/**
 * `/paymentslist`: `{list}` of `payments` rows (status 1, by `sort` descending): one per coin and network the demo
 * takes deposits on (`/wallet/get_in_address`'s), `type` the network, `address` the user's own on it ('' signed
 * out: the demo's addresses are per user, T's per site). `min_number` is ours: the coin's least deposit.
 */
export function paymentsWire(coins: readonly FundingCoin[], userId: number | undefined) {
  const channels = coins.flatMap((coin) => coin.rule.chains.map((chain) => ({ coin, chain })));
  return {
    list: channels.map(({ coin, chain }, i) => ({
      id: i + 1,
      currency_id: coin.id,
      name: coin.name,
      currency_name: coin.name,
      logo: coinImage(coin.name),
      type: chain,
      address: userId === undefined ? '' : depositAddress(userId, chain),
      qrcode: '',
      min_number: coin.rule.min_deposit,
      status: 1,
      sort: channels.length - i,
    })),
  };
}

/**
 * The column of a `form_international` line each of our languages reads: the family's `en|zh|hk|fra|jp|kor|spa|th`,
 * then ours it lacks (`ida|vi|tur`). A missing or empty column reads the first (English), as T's parser does.
 */
const FORM_COLUMN: Record<LangCode, number> = {
  en: 0,
  zh: 1,
  hk: 2,
  jp: 4,
  kor: 5,
  spa: 6,
  th: 7,
  ida: 8,
  vi: 9,
  tur: 10,
};

/**
 * `/user/cash_info_international`: `{forms: [labels in lang], data: [the saved value of each]}`, one per line of
 * the `form_international` setting; line i's value is the bank card's `internationalForm[i].field` (saved by
 * `/user/cash_save`), '' without a card or for a line past the known fields.
 */
export function internationalFormWire(setting: string, lang: LangCode, card: BankCardDoc | null) {
  const lines = setting.split('\n').filter((line) => line.trim() !== '');
  const forms = lines.map((line) => {
    const columns = line.split('|').map((c) => c.trim());
    return columns[FORM_COLUMN[lang]] || columns[0]!;
  });
  const data = lines.map((_, i) => {
    const field = internationalForm[i]?.field;
    const value = card && field ? (card as unknown as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' ? value : '';
  });
  return { forms, data };
}
