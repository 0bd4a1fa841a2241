/**
 * The demo's back office (decision 91): a reviewer's decision on one deposit or withdrawal under review
 * (`POST /api/demo/review {kind, id, approve, reason}`, loopback only — mocks/handlers/demo.ts). Approving credits
 * the deposit or pays the withdrawal out, as the automatic review does; refusing keeps the reason for the user and,
 * for a withdrawal, returns exactly the frozen amount to available, in the decision's one transaction. Bad input is
 * a translated error, never a crash: an unknown kind or id, a request already decided, a refusal without a reason.
 */
import { REVIEW_REASON_MAX } from '../../fixtures/wallet';
import { fail } from '../core';
import type { Ledger } from '../ledger';
import type { DepositDoc, Verdict } from './deposits';
import type { WithdrawalDoc } from './withdrawals';

type Input<K extends string> = Partial<Record<K, string>>;
export type ReviewInput = Input<'kind' | 'id' | 'approve' | 'reason'>;

/** The kinds a reviewer names (`withdraw`, the journal's word, is read as `withdrawal`). */
export type ReviewKind = 'deposit' | 'withdrawal';
const KINDS: Record<string, ReviewKind> = { deposit: 'deposit', withdrawal: 'withdrawal', withdraw: 'withdrawal' };

export type ReviewDecision =
  | { kind: 'deposit'; doc: DepositDoc }
  | { kind: 'withdrawal'; doc: WithdrawalDoc };

const YES = new Set(['1', 'true', 'yes']);
const NO = new Set(['0', 'false', 'no']);

/** The checked decision: kind, id, approve or refuse (with a reason of 1 to `REVIEW_REASON_MAX` characters). */
function readDecision(input: ReviewInput): { kind: ReviewKind; id: number; verdict: Verdict } {
  const kind = KINDS[(input.kind ?? '').trim().toLowerCase()] ?? fail('error.reviewKind');
  const idText = (input.id ?? '').trim();
  if (!/^\d{1,9}$/.test(idText) || Number(idText) < 1) return fail('error.reviewNotFound');
  const approveText = (input.approve ?? '').trim().toLowerCase();
  if (!YES.has(approveText) && !NO.has(approveText)) return fail('error.reviewDecision');
  if (YES.has(approveText)) return { kind, id: Number(idText), verdict: { approve: true } };
  const reason = (input.reason ?? '').trim();
  if (!reason) return fail('error.reviewReasonRequired');
  if (Array.from(reason).length > REVIEW_REASON_MAX) return fail('error.reviewReasonTooLong', { max: REVIEW_REASON_MAX });
  return { kind, id: Number(idText), verdict: { approve: false, reason, reasonKey: null } };
}

export function createReviewDesk(deps: {
  ledger: Ledger;
  decideDeposit: (id: number, verdict: Verdict) => DepositDoc;
  decideWithdrawal: (id: number, verdict: Verdict) => WithdrawalDoc;
}) {
  return {
    /**
     * `POST /demo/review {kind: deposit | withdrawal, id, approve: 1 | 0, reason}`: decides one request under review,
     * in `manual` and `auto` alike (a held withdrawal waits for this). Not a user's request: no intent is stored.
     */
    decide(input: ReviewInput): ReviewDecision {
      const { kind, id, verdict } = readDecision(input);
      return deps.ledger.intents.outside(() =>
        kind === 'deposit'
          ? { kind, doc: deps.decideDeposit(id, verdict) }
          : { kind, doc: deps.decideWithdrawal(id, verdict) },
      );
    },
  };
}
