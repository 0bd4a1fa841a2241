import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { createMember, demoUserId, memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import BillPage from './BillPage';

const meta = preview.meta({
  title: 'Pages/Invite/Bill',
  component: BillPage,
  parameters: { route: ROUTES.bill.path, session: memberSession },
  beforeEach: signedIn(),
  render: () => (
    <RouteHarness path={ROUTES.bill.path}>
      <BillPage />
    </RouteHarness>
  ),
});

/** Every movement of the demo user's balances, newest first (a used coupon on top). */
export const Default = meta.story({
  beforeEach: signedIn((engine) => {
    const token = engine.user.openSession(demoUserId(engine));
    const [coupon] = engine.invite.listCoupons(token, { status: '0' }).items;
    if (coupon) engine.invite.useCoupon(token, { id: String(coupon.id) });
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+20.00 USDT', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** A member whose balances never moved. */
export const Empty = meta.story({
  beforeEach: signedIn((engine) => createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No bills yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/legal_log', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/legal_log', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ }, { timeout: 5000 })).toBeVisible();
  },
});
