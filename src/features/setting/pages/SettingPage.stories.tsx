import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { demoProfile } from '@/features/auth/testing/fixtures';
import { PageHarness } from '@/features/auth/testing/PageHarness';
import { ok } from '@/testing';
import SettingPage from './SettingPage';
import { ROUTES } from '@/lib/routes';

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
      http.post('*/api/set/lang', () => HttpResponse.json(ok('Saved'))),
    );
  },
  render: () => (
    <PageHarness path={ROUTES.setting.path}>
      <SettingPage />
    </PageHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Demo Trader' })).toBeVisible();
    await expect(canvas.getByText('User ID: 100001')).toBeVisible();
    await expect(canvas.getByText('Real account')).toBeVisible();
    await expect(canvas.getByText('1.2.0')).toBeVisible();
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

export const LanguageSheet = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getByRole('button', { name: '日本語' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const Preferences = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Red up, green down' }));
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Red up, green down' })).toBeChecked();
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
