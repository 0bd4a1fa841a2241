/**
 * Withdrawals (wire-facts §8: `/wallet/get_info`, `/wallet/out`, `/user/withdraw/list`, and the demo's
 * `/user/onlineOut`; decisions 81, 82). From the change account, to a TRC20/ERC20 address (`type` 0) or to the bank
 * card (`type` 1, USDT). Checked: the amount (minimum, fee, balance), the address, the verification level's
 * 24-hour limit in BTC and the pay password. The amount is frozen at once (`withdraw` journal entry, reference
 * `withdraw:<id>`); the demo's review then settles it — the fee to the house, the rest out of the ledger — or
 * refuses it, and the frozen amount returns to available exactly, in one transaction (decision 91). Withdrawals
 * worth more than the review threshold, or to an address first used within the window, wait for a reviewer even
 * when the review is automatic.
 */
import { BANK_WITHDRAW_CURRENCY } from '../../fixtures/wallet';
import { fail, type EngineContext, type ServerKey } from '../core';
import type { MarketArea } from '../market';
import type { UserArea, UserDoc } from '../auth';
import { dec, fmt, parseAmount, type Ledger } from '../ledger';
import { withdrawalMessage } from '../messages';
import { chainOf, type Chain } from './addresses';
import type { BankCardDoc } from './bankCard';
import type { Verdict } from './deposits';
import { btcValue, fundingCoin, REVIEW, usdtPriceOf, type ReviewPolicy, type ReviewStatus } from './funding';
import { pageOf, type RecordPage } from './records';

type Input<K extends string> = Partial<Record<K, string>>;
type OutInput = Input<'currency' | 'number' | 'address' | 'rate' | 'type' | 'pay_password' | 'pass' | 'password'>;

/** `wallet_withdrawals` / `<id>`. */
export interface WithdrawalDoc {
  id: number;
  user_id: number;
  currency: number;
  currency_name: string;
  /** 0 to an address, 1 to the bank card. */
  type: 0 | 1;
  chain: Chain | null;
  /** The address, or the bank account's last four digits behind `****`. */
  address: string;
  /** Taken from the balance (fee included). */
  number: string;
  fee: string;
  /** What arrives: number − fee. */
  arrival: string;
  /** `number` in BTC at submission (counted against the daily limit). */
  btc_value: string;
  status: ReviewStatus;
  created_at: number;
  due_at: number;
  reviewed_at: number | null;
  /** Why it waits for a reviewer whatever the mode: worth more than the threshold, or to a new address. */
  hold?: WithdrawalHold | null;
  /** A refusal's reason as the reviewer wrote it, or as a server text (translated when read). */
  reason?: string | null;
  reason_key?: ServerKey | null;
}

export type WithdrawalHold = 'amount' | 'new_address';

const COLLECTION = 'wallet_withdrawals';
export const WITHDRAW_REASON = 'withdraw';
/** The journal reason of a refused withdrawal's unfreeze (a `withdraw` record). */
const WITHDRAW_REFUSED_REASON = 'withdraw.refused';

