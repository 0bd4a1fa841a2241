// @vitest-environment jsdom
/** The identity and invitation adapters against the demo exchange's handlers (and a family-shaped answer). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { installTestEngine, server, type ManualClock } from '@mocks/node';
import { REVIEW_DELAY_MS } from '@mocks/fixtures/identity';
import { configureApi } from '../client';
import { getRealState, realStateSchema, submitReal } from '.';
import { getCoupons, getRebate, getShareInfo, redeemCoupon, rebateSchema } from '../invite';
import { login } from '../auth';

let token: string | null = null;
let clock: ManualClock;
let engine: Awaited<ReturnType<typeof installTestEngine>>['engine'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  ({ clock, engine } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signIn = async (account: string) => {
  token = await login({ type: 'email', account, password: DEMO_PASSWORD });
};

describe('identity', () => {
  it('reads a family answer without the demo extras', () => {
    expect(realStateSchema.parse({ real_status: 1, review_status: 2, advanced_review_status: 0, real_data: null })).toEqual({
      level1: 'verified',
      level2: 'none',
      reason1: null,
      reason2: null,
      name: null,
      cardId: null,
      contactBound: true,
    });
    expect(realStateSchema.parse({ real_status: 2 })).toMatchObject({ level1: 'verified', level2: 'verified' });
  });

  it('submits level 1, shows it under review, then verified; level 2 before it is refused', async () => {
    // the authenticator user (not verified): a session opened directly, no code step
    const [user] = engine.ctx.store.list<{ id: number; email: string }>('users', { email: 'totp@example.com' });
    token = engine.user.openSession(user!.id);
    expect(await getRealState()).toMatchObject({ level1: 'none', level2: 'none', contactBound: true });
    const level2 = { level: 2 as const, front: '/upload/a.png', reverse: '/upload/b.png', relatives: 'Bo Li', relationship: 'Father', relativesPhone: '+86 138 0013 8000', relativesAddress: '1 Road, Town' };
    await expect(submitReal(level2)).rejects.toThrow(/basic verification/i);
    await submitReal({ level: 1, name: 'Tess Otp', cardId: 'T9876543', nationality: 'DE', idType: 'passport', front: '/upload/a.png', reverse: '/upload/b.png', hand: '/upload/c.png' });
    expect(await getRealState()).toMatchObject({ level1: 'review', name: 'Tess Otp', cardId: 'T9876543' });
    clock.advance(REVIEW_DELAY_MS);
    expect((await getRealState()).level1).toBe('verified');
    await submitReal(level2);
    expect((await getRealState()).level2).toBe('review');
  });
});

describe('invitation', () => {
  it('reads the share info, the rebate and the coupons; a coupon credits once', async () => {
    await signIn('demo@example.com');
    expect(await getShareInfo()).toEqual({ code: 'DEMO2026', invited: 0, traded: 0, team: 0, open: false, manager: false, rates: [16, 8, 4] });
    expect(await getRebate()).toMatchObject({ openAfter: 2, managerDirect: 100, managerTeam: 500, earned: [], credits: [] });
    const usable = await getCoupons({ status: 'usable', page: 1, limit: 10 });
    expect(usable.items.map((c) => [c.title, c.amount, c.status])).toEqual([
      ['First futures trade bonus', '20.00000000', 'usable'],
      ['Welcome bonus', '10.00000000', 'usable'],
    ]);
    expect(await redeemCoupon(usable.items[0]!.id)).toBe('20 USDT added to your spot account');
    expect((await getCoupons({ status: 'used', page: 1, limit: 10 })).total).toBe(2);
  });

  it('reads rebate levels and credits', () => {
    const r = rebateSchema.parse({
      extension_code: 'ABC',
      invite_count: '3',
      trade_count: 2,
      is_open: 1,
      rebate: [{ currency: 'USDT', amount: '0.16000000' }],
      levels: [{ level: 1, rate: '16', invite_count: 3, trade_count: 2, rebate: [{ currency: 'USDT', amount: '0.16' }] }],
      list: [{ id: '7:12', level: 1, rate: '16', amount: '0.16', currency: 'USDT', time: '2026-11-01 08:00:00' }],
    });
    expect(r).toMatchObject({ code: 'ABC', invited: 3, traded: 2, open: true, rates: [16, 8, 4], openAfter: 2 });
    expect(r.levels[0]).toEqual({ level: 1, rate: 16, invited: 3, traded: 2, earned: [{ currency: 'USDT', amount: '0.16' }] });
    expect(r.credits[0]).toMatchObject({ id: '7:12', amount: '0.16' });
  });
});
