/**
 * Wallet area: a user's balances in the API family's shape (`POST /wallet/list`) and moving money between
 * their own accounts (`POST /wallet/change`), and beside it the wallet's movements — records, deposits,
 * withdrawals, the coin exchange, withdraw addresses and the bank card. All read and write only through the
 * ledger (`../ledger`), which keeps every balance.
 */
import {
  fiatRates,
  WALLET_EX_RATE,
  WALLET_OPEN_CTBI,
  walletCurrencies,
  type WalletCurrency,
} from '../../fixtures/wallet';
import { fail, type EngineContext } from '../core';
import type { MarketArea } from '../market';
import type { UserArea } from '../auth';
import {
  dec,
  fmt,
  isWalletAccount,
  LedgerDecimal,
  parseAmount,
  WALLET_ACCOUNTS,
  ZERO,
  type AccountName,
  type Ledger,
  type WalletAccount,
} from '../ledger';
import { createUploadArea } from '../uploads';
import { createAddresses } from './addresses';
import { createBankCard } from './bankCard';
import { createDeposits } from './deposits';
import { createExchange } from './exchange';
import { createReviewPolicy, type ReviewSettings } from './funding';
import { createFundingInfo } from './fundingInfo';
import { createRecords } from './records';
import { createReviewDesk } from './review';
import { createWithdrawals } from './withdrawals';

type Input<K extends string> = Partial<Record<K, string>>;

/** One row of a wallet group (wire-facts §8): `<account>_balance` is available, `lock_<account>_balance` frozen. */
export interface WalletRow {
  /** The family's `users_wallet` row id (one per user × currency): here `user_id × 100000 + currency`. */
  id: number;
  currency: number;
  currency_name: string;
  is_charge: boolean;
  /** Value of one unit in USDT. */
  usdt_price: string;
  [balance: `${string}_balance`]: string;
}

export interface WalletGroup {
  balance: WalletRow[];
  /** The group's value in USDT (the family sends 0 here; we send the same figure as `usdt_totle`). */
  totle: string;
  usdt_totle: string;
  /** The group's value in CNY at `ExRate`. */
  CNY: string;
}

/** The ledger's other accounts (spec §3: fund, transaction, financial), sent by the demo beside the family's four. */
const EXTRA_ACCOUNTS = ['fund', 'transaction', 'financial'] as const satisfies readonly AccountName[];
type ShownAccount = WalletAccount | (typeof EXTRA_ACCOUNTS)[number];

export type WalletList = Record<`${ShownAccount}_wallet`, WalletGroup> & {
  ExRate: string;
  is_open_CTbi: string;
};

/** The reason written on `/wallet/change` journal legs. */
export const TRANSFER_REASON = 'transfer';