export function createWithdrawals(
  ctx: EngineContext,
  deps: {
    user: UserArea;
    market: MarketArea;
    ledger: Ledger;
    review: ReviewPolicy;
    /** When the user saved `address` as a withdraw address, or undefined (not saved). */
    addressSavedAt: (userId: number, address: string) => number | undefined;
    bankCardOf: (userId: number) => BankCardDoc | undefined;
    verifiedLevel?: (userId: number) => 0 | 1 | 2;
  },
) {
  const { store, clock } = ctx;
  const { user: users, market, ledger, review } = deps;

  /** The limit's level: level 2 once verified at level 2, else level 1's (unverified users included). */
  const levelOf = (user: UserDoc): 1 | 2 => (deps.verifiedLevel?.(user.id) === 2 ? 2 : 1);

  function limitOf(user: UserDoc) {
    const level = levelOf(user);
    const row = users.levels().find((l) => l.level === level)!;
    const since = clock() - row.withdraw_limit_hours * 60 * 60_000;
    const used = store
      .list<WithdrawalDoc>(COLLECTION, (w) => w.user_id === user.id && w.status !== REVIEW.refused && w.created_at > since)
      .reduce((sum, w) => sum.plus(w.btc_value), dec('0'));
    return { level, limit: row.withdraw_limit, currency: row.withdraw_limit_currency, used: fmt(used) };
  }

  /**
   * Why a withdrawal must wait for a reviewer even in `auto`: its value in USDT is over the threshold, or its
   * address was first used (saved, or withdrawn to) less than the window ago — a first use now included.
   */
  function holdOf(userId: number, coinValueUsdt: string, address: string | null, now: number): WithdrawalHold | null {
    if (dec(coinValueUsdt).gt(review.withdrawOverUsdt)) return 'amount';
    if (address === null || review.newAddressMs === 0) return null;
    const uses = store
      .list<WithdrawalDoc>(COLLECTION, (w) => w.user_id === userId && w.type === 0 && w.address === address)
      .map((w) => w.created_at);
    const saved = deps.addressSavedAt(userId, address);
    const first = Math.min(now, saved ?? now, ...uses);
    return now - first < review.newAddressMs ? 'new_address' : null;
  }

  /**
   * Decides one withdrawal under review, in one transaction: approved, the frozen amount is settled (the fee to the
   * house, the rest paid out); refused, exactly the frozen amount returns to available and the reason is kept.
   */
  function decideWithdrawal(id: number, verdict: Verdict, now = clock()): WithdrawalDoc {
    return store.transaction(() => {
      const doc = store.get<WithdrawalDoc>(COLLECTION, String(id)) ?? fail('error.reviewNotFound');
      if (doc.status !== REVIEW.pending) return fail('error.reviewDecided');
      const memo = { user: doc.user_id, account: 'change' as const, currency: doc.currency, amount: doc.number };
      if (verdict.approve) {
        const paid: WithdrawalDoc = { ...doc, status: REVIEW.done, reviewed_at: now, reason: null, reason_key: null };
        store.put(COLLECTION, String(doc.id), paid);
        ledger.settle({ ...memo, fee: doc.fee, reason: WITHDRAW_REASON, reference: `withdraw:${doc.id}` });
        withdrawalMessage(ctx, paid);
        return paid;
      }
      const refused: WithdrawalDoc = {
        ...doc,
        status: REVIEW.refused,
        reviewed_at: now,
        reason: verdict.reason,
        reason_key: verdict.reasonKey,
      };
      store.put(COLLECTION, String(doc.id), refused);
      ledger.unfreeze({ ...memo, reason: WITHDRAW_REFUSED_REASON, reference: `withdraw:${doc.id}` });
      withdrawalMessage(ctx, refused);
      return refused;
    });
  }

  /**
   * The automatic review (`auto` only): pays out every withdrawal whose time has come and that is not held for a
   * reviewer; each in its own transaction (a failure is logged and skipped).
   */
  function reviewWithdrawals(now = clock()): WithdrawalDoc[] {
    if (review.mode === 'manual') return [];
    const due = store
      .list<WithdrawalDoc>(COLLECTION, (w) => w.status === REVIEW.pending && !w.hold && w.due_at <= now)
      .sort((a, b) => a.id - b.id);
    const done: WithdrawalDoc[] = [];
    for (const doc of due) {
      try {
        done.push(decideWithdrawal(doc.id, { approve: true }, now));
      } catch (error) {
        ctx.log(`[wallet] withdrawal ${doc.id} review failed: ${String(error)}`);
      }
    }
    return done;
  }

  async function submit(token: string | undefined, input: OutInput, forcedType?: 1): Promise<WithdrawalDoc> {
    const user = users.requireUser(token);
    const coin = fundingCoin(input.currency);
    const typeText = forcedType === undefined ? (input.type ?? '0').trim() || '0' : String(forcedType);
    if (typeText !== '0' && typeText !== '1') return fail('error.param');
    const type = Number(typeText) as 0 | 1;
    const number = parseAmount(input.number);
    if (!number || number.isZero()) return fail('error.amountInvalid');
    const { min_withdraw: min, withdraw_fee: fee } = coin.rule;
    if (number.lt(min)) return fail('error.withdrawBelowMin', { min, coin: coin.name });
    if (number.lte(fee)) return fail('error.withdrawBelowFee', { fee, coin: coin.name });

    let chain: Chain | null = null;
    let address: string;
    if (type === 0) {
      address = (input.address ?? '').trim();
      if (!address) return fail('error.addressRequired');
      if (address.includes('*')) return fail('error.addressMasked');
      chain = chainOf(address) ?? fail('error.addressInvalid');
    } else {
      if (coin.id !== BANK_WITHDRAW_CURRENCY) return fail('error.bankWithdrawCurrency');
      const card = deps.bankCardOf(user.id) ?? fail('error.bankCardRequired');
      address = `****${card.bank_account.slice(-4)}`;
    }
    const available = ledger.balance(user.id, 'change', coin.id).available;
    if (number.gt(available)) return fail('error.insufficientBalance');
    const value = btcValue(market, coin, fmt(number));
    const limit = limitOf(user);
    if (dec(limit.used).plus(value).gt(limit.limit))
      return fail('error.withdrawDailyLimit', { limit: limit.limit, level: limit.level });
    await users.verifyPayPassword(user, input.pay_password || input.pass || input.password);

    const usdtValue = fmt(number.times(usdtPriceOf(market, coin)));
    return store.transaction(() => {
      // again inside the booking's transaction: withdrawals sent at once all passed the check above while
      // their pay passwords were being verified, and together could pass the 24-hour limit
      const fresh = limitOf(user);
      if (dec(fresh.used).plus(value).gt(fresh.limit))
        return fail('error.withdrawDailyLimit', { limit: fresh.limit, level: fresh.level });
      const now = clock();
      const hold = holdOf(user.id, usdtValue, type === 0 ? address : null, now);
      const id = store.nextId(COLLECTION);
      const doc: WithdrawalDoc = {
        id,
        user_id: user.id,
        currency: coin.id,
        currency_name: coin.name,
        type,
        chain,
        address,
        number: fmt(number),
        fee: fmt(fee),
        arrival: fmt(number.minus(fee)),
        btc_value: value,
        status: REVIEW.pending,
        created_at: now,
        due_at: now + review.delayMs,
        reviewed_at: null,
        hold,
        reason: null,
        reason_key: null,
      };
      store.put(COLLECTION, String(id), doc);
      ledger.freeze({
        user: user.id,
        account: 'change',
        currency: coin.id,
        amount: number,
        reason: WITHDRAW_REASON,
        reference: `withdraw:${id}`,
      });
      return doc;
    });
  }

  return {
    reviewWithdrawals,
    decideWithdrawal,

    /**
     * `POST /wallet/get_info {currency}`: the fee (`rate`), `min_number`, the balances, and the demo's extras: the
     * 24-hour limit and its use, whether a pay password, an address book entry and a bank card exist.
     */
    withdrawInfo(token: string | undefined, input: Input<'currency'>) {
      const user = users.requireUser(token);
      const coin = fundingCoin(input.currency);
      const limit = limitOf(user);
      return {
        coin,
        change: ledger.balance(user.id, 'change', coin.id),
        legal: ledger.balance(user.id, 'legal', coin.id),
        limit,
        payPasswordSet: users.hasPayPassword(user.id),
        bankCard: coin.id === BANK_WITHDRAW_CURRENCY && deps.bankCardOf(user.id) !== undefined,
        bankAllowed: coin.id === BANK_WITHDRAW_CURRENCY,
      };
    },

    /** `POST /wallet/out {currency, number, address, rate, type, pay_password | pass | password}`. */
    withdraw: (token: string | undefined, input: OutInput) => submit(token, input),

    /** `POST /user/onlineOut`: the same to the bank card (`type` 1 whatever is sent). */
    withdrawToBank: (token: string | undefined, input: OutInput) => submit(token, input, 1),

    /** `GET /user/withdraw/list {page, limit}`: the user's withdrawals, newest first, 10 a page. */
    withdrawList(token: string | undefined, input: Input<'page' | 'limit'>): RecordPage<WithdrawalDoc> {
      const user = users.requireUser(token);
      const { page, limit } = pageOf(input);
      const all = store.list<WithdrawalDoc>(COLLECTION, { user_id: user.id }).sort((a, b) => b.id - a.id);
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },
  };
}
