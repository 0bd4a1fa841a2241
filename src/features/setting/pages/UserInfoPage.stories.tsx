import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { refusal, RouteHarness } from '@/testing';
import { accountSession, withAccount } from '../testing/session';
import UserInfoPage from './UserInfoPage';

const meta = preview.meta({
  title: 'Pages/Setting/UserInfo',
  component: UserInfoPage,
  parameters: { route: ROUTES.userInfo.path, session: accountSession },
  beforeEach: withAccount(),
  render: () => (
    <RouteHarness path={ROUTES.userInfo.path}>
      <UserInfoPage />
    </RouteHarness>
  ),
});

/** The seeded demo user: no avatar or signature yet, e-mail account, verified, invitation code. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Demo Trader', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('DEMO2026')).toBeVisible();
    await expect(canvas.getByText('demo@example.com')).toBeVisible();
    await expect(canvas.getByText('Real account')).toBeVisible();
  },
});

/** A signature and a bound phone. */
export const Filled = meta.story({
  beforeEach: withAccount('demo', (engine, user) =>
    engine.user.saveUser({ ...user, signature: 'Patience pays', phone: '13800138000', area_code: '86' }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Patience pays', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('+86 13800138000')).toBeVisible();
  },
});

/** Nickname and signature checked before sending, each message under its field. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    const nickname = await canvas.findByLabelText('Nickname', {}, { timeout: 5000 });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Bad name!');
    await userEvent.type(canvas.getByLabelText('Signature'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Letters and digits only, no spaces or symbols')).toBeVisible();
    await expect(canvas.getByText('2–30 characters')).toBeVisible();
  },
});

export const TooLong = meta.story({
  play: async ({ canvas, userEvent }) => {
    const nickname = await canvas.findByLabelText('Nickname', {}, { timeout: 5000 });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'ElevenChars');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('2–10 characters')).toBeVisible();
  },
});

/** The server refuses: its text under the form, the draft kept. */
export const Refused = meta.story({
  async beforeEach({ msw }) {
    await withAccount()();
    msw.use(http.post('*/api/user/editNickname', () => HttpResponse.json(refusal('This nickname is not allowed'))));
  },
  play: async ({ canvas, userEvent }) => {
    const nickname = await canvas.findByLabelText('Nickname', {}, { timeout: 5000 });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('This nickname is not allowed')).toBeVisible();
    await expect(canvas.getByDisplayValue('Admin')).toBeVisible();
  },
});

/** The picture upload fails mid-way: the picker offers Retry and the rest of the page is untouched. */
export const UploadFailed = meta.story({
  async beforeEach({ msw }) {
    await withAccount()();
    msw.use(http.post('*/api/upload', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText(/Profile picture/, { selector: 'input' }, { timeout: 5000 });
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    await userEvent.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('button', { name: /Retry/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByDisplayValue('Demo Trader')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/info', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/info', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your profile could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