export function createWalletArea(
  ctx: EngineContext,
  deps: {
    user: UserArea;
    market: MarketArea;
    ledger: Ledger;
    /** The user's verified identity level (withdrawal limits); unknown = 0. */
    verifiedLevel?: (userId: number) => 0 | 1 | 2;
  },
) {
  const { user: users, market, ledger } = deps;
  const records = createRecords(ctx, deps);
  const exchange = createExchange(ctx, deps);
  const addresses = createAddresses(ctx, deps);
  const bankCard = createBankCard(ctx, deps);
  const review = createReviewPolicy();
  // the vouchers' files, read through the uploads area's own rules (it keeps no state beyond the store)
  const uploads = createUploadArea(ctx, deps);
  const { reviewDeposits, decideDeposit, ...deposits } = createDeposits(ctx, { ...deps, review, uploads });
  const { reviewWithdrawals, decideWithdrawal, ...withdrawals } = createWithdrawals(ctx, {
    ...deps,
    review,
    addressSavedAt: addresses.addressSavedAt,
    bankCardOf: bankCard.bankCardOf,
  });
  const desk = createReviewDesk({ ledger, decideDeposit, decideWithdrawal });

  function usdtPrice(currency: WalletCurrency): string {
    if (currency.usdt_price) return currency.usdt_price;
    const pair = market.marketByCurrency(currency.id);
    return pair ? market.livePrice(pair.symbol) : '0';
  }

  function walletCurrency(raw: string | undefined): WalletCurrency {
    const text = (raw ?? '').trim();
    const found = /^\d{1,9}$/.test(text) ? walletCurrencies.find((c) => c.id === Number(text)) : undefined;
    return found ?? fail('error.currencyUnknown');
  }

  return {
    ...records,
    ...exchange,
    ...addresses,
    ...bankCard,
    ...deposits,
    ...withdrawals,
    ...createFundingInfo(ctx, deps),

    /** The demo's review delay for deposits and withdrawals (ms; 0 = decided at the next wallet call). */
    setReviewDelay: (ms: number) => review.set(ms),

    /**
     * The review's settings (decision 91): `mode` auto | manual, `delayMs`, `withdrawOverUsdt`, `newAddressMs`; the
     * Node server sets them from its environment (mocks/server/config.ts). Returns the settings now.
     */
    configureReview(next: Partial<ReviewSettings> = {}): ReviewSettings {
      review.configure(next);
      return review.settings();
    },

    /** A reviewer's decision on one deposit or withdrawal under review (`/demo/review`: ./review.ts). */
    decideReview: desk.decide,

    /**
     * Decides every deposit and withdrawal whose review is due at `now` (the wallet handlers run it first, like the
     * trade sweep). Returns what it decided.
     */
    reviewDue(now = ctx.clock()) {
      // everyone's reviews: no request's intent is stored with them (../ledger/intents.ts)
      return ledger.intents.outside(() => ({
        deposits: reviewDeposits(now),
        withdrawals: reviewWithdrawals(now),
      }));
    },

    /** `GET /fiat/rates`: units of each fiat currency per US dollar (the demo's exchange-rate service). */
    fiatRates: () => fiatRates.map((r) => ({ ...r })),

    /** `POST /wallet/list {currency_name?}`: the four wallet groups; `currency_name` filters by name (contains). */
    list(token: string | undefined, currencyName?: string): WalletList {
      const user = users.requireUser(token);
      const held = new Map(ledger.balances(user.id).map((b) => [`${b.account}:${b.currency}`, b]));
      const filter = currencyName?.trim().toLowerCase();
      const currencies = walletCurrencies.filter((c) => !filter || c.name.toLowerCase().includes(filter));
      const prices = new Map(currencies.map((c) => [c.id, usdtPrice(c)]));
      const rate = new LedgerDecimal(WALLET_EX_RATE);

      const group = (account: ShownAccount): WalletGroup => {
        let value = ZERO;
        const balance = currencies.map((c): WalletRow => {
          const doc = held.get(`${account}:${c.id}`);
          const available = doc?.available ?? fmt(0);
          const frozen = doc?.frozen ?? fmt(0);
          const price = prices.get(c.id)!;
          value = value.plus(dec(available).plus(dec(frozen)).times(price));
          // Computed keys widen to a string index, hence the assertion; the fields are the interface's.
          return {
            id: user.id * 100_000 + c.id,
            currency: c.id,
            [`${account}_balance`]: available,
            [`lock_${account}_balance`]: frozen,
            is_charge: c.charge,
            currency_name: c.name,
            usdt_price: price,
          } as WalletRow;
        });
        return { balance, totle: fmt(value), usdt_totle: fmt(value), CNY: value.times(rate).toFixed(2) };
      };

      const groups = Object.fromEntries(
        [...WALLET_ACCOUNTS, ...EXTRA_ACCOUNTS].map((a) => [`${a}_wallet`, group(a)]),
      ) as Record<`${ShownAccount}_wallet`, WalletGroup>;
      return { ...groups, ExRate: WALLET_EX_RATE, is_open_CTbi: WALLET_OPEN_CTBI };
    },

    /**
     * `POST /wallet/change {currency_id, number, from_field, to_field}`: moves `number` of a currency between
     * two of the user's wallet accounts (names: legal, change, lever, micro). All or nothing; "Insufficient
     * wallet balance" when the source has less available. (Refusing to move out of lever while lever
     * orders are open comes with the lever slice.)
     */
    change(
      token: string | undefined,
      input: Input<'currency_id' | 'number' | 'from_field' | 'to_field'>,
    ): void {
      const user = users.requireUser(token);
      const currency = walletCurrency(input.currency_id);
      const from = input.from_field?.trim();
      const to = input.to_field?.trim();
      if (!isWalletAccount(from) || !isWalletAccount(to)) return fail('error.walletTypeInvalid');
      if (from === to) return fail('error.transferSameAccount');
      const amount = parseAmount(input.number);
      if (!amount || amount.isZero()) return fail('error.amountInvalid');
      ledger.transfer({
        from: { user: user.id, account: from },
        to: { user: user.id, account: to },
        currency: currency.id,
        amount,
        reason: TRANSFER_REASON,
      });
    },
  };
}

