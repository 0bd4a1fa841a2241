// @vitest-environment node
/**
 * The wallet's decisions write their station message in the decision's own transaction (issue 30): a deposit
 * credited or refused, a withdrawal paid out or refused, each with its figures and reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewHarness, type ReviewHarness } from '../wallet/review.fixture';
import type { MessageDoc } from '.';

let h: ReviewHarness;
beforeEach(async () => {
  h = await reviewHarness('memory');
  h.wallet.configureReview({ mode: 'manual', newAddressMs: 0 });
});

/** The demo user's messages other than the seeded welcome, oldest first. */
const written = () =>
  h.engine.messages
    .list(h.token, {})
    .filter((m: MessageDoc) => m.template !== 'welcome')
    .reverse()
    .map((m) => [m.template, m.vars]);

describe('wallet decisions write a message', () => {
  it('a deposit approved, and one refused with the reviewer’s reason', () => {
    const credited = h.deposit(h.upload(), '250.5');
    const refused = h.deposit(h.upload(), '20');
    expect(written()).toEqual([]); // under review: nothing yet
    h.wallet.decideReview({ kind: 'deposit', id: String(credited.id), approve: '1' });
    h.wallet.decideReview({ kind: 'deposit', id: String(refused.id), approve: '0', reason: 'Amount differs' });
    expect(written()).toEqual([
      ['deposit.done', { amount: '250.5', currency: 'USDT' }],
      ['deposit.refused', { amount: '20', currency: 'USDT', reason: 'Amount differs' }],
    ]);
  });

  it('a withdrawal paid out (what arrives after the fee), and one refused', async () => {
    const paid = await h.withdraw('100');
    const back = await h.withdraw('50');
    h.wallet.decideReview({ kind: 'withdrawal', id: String(paid.id), approve: '1' });
    h.wallet.decideReview({ kind: 'withdrawal', id: String(back.id), approve: '0', reason: 'Address flagged' });
    expect(written()).toEqual([
      ['withdraw.done', { amount: '100', currency: 'USDT', fee: '1', arrival: '99' }],
      ['withdraw.refused', { amount: '50', currency: 'USDT', reason: 'Address flagged' }],
    ]);
    expect(h.problems()).toEqual([]);
  });
});
