import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { ROUTES, SPEC_ROUTE_PATHS } from '@/lib/routes';
import { ok } from '@/testing';
import { demoProfile } from '../testing/profile';
import SettingPage from './SettingPage';

const INFO = '*/api/user/info';
const session = { token: 'story-token', user: demoProfile };

const meta = preview.meta({
  title: 'Pages/Setting/Setting',
  component: SettingPage,
  parameters: { route: ROUTES.setting.path, session },
  beforeEach({ msw }) {
    msw.use(
      http.get(INFO, () => HttpResponse.json(ok(demoProfile))),
      http.get('*/api/user/logout', () => HttpResponse.json(ok('Logged out'))),
    );
  },
  render: () => (
    <AccountPageHarness path={ROUTES.setting.path}>
      <SettingPage available={SPEC_ROUTE_PATHS} />
    </AccountPageHarness>
  ),
});

/**
 * Every account page built: the whole list — but not the app download, which the demo exchange has no address for
 * (its download settings are empty: no link to an empty page, issue 28 item 10).
 */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Demo Trader' })).toBeVisible();
    await expect(canvas.getByText('User ID: 100001')).toBeVisible();
    await expect(canvas.getByText('Real account')).toBeVisible();
    for (const name of ['Personal information', 'Security', 'Identity verification', 'Withdrawal addresses', 'Bank cards', 'Invite friends', 'Coupons', 'Bills', 'Help centre', 'Contact us', 'About us', 'Privacy policy', 'Compliance', 'Settings'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download the app' })).toBeNull();
    await expect(canvas.getByText('1.2.0')).toBeVisible();
  },
});

/** A site with an app to download (its `app_download_url` set): the entry is offered. */
export const WithAppDownload = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/getSetting', ({ request }) => {
        const key = new URL(request.url).searchParams.get('keyword');
        return HttpResponse.json({
          type: 'ok',
          message: key === 'app_download_url' ? { id: 4, key, value: 'https://example.com/download', notes: '' } : null,
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download the app' }, { timeout: 5000 })).toBeVisible();
  },
});

/** Only some pages built: links to the others are not offered. */
export const SomePagesBuilt = meta.story({
  render: () => (
    <AccountPageHarness path={ROUTES.setting.path}>
      <SettingPage available={new Set([ROUTES.security.path, ROUTES.settingSet.path, ROUTES.userInfo.path])} />
    </AccountPageHarness>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Security' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Coupons' })).toBeNull();
    await expect(canvas.queryByText('Rewards')).toBeNull();
  },
});

export const DemoAccount = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(INFO, () => HttpResponse.json(ok({ ...demoProfile, is_demo: 1, nickname: '' }))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Demo account')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No nickname yet' })).toBeVisible();
  },
});

/** Nothing stored yet and the profile still loading: placeholders. */
export const Loading = meta.story({
  parameters: { session: { token: 'story-token', user: null } },
  beforeEach({ msw }) {
    msw.use(http.get(INFO, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  parameters: { session: { token: 'story-token', user: null } },
  beforeEach({ msw }) {
    msw.use(http.get(INFO, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your profile could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const LogoutConfirm = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Log out?' });
    await expect(
      within(dialog).getByText('You will need to log in again to trade and see your assets.'),
    ).toBeVisible();
  },
});

/** Even when the server call fails, the session is cleared and the user lands on login. */
export const LogoutServerDown = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/logout', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByText('→ /pages/common/login', {}, { timeout: 5000 })).toBeVisible();
  },
});
