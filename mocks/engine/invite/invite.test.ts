// @vitest-environment node
/** Rebates read from the journal's fee legs, and coupons (docs/decisions.md, Identity rows). */
import { beforeEach, describe, expect, it } from 'vitest';
import { createContext, DUMMY_PASSWORD_HASH, EngineError, seededRng } from '../core';
import { createIdentityArea, type IdentityArea } from '../identity';
import { tradeHarness, BTC_PAIR, USDT, type TradeHarness } from '../trade/trade.fixture';
import { createInviteArea, type InviteArea } from '.';

let h: TradeHarness;
let identity: IdentityArea;
let invite: InviteArea;
let next = 0;

beforeEach(() => {
  h = tradeHarness();
  h.price('BTC/USDT', '100000.00');
  const ctx = createContext({ store: h.store, clock: h.clock, rng: seededRng(1) });
  identity = createIdentityArea(ctx, { user: h.user });
  invite = createInviteArea(ctx, { user: h.user, ledger: h.ledger, identity });
});

/** A user invited by `parent`, with 10,000 USDT in spot. */
function invitee(parent: number | null) {
  next += 1;
  const doc = h.user.createAccount({
    type: 'email',
    email: `member${next}@example.test`,
    password_hash: DUMMY_PASSWORD_HASH,
    parent_id: parent,
  });
  h.ledger.credit({ user: doc.id, account: 'change', currency: USDT, amount: '10000', reason: 'deposit' });
  return { id: doc.id, token: h.user.openSession(doc.id) };
}

/** A market buy of 0.01 BTC at 100,000: value 1,000 USDT, fee 1 USDT (rate 0.001). */
const buy = (token: string) =>
  h.trade.spot.place(token, { ...BTC_PAIR, type: '1', amount: '0.01', order_type: 'market', target_price: '1' });

describe('rebates', () => {
  it('open once two direct invitees have traded, then pay 16 % of each later fee', () => {
    const boss = invitee(null);
    const a = invitee(boss.id);
    const b = invitee(boss.id);
    buy(a.token);
    expect(invite.rebate(boss.token)).toMatchObject({ open: false, invited_count: 2, traded_count: 1, earned: {} });
    h.clock.advance(1000);
    buy(b.token); // opens the rebate: this fee and later ones count
    const summary = invite.rebate(boss.token);
    expect(summary).toMatchObject({ open: true, traded_count: 2, earned: { [USDT]: '0.16000000' } });
    expect(h.balance(boss.id, 'change').available).toBe('10000.16000000');
    buy(a.token);
    expect(invite.rebate(boss.token).earned[USDT]).toBe('0.32000000');
    // read again: nothing is paid twice
    expect(invite.shareInfo(boss.token)).toMatchObject({ open: true, invited_count: 2 });
    expect(h.balance(boss.id, 'change').available).toBe('10000.32000000');
    expect(h.problems()).toEqual([]);
  });

  it('pays 8 % and 4 % on the second and third levels, doubled for a king manager', () => {
    const boss = invitee(null);
    const a = invitee(boss.id);
    const b = invitee(boss.id);
    const c = invitee(a.id);
    const d = invitee(c.id);
    buy(a.token);
    h.clock.advance(1000);
    buy(b.token);
    invite.setManager(boss.id, true);
    buy(c.token);
    buy(d.token);
    const summary = invite.rebate(boss.token);
    expect(summary.rates).toEqual([32, 16, 8]);
    expect(summary.levels.map((l) => [l.level, l.invited, l.traded, l.earned[USDT]])).toEqual([
      [1, 2, 2, '0.32000000'], // b's fee (the opening one) at 32 %; a's came before the rebate opened
      [2, 1, 1, '0.16000000'],
      [3, 1, 1, '0.08000000'],
    ]);
    expect(summary.team_count).toBe(4);
  });

  it('names the manager rule without granting it', () => {
    const boss = invitee(null);
    const summary = invite.rebate(boss.token);
    expect(summary).toMatchObject({ manager: false, manager_eligible: false, manager_direct: 100, manager_team: 500 });
  });
});

describe('coupons', () => {
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof EngineError) return `${error.kind}:${error.key}`;
      throw error;
    }
    throw new Error('expected a failure');
  };

  it('credits the amount once, to a verified user only (998 before)', () => {
    const user = invitee(null);
    const coupon = invite.grantCoupon(user.id, { title: 'coupon.welcome', amount: '10', days: 1 });
    expect(failure(() => invite.useCoupon(user.token, { id: String(coupon.id) }))).toBe('998:identity.error.verifyRequired');
    identity.configure({ reviewDelayMs: 0 });
    identity.submit(user.token, {
      real_type: '1',
      name: 'Coupon User',
      card_id: 'C1234',
      nationality: 'FR',
      front_pic: '/upload/a.png',
      reverse_pic: '/upload/b.png',
      hand_pic: '/upload/c.png',
    });
    invite.useCoupon(user.token, { id: String(coupon.id) });
    expect(h.balance(user.id, 'change').available).toBe('10010.00000000');
    expect(failure(() => invite.useCoupon(user.token, { id: String(coupon.id) }))).toBe('error:coupon.error.used');
    expect(invite.listCoupons(user.token, {}).items[0]).toMatchObject({ status: 1 });
  });

  it('lists usable ones first, refuses expired and foreign ones', () => {
    const user = invitee(null);
    const other = invitee(null);
    const soon = invite.grantCoupon(user.id, { title: 'coupon.futures', amount: '20', days: 1 });
    const later = invite.grantCoupon(user.id, { title: 'coupon.welcome', amount: '10', days: 9 });
    h.clock.advance(2 * 86_400_000);
    expect(invite.listCoupons(user.token, {}).items.map((c) => [c.id, c.status])).toEqual([
      [later.id, 0],
      [soon.id, 2],
    ]);
    expect(invite.listCoupons(user.token, { status: '2' }).total).toBe(1);
    expect(failure(() => invite.useCoupon(user.token, { id: String(soon.id) }))).toBe('error:coupon.error.expired');
    expect(failure(() => invite.useCoupon(other.token, { id: String(later.id) }))).toBe('error:coupon.error.notFound');
  });
});
