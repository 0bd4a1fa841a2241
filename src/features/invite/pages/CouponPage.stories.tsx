import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { createMember, memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import CouponPage from './CouponPage';

const meta = preview.meta({
  title: 'Pages/Invite/Coupon',
  component: CouponPage,
  parameters: { route: ROUTES.coupon.path, session: memberSession },
  beforeEach: signedIn(),
  render: () => (
    <RouteHarness path={ROUTES.coupon.path}>
      <CouponPage />
    </RouteHarness>
  ),
});

/** The demo user's usable coupons, soonest expiry first, each with "Use now". */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Use now: First futures/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Use now/ })).toHaveLength(2);
  },
});

export const Used = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Used' }, { timeout: 5000 }));
    await expect(await canvas.findByText('28.00 USDT')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Use now/ })).toBeNull();
  },
});

export const Expired = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Expired' }, { timeout: 5000 }));
    await expect(await canvas.findByText('5.00 USDT')).toBeVisible();
    await expect(canvas.getByText(/^Expired on /)).toBeVisible();
  },
});

/** A member with no coupons. */
export const Empty = meta.story({
  beforeEach: signedIn((engine) => createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No coupons to use', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** "Use now": the amount goes to the spot account (the server's text is the toast) and the coupon leaves the list. */
export const UseNow = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Use now: First futures/ }, { timeout: 5000 }));
    await expect(await canvas.findByText(/20 USDT/)).toBeVisible();
    // the list is read again after the use: only the welcome coupon is left to use
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Use now/ })).toHaveLength(1), { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: /^Use now: First futures/ })).toBeNull();
  },
});

/** A member who has not verified their identity: using a coupon answers 998 and leads to verification. */
export const NeedsVerification = meta.story({
  beforeEach: signedIn((engine) => {
    const m = createMember(engine, { email: 'sam@example.com', code: 'SAM001' });
    engine.invite.grantCoupon(m.id, { title: 'coupon.welcome', amount: '10', days: 30 });
    return m.id;
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Use now/ }, { timeout: 5000 }));
    await expect(await canvas.findByText(/real_mark/, {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/coupon/list', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/coupon/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ }, { timeout: 5000 })).toBeVisible();
  },
});
