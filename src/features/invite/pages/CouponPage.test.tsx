// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Engine } from '@mocks/engine';
import { server } from '@mocks/node';
import { layOutVirtualLists, renderPage, setUpMember } from '@/testing/renderSignedIn';
import { createMember, demoUserId, openMemberSession } from '@/testing/member';
import { ROUTES } from '@/lib/routes';
import CouponPage from './CouponPage';

let engine: Engine;
let store: Awaited<ReturnType<typeof setUpMember>>['store'];
let verifyRequired: string[];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  layOutVirtualLists();
});
beforeEach(async () => {
  localStorage.clear();
  ({ engine, store, verifyRequired } = await setUpMember());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

const open = () => renderPage(store, ROUTES.coupon.path, ROUTES.coupon.path, <CouponPage />);
const spotUsdt = (userId: number) => engine.ledger.balance(userId, 'change', 3).available;

describe('CouponPage', { timeout: 20_000 }, () => {
  it('"Use now" credits the coupon to spot and moves it to Used', async () => {
    openMemberSession(engine);
    const me = demoUserId(engine);
    const before = spotUsdt(me);
    const user = open();
    const use = await screen.findByRole('button', { name: /^Use now: First futures/ }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: /^Use now/ })).toHaveLength(2);
    await user.click(use);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Use now/ })).toHaveLength(1));
    expect(await screen.findAllByRole('button', { name: /^Use now/ })).toHaveLength(1);
    expect(Number(spotUsdt(me)) - Number(before)).toBe(20);

    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(await screen.findByText('20.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('28.00 USDT')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Use now/ })).toBeNull();
  });

  it('sends an unverified member to verification (998) and credits nothing', async () => {
    const m = createMember(engine, { email: 'sam@example.com', code: 'SAM001' });
    engine.invite.grantCoupon(m.id, { title: 'coupon.welcome', amount: '10', days: 30 });
    openMemberSession(engine, m.id);
    const user = open();
    await user.click(await screen.findByRole('button', { name: /^Use now/ }, { timeout: 10_000 }));
    await waitFor(() => expect(verifyRequired).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Use now/ })).toBeInTheDocument();
    expect(spotUsdt(m.id)).toBe('0.00000000');
  });

  it('tells an empty tab apart', async () => {
    openMemberSession(engine, createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id);
    open();
    expect(await screen.findByText('No coupons to use', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
