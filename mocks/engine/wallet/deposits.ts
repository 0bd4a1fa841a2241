/**
 * Deposits (wire-facts §8: `/wallet/get_in_address`, `/user/getAddress`, `/wallet/charge_req`, `/recharge/log`;
 * decisions 81, 82). The user pays to their deposit address, uploads the payment voucher and states the amount; the
 * request waits for review and, once approved, the amount is credited to the change account (a `deposit` journal
 * entry referencing `deposit:<id>`, written in the same transaction as the approval). The voucher must be an image
 * this user sent to `/upload` (decision 91): anything else is refused at once; a refused deposit credits nothing.
 */
import { MAX_PENDING_DEPOSITS } from '../../fixtures/wallet';
import { fail, type EngineContext, type ServerKey } from '../core';
import type { UserArea } from '../auth';
import { fmt, parseAmount, type Ledger } from '../ledger';
import { depositMessage } from '../messages';
import { sniffImage, type createUploadArea } from '../uploads';
import {
  depositAddress,
  depositsOpen,
  fundingCoin,
  REVIEW,
  type FundingChain,
  type ReviewPolicy,
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
  /** A refusal's reason as the reviewer wrote it (`/demo/review`); absent on rows stored before decision 91. */
  reason?: string | null;
  /** A refusal's reason as a server text (the automatic review's), translated when read. */
  reason_key?: ServerKey | null;
}

/** What deposits read of the uploads: a stored file, and whose it is. */
export type VoucherFiles = Pick<ReturnType<typeof createUploadArea>, 'read' | 'owns'>;

/** A review's verdict: approve, or refuse with a reason (the reviewer's words or a server text). */
export type Verdict = { approve: true } | { approve: false; reason: string | null; reasonKey: ServerKey | null };

const COLLECTION = 'wallet_deposits';
export const DEPOSIT_REASON = 'deposit';
const VOUCHER_MAX = 500;
/** What `/upload` answers: `/upload/<name>` (the upload area checks the name itself). */
const VOUCHER_RE = /^\/upload\/([^/]+)$/;

export function createDeposits(
  ctx: EngineContext,
  deps: { user: UserArea; ledger: Ledger; review: ReviewPolicy; uploads: VoucherFiles },
) {
  const { store, clock } = ctx;
  const { user: users, ledger, review, uploads } = deps;

  /**
   * Why `voucher` is not an image `userId` uploaded, or null when it is one: the path names a stored file (the
   * bytes are there), of this user, whose bytes are an image.
   */
  function voucherProblem(userId: number, voucher: string): ServerKey | null {
    const name = voucher.length <= VOUCHER_MAX ? VOUCHER_RE.exec(voucher)?.[1] : undefined;
    const file = name === undefined ? undefined : uploads.read(name);
    if (!file) return 'error.voucherInvalid';
    if (!uploads.owns(userId, voucher)) return 'error.voucherNotOwned';
    if (!file.type.startsWith('image/') || !sniffImage(file.bytes)) return 'error.voucherInvalid';
    return null;
  }

  /**
   * Decides one deposit under review, in one transaction: approved, the amount is credited (one journal entry);
   * refused, nothing moves and the reason is kept. Read again inside the transaction, so a deposit is decided once.
   */
  function decideDeposit(id: number, verdict: Verdict, now = clock()): DepositDoc {
    return store.transaction(() => {
      const doc = store.get<DepositDoc>(COLLECTION, String(id)) ?? fail('error.reviewNotFound');
      if (doc.status !== REVIEW.pending) return fail('error.reviewDecided');
      const decided: DepositDoc = verdict.approve
        ? { ...doc, status: REVIEW.done, reviewed_at: now, reason: null, reason_key: null }
        : { ...doc, status: REVIEW.refused, reviewed_at: now, reason: verdict.reason, reason_key: verdict.reasonKey };
      store.put(COLLECTION, String(doc.id), decided);
      if (verdict.approve)
        ledger.credit({
          user: doc.user_id,
          account: 'change',
          currency: doc.currency,
          amount: doc.amount,
          reason: DEPOSIT_REASON,
          reference: `deposit:${doc.id}`,
        });
      depositMessage(ctx, decided);
      return decided;
    });
  }

  function openCoin(raw: string | undefined) {
    const coin = fundingCoin(raw);
    if (!depositsOpen(coin)) return fail('error.rechargeMaintenance');
    return coin;
  }

  /**
   * The automatic review (`auto` only): every deposit whose time has come is credited when its voucher is still this
   * user's image upload, and refused with the reason otherwise; each in its own transaction (a failure is logged
   * and skipped). In `manual` nothing is due: a reviewer decides (`/demo/review`).
   */
  function reviewDeposits(now = clock()): DepositDoc[] {
    if (review.mode === 'manual') return [];
    const due = store
      .list<DepositDoc>(COLLECTION, (d) => d.status === REVIEW.pending && d.due_at <= now)
      .sort((a, b) => a.id - b.id);
    const done: DepositDoc[] = [];
    for (const doc of due) {
      try {
        const problem = voucherProblem(doc.user_id, doc.voucher);
        const verdict: Verdict = problem
          ? { approve: false, reason: null, reasonKey: 'review.voucherUnreadable' }
          : { approve: true };
        done.push(decideDeposit(doc.id, verdict, now));
      } catch (error) {
        ctx.log(`[wallet] deposit ${doc.id} review failed: ${String(error)}`);
      }
    }
    return done;
  }

  return {
    reviewDeposits,
    decideDeposit,

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
      const problem = voucherProblem(user.id, voucher);
      if (problem) return fail(problem);
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
          reason: null,
          reason_key: null,
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
