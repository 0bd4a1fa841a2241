/**
 * The auth area in the family's wire shapes (wire-facts §2). See ./market.ts for how the encoders are used.
 */

/** The profile as the engine describes it (`engine.user.info`). */
export interface ProfileRow {
  id: number;
  account: string;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  nickname: string;
  head_portrait: string;
  signature: string;
  extension_code: string;
  real_name_status: number;
  google_bind: boolean;
  is_demo: boolean;
  credit_score: number;
  lang?: string | null;
  created_at?: number;
  pay_password_set?: boolean;
  /** A demo twin's real account (decision 67). */
  demo_owner_id?: number;
  /** The verified identity (level 1 approved): real name and document number. */
  verified?: { name: string; card_id: string };
}

/** A wallet group as `/wallet/list` sends it (`{ balance: [...], totle, … }`). */
type Group = { balance: unknown[]; totle?: string };

/**
 * `/user/info`: the `users` row, its appended fields and the four wallet groups (T's `UserController@info`).
 * `area_code`, `country_code`, `signature`, `google_bind`, `is_demo`, `credit_score`, `lang`, `pay_password_set`,
 * `demo_owner_id` (a demo twin's real account) and `real_name_status`
 * are demo extras; `review_status` carries the verification state (3 = rejected is the demo's, decision 55).
 */
export function userInfoWire(
  p: ProfileRow,
  wallets: { legal_wallet: Group; change_wallet: Group; lever_wallet: Group; micro_wallet: Group },
) {
  const usdt = wallets.micro_wallet.balance.find(
    (row) => (row as { currency_name?: string }).currency_name === 'USDT',
  ) as { micro_balance?: string } | undefined;
  return {
    id: p.id,
    account_number: p.account,
    account: p.account,
    phone: p.phone,
    email: p.email,
    nickname: p.nickname,
    head_portrait: p.head_portrait,
    extension_code: p.extension_code,
    parent_id: null,
    status: 0,
    is_realname: p.real_name_status === 2 ? 1 : 0,
    review_status: p.real_name_status,
    name: p.verified?.name ?? '',
    ...(p.verified ? { card_id: p.verified.card_id } : {}),
    is_seller: 0,
    usdt: usdt?.micro_balance ?? '0.00000000',
    caution_money: '0.00000000',
    currency_usdt_id: 3,
    currency_usdt_name: 'USDT',
    tobe_seller_lockusdt: '0',
    is_open_transfer_candy: '0',
    lever_wallet: { balance: wallets.lever_wallet.balance, totle: wallets.lever_wallet.totle ?? '0' },
    legal_wallet: { balance: wallets.legal_wallet.balance, totle: wallets.legal_wallet.totle ?? '0' },
    micro_wallet: { balance: wallets.micro_wallet.balance },
    change_wallet: { balance: wallets.change_wallet.balance },
    // demo extras
    area_code: p.area_code,
    signature: p.signature,
    real_name_status: p.real_name_status,
    google_bind: p.google_bind,
    is_demo: p.is_demo,
    credit_score: p.credit_score,
    lang: p.lang ?? null,
    pay_password_set: p.pay_password_set ?? false,
    ...(p.demo_owner_id === undefined ? {} : { demo_owner_id: p.demo_owner_id }),
  };
}

/** `/getSetting {keyword}`: the `settings` row (T's `UserController@getSetting`), or null when there is none. */
export const settingRowWire = (id: number, key: string, value: string) => ({ id, key, value, notes: '' });
