// @vitest-environment node
/**
 * Reviews that can refuse (decision 91), on the memory store and on the server's SQLite store alike: a deposit's
 * voucher must be the user's own image upload; `auto` approves valid requests after the delay, `manual` waits for
 * a reviewer; large withdrawals and withdrawals to a new address wait for a reviewer even in `auto`; a refused
 * withdrawal returns exactly its frozen amount, in one transaction; bad decisions are clear errors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../../fixtures/auth';
import { REVIEW_DELAY_MS, REVIEW_NEW_ADDRESS_MS } from '../../fixtures/wallet';
import { JOURNAL, type JournalDoc } from '../ledger';
import { failureOf, PNG, reviewHarness, STORE_KINDS, TRON, TRON_2, type ReviewHarness } from './review.fixture';

describe.each(STORE_KINDS)('reviews (%s store)', (kind) => {
  let h: ReviewHarness;
  beforeEach(async () => {
    h = await reviewHarness(kind);
  });

  describe('a deposit’s voucher', () => {
    it('must be an image this user uploaded', async () => {
      const theirs = h.upload(h.otherToken);
      const cases: [string, string][] = [
        ['', 'error.voucherRequired'],
        ['https://example.com/v.png', 'error.voucherInvalid'],
        ['/upload/../demo.sqlite', 'error.voucherInvalid'],
        [`/upload/${'0'.repeat(32)}.png`, 'error.voucherInvalid'], // well formed, never uploaded
        [theirs, 'error.voucherNotOwned'],
      ];
      for (const [voucher, key] of cases) expect(await failureOf(() => h.deposit(voucher)), voucher).toBe(key);
      expect(h.wallet.rechargeLog(h.token, {}).items).toEqual([]);
      expect(h.deposit(h.upload()).status).toBe(1);
    });

    it('is refused when the stored file is not an image, or its bytes are gone', async () => {
      const store = h.engine.ctx.store;
      const put = (name: string, type: string, bytes?: Uint8Array) => {
        store.put('uploads', name, { name, owner: h.demoId, type, size: 32, at: h.clock() });
        if (bytes) h.engine.ctx.files.put(name, bytes);
        return `/upload/${name}`;
      };
      const text = put(`${'a'.repeat(32)}.png`, 'text/plain', PNG);
      const notPng = put(`${'b'.repeat(32)}.png`, 'image/png', new Uint8Array(32));
      const gone = put(`${'c'.repeat(32)}.png`, 'image/png');
      for (const voucher of [text, notPng, gone]) expect(await failureOf(() => h.deposit(voucher))).toBe('error.voucherInvalid');
    });
  });

  describe('auto (the default)', () => {
    it('credits a valid deposit after the delay, exactly, with one journal entry', () => {
      const doc = h.deposit(h.upload(), '250.12345678');
      h.clock.advance(REVIEW_DELAY_MS - 1);
      expect(h.wallet.reviewDue().deposits).toEqual([]);
      h.clock.advance(1);
      expect(h.wallet.reviewDue().deposits).toMatchObject([{ id: doc.id, status: 2, reason: null }]);
      expect(h.spot()).toEqual({ available: '10250.12345678', frozen: '0.00000000' });
      expect(h.ledger.journal(h.demoId).filter((l) => l.reference === `deposit:${doc.id}`)).toHaveLength(1);
      expect(h.problems()).toEqual([]);
    });

    it('refuses a deposit whose voucher is gone by the time of the review, and credits nothing', () => {
      const voucher = h.upload();
      const doc = h.deposit(voucher);
      h.engine.ctx.store.delete('uploads', voucher.slice('/upload/'.length));
      h.clock.advance(REVIEW_DELAY_MS);
      expect(h.wallet.reviewDue().deposits).toMatchObject([
        { id: doc.id, status: 3, reason: null, reason_key: 'review.voucherUnreadable' },
      ]);
      expect(h.spot().available).toBe('10000.00000000');
      expect(h.problems()).toEqual([]);
    });

    it('pays a withdrawal to a known address after the delay', async () => {
      h.wallet.configureReview({ newAddressMs: 0 });
      const doc = await h.withdraw('100');
      expect(doc.hold).toBeNull();
      h.clock.advance(REVIEW_DELAY_MS);
      expect(h.wallet.reviewDue().withdrawals).toMatchObject([{ id: doc.id, status: 2 }]);
      expect(h.spot()).toEqual({ available: '9900.00000000', frozen: '0.00000000' });
      expect(h.problems()).toEqual([]);
    });
  });

  describe('holds for a reviewer, even in auto', () => {
    it('a withdrawal worth more than the threshold (USDT at live prices), not one worth exactly that', async () => {
      h.wallet.configureReview({ newAddressMs: 0, withdrawOverUsdt: '100' });
      const over = await h.withdraw('100.00000001');
      const at = await h.withdraw('100');
      expect([over.hold, at.hold]).toEqual(['amount', null]);
      h.clock.advance(REVIEW_DELAY_MS * 10);
      expect(h.wallet.reviewDue().withdrawals.map((w) => w.id)).toEqual([at.id]);
      expect(h.spot()).toEqual({ available: '9799.99999999', frozen: '100.00000001' });
      // a coin is valued at its live price: 0.01 BTC is worth far more than 100 USDT
      h.ledger.credit({ user: h.demoId, account: 'change', currency: 1, amount: '1', reason: 'seed' });
      expect((await h.withdraw('0.01', TRON, 1)).hold).toBe('amount');
    });

    it('a withdrawal to an address first used within the window; once it is older, not', async () => {
      const first = await h.withdraw('50');
      expect(first.hold).toBe('new_address');
      h.clock.advance(REVIEW_NEW_ADDRESS_MS - 1);
      expect((await h.withdraw('50')).hold).toBe('new_address');
      h.clock.advance(1);
      expect((await h.withdraw('50')).hold).toBeNull();
      expect((await h.withdraw('50', TRON_2)).hold).toBe('new_address');
      h.clock.advance(REVIEW_DELAY_MS);
      expect(h.wallet.reviewDue().withdrawals.map((w) => w.status)).toEqual([2]);
      expect(h.spot().frozen).toBe('150.00000000');
    });

    it('counts an address from when it was saved; an edit that keeps it keeps its age', async () => {
      const saved = await h.wallet.saveAddress(h.token, { currency: '3', name: 'Cold', address: TRON, password: DEMO_PAY_PASSWORD });
      h.clock.advance(REVIEW_NEW_ADDRESS_MS);
      await h.wallet.editAddress(h.token, { id: String(saved.id), currency: '3', name: 'Cold 2', address: TRON, password: DEMO_PAY_PASSWORD });
      expect((await h.withdraw('50')).hold).toBeNull();
      await h.wallet.editAddress(h.token, { id: String(saved.id), currency: '3', name: 'New', address: TRON_2, password: DEMO_PAY_PASSWORD });
      expect((await h.withdraw('50', TRON_2)).hold).toBe('new_address');
    });
  });

  describe('manual', () => {
    beforeEach(() => void h.wallet.configureReview({ mode: 'manual', newAddressMs: 0 }));

    it('decides nothing by itself; a reviewer approves', async () => {
      const dep = h.deposit(h.upload(), '20');
      const out = await h.withdraw('30');
      h.clock.advance(REVIEW_DELAY_MS * 100);
      expect(h.wallet.reviewDue()).toEqual({ deposits: [], withdrawals: [] });
      expect(h.wallet.decideReview({ kind: 'deposit', id: String(dep.id), approve: '1' }).doc.status).toBe(2);
      expect(h.wallet.decideReview({ kind: 'withdraw', id: String(out.id), approve: 'true' }).doc.status).toBe(2);
      expect(h.spot()).toEqual({ available: '9990.00000000', frozen: '0.00000000' });
      expect(h.ledger.fees(3)).toBe('1.00000000');
      expect(h.problems()).toEqual([]);
    });

    it('refuses a deposit with the reviewer’s reason and credits nothing', () => {
      const dep = h.deposit(h.upload(), '20');
      const { doc } = h.wallet.decideReview({ kind: 'deposit', id: String(dep.id), approve: '0', reason: '  Amount differs  ' });
      expect(doc).toMatchObject({ status: 3, reason: 'Amount differs', reason_key: null, reviewed_at: h.clock() });
      expect(h.wallet.rechargeLog(h.token, {}).items[0]).toMatchObject({ status: 3, reason: 'Amount differs' });
      expect(h.spot().available).toBe('10000.00000000');
      expect(h.ledger.journal(h.demoId).some((l) => l.reference === `deposit:${dep.id}`)).toBe(false);
    });

    it('refuses a withdrawal: exactly the frozen amount returns, in one transaction, and it no longer counts', async () => {
      const out = await h.withdraw('123.45678901');
      expect(h.spot()).toEqual({ available: '9876.54321099', frozen: '123.45678901' });
      const used = h.wallet.withdrawInfo(h.token, { currency: '3' }).limit.used;
      expect(Number(used)).toBeGreaterThan(0);
      const { doc } = h.wallet.decideReview({ kind: 'withdrawal', id: String(out.id), approve: '0', reason: 'Address flagged' });
      expect(doc).toMatchObject({ status: 3, reason: 'Address flagged' });
      expect(h.spot()).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
      const legs = h.engine.ctx.store.list<JournalDoc>(JOURNAL, (l) => l.reference === `withdraw:${out.id}`);
      expect(legs.map((l) => [l.op, l.available, l.frozen])).toEqual([
        ['freeze', '-123.45678901', '123.45678901'],
        ['unfreeze', '123.45678901', '-123.45678901'],
      ]);
      expect(h.ledger.fees(3)).toBe('0.00000000');
      expect(h.wallet.withdrawInfo(h.token, { currency: '3' }).limit.used).toBe('0.00000000');
      expect(h.problems()).toEqual([]);
    });
  });

  describe('a reviewer’s bad input is a clear error and changes nothing', () => {
    it.each([
      [{ kind: 'loan', id: '1', approve: '1' }, 'error.reviewKind'],
      [{ id: '1', approve: '1' }, 'error.reviewKind'],
      [{ kind: 'deposit', id: 'abc', approve: '1' }, 'error.reviewNotFound'],
      [{ kind: 'deposit', id: '0', approve: '1' }, 'error.reviewNotFound'],
      [{ kind: 'deposit', id: '99999', approve: '1' }, 'error.reviewNotFound'],
      [{ kind: 'withdrawal', id: '99999', approve: '0', reason: 'x' }, 'error.reviewNotFound'],
      [{ kind: 'deposit', id: '1', approve: 'maybe' }, 'error.reviewDecision'],
      [{ kind: 'deposit', id: '1' }, 'error.reviewDecision'],
      [{ kind: 'deposit', id: '1', approve: '0' }, 'error.reviewReasonRequired'],
      [{ kind: 'deposit', id: '1', approve: '0', reason: '   ' }, 'error.reviewReasonRequired'],
      [{ kind: 'deposit', id: '1', approve: '0', reason: 'x'.repeat(201) }, 'error.reviewReasonTooLong'],
    ])('%o → %s', async (input, key) => {
      h.wallet.configureReview({ mode: 'manual' });
      h.deposit(h.upload(), '20'); // deposit 1, under review
      expect(await failureOf(() => h.wallet.decideReview(input))).toBe(key);
      expect(h.wallet.rechargeLog(h.token, {}).items[0]!.status).toBe(1);
    });

    it('a request already decided, by the automatic review or a reviewer, is decided once', async () => {
      h.wallet.configureReview({ newAddressMs: 0 });
      const out = await h.withdraw('40');
      h.clock.advance(REVIEW_DELAY_MS);
      h.wallet.reviewDue();
      const again = { kind: 'withdrawal', id: String(out.id), approve: '0', reason: 'Too late' };
      expect(await failureOf(() => h.wallet.decideReview(again))).toBe('error.reviewDecided');
      const dep = h.deposit(h.upload(), '20');
      h.wallet.decideReview({ kind: 'deposit', id: String(dep.id), approve: '0', reason: 'No' });
      expect(await failureOf(() => h.wallet.decideReview({ kind: 'deposit', id: String(dep.id), approve: '1' }))).toBe(
        'error.reviewDecided',
      );
      expect(h.spot()).toEqual({ available: '9960.00000000', frozen: '0.00000000' });
      expect(h.problems()).toEqual([]);
    });
  });

  it('refuses bad settings as a programming error', () => {
    expect(() => h.wallet.configureReview({ mode: 'later' as never })).toThrow(TypeError);
    expect(() => h.wallet.configureReview({ withdrawOverUsdt: '-1' })).toThrow(TypeError);
    expect(() => h.wallet.configureReview({ newAddressMs: Number.NaN })).toThrow(TypeError);
    expect(h.wallet.configureReview()).toMatchObject({ mode: 'auto', withdrawOverUsdt: '10000.00000000' });
  });
});
