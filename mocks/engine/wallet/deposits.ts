/**
 * Deposits (wire-facts §8: `/wallet/get_in_address`, `/user/getAddress`, `/wallet/charge_req`, `/recharge/log`;
 * decisions 81, 82). The user pays to their deposit address, uploads the payment voucher and states the amount; the
 * request waits for review and, once approved, the amount is credited to the change account (a `deposit` journal
 * entry referencing `deposit:<id>`, written in the same transaction as the approval).
 */
import { MAX_PENDING_DEPOSITS } from '../../fixtures/wallet';
import { fail, type EngineContext } from '../core';
import type { UserArea } from '../auth';
import { fmt, parseAmount, type Ledger } from '../ledger';
import {
  depositAddress,
  depositsOpen,
  fundingCoin,
  REVIEW,
  type FundingChain,
  type ReviewClock,
  type ReviewStatus,
} from './funding';
import { pageOf, type RecordPage } from './records';

type Input<K extends string> = Partial<Record<K, string>>;

/** `wallet_deposits` / `<id>`. */
export interface DepositDoc {
  id: number;
  user_id: number;
  currency: number;
  currency_name: string;
  chain: FundingChain;
  /** The deposit address paid to. */
  address: string;
  amount: string;
  /** The payment voucher: the uploaded picture's path (`/upload/<name>`). */
  voucher: string;
  status: ReviewStatus;
  created_at: number;
  /** When the demo's review decides it. */
  due_at: number;
  reviewed_at: number | null;
}

const COLLECTION = 'wallet_deposits';
export const DEPOSIT_REASON = 'deposit';
const VOUCHER_MAX = 500;
const VOUCHER_RE = /^(?:\/upload\/[\w.-]+|https?:\/\/\S+)$/;

export function createDeposits(
  ctx: EngineContext,
  deps: { user: UserArea; ledger: Ledger; review: ReviewClock },
) {
  const { store, clock } = ctx;
  const { user: users, ledger, review } = deps;

  function openCoin(raw: string | undefined) {
    const coin = fundingCoin(raw);
    if (!depositsOpen(coin)) return fail('error.rechargeMaintenance');
    return coin;
  }

  /** Credits every deposit whose review is due; each in its own transaction (a failure is logged and skipped). */
  function reviewDeposits(now = clock()): DepositDoc[] {
    const due = store
      .list<DepositDoc>(COLLECTION, (d) => d.status === REVIEW.pending && d.due_at <= now)
      .sort((a, b) => a.id - b.id);
    const done: DepositDoc[] = [];
    for (const doc of due) {
      try {
        store.transaction(() => {
          const approved: DepositDoc = { ...doc, status: REVIEW.done, reviewed_at: now };
          store.put(COLLECTION, String(doc.id), approved);
          ledger.credit({
            user: doc.user_id,
            account: 'change',
            currency: doc.currency,
            amount: doc.amount,
            reason: DEPOSIT_REASON,
            reference: `deposit:${doc.id}`,
          });
          done.push(approved);
        });
      } catch (error) {
        ctx.log(`[wallet] deposit ${doc.id} review failed: ${String(error)}`);
      }
    }
    return done;
  }

  return {
    reviewDeposits,

    /** `POST /wallet/get_in_address {currency}` and `/user/getAddress`: the user's address on each network. */
    depositAddresses(token: string | undefined, input: Input<'currency'>) {
      const user = users.requireUser(token);
      const coin = openCoin(input.currency);
      return {
        currency: coin.id,
        currency_name: coin.name,
        min_deposit: coin.rule.min_deposit,
        chains: coin.rule.chains.map((chain) => ({ chain, address: depositAddress(user.id, chain) })),
      };
    },

    /**
     * `POST /wallet/charge_req {currency, amount, type (network), address, account (the voucher)}`: a deposit
     * under review. The address, when sent, must be the user's own on that network.
     */
    chargeReq(
      token: string | undefined,
      input: Input<'currency' | 'amount' | 'type' | 'address' | 'account' | 'voucher'>,
    ): DepositDoc {
      const user = users.requireUser(token);
      const coin = openCoin(input.currency);
      const wanted = (input.type ?? '').trim().toUpperCase();
      const chain = wanted ? coin.rule.chains.find((c) => c === wanted) : coin.rule.chains[0];
      if (!chain) return fail('error.chainInvalid');
      const own = depositAddress(user.id, chain);
      const sent = (input.address ?? '').trim();
      if (sent && sent !== own) return fail('error.depositAddressMismatch');
      const amount = parseAmount(input.amount);
      if (!amount || amount.isZero()) return fail('error.amountInvalid');
      if (amount.lt(coin.rule.min_deposit))
        return fail('error.depositBelowMin', { min: coin.rule.min_deposit, coin: coin.name });
      const voucher = (input.account ?? input.voucher ?? '').trim();
      if (!voucher) return fail('error.voucherRequired');
      if (voucher.length > VOUCHER_MAX || !VOUCHER_RE.test(voucher)) return fail('error.voucherInvalid');
      return store.transaction(() => {
        const pending = store.list<DepositDoc>(COLLECTION, { user_id: user.id, status: REVIEW.pending });
        if (pending.length >= MAX_PENDING_DEPOSITS)
          return fail('error.depositPendingLimit', { max: MAX_PENDING_DEPOSITS });
        const now = clock();
        const id = store.nextId(COLLECTION);
        const doc: DepositDoc = {
          id,
          user_id: user.id,
          currency: coin.id,
          currency_name: coin.name,
          chain,
          address: own,
          amount: fmt(amount),
          voucher,
          status: REVIEW.pending,
          created_at: now,
          due_at: now + review.delayMs,
          reviewed_at: null,
        };
        store.put(COLLECTION, String(id), doc);
        ledger.intents.book([user.id]); // a request filed, no money moved yet: the intent goes with it
        return doc;
      });
    },

    /** `GET /recharge/log {page, limit}`: the user's deposits, newest first, 10 a page. */
    rechargeLog(token: string | undefined, input: Input<'page' | 'limit'>): RecordPage<DepositDoc> {
      const user = users.requireUser(token);
      const { page, limit } = pageOf(input);
      const all = store.list<DepositDoc>(COLLECTION, { user_id: user.id }).sort((a, b) => b.id - a.id);
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },

  };
}
