import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { ROUTES } from '@/lib/routes';
import { accountSession, withAccount } from '../testing/session';
import SecurityPage from './SecurityPage';

const meta = preview.meta({
  title: 'Pages/Setting/Security',
  component: SecurityPage,
  parameters: { route: ROUTES.security.path, session: accountSession },
  beforeEach: withAccount(),
  render: () => (
    <AccountPageHarness path={ROUTES.security.path}>
      <SecurityPage />
    </AccountPageHarness>
  ),
});

/** The demo user: e-mail bound, pay password set, no phone, no authenticator. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Google Authenticator.*Bind/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Phone.*Bind/ })).toBeVisible();
    await expect(canvas.getByText('de***@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pay password.*Set/ })).toBeVisible();
  },
});

/** The authenticator user: bound (changing it is customer service's), no pay password yet. */
export const AuthenticatorBound = meta.story({
  beforeEach: withAccount('totp', (engine, user) =>
    engine.user.saveUser({ ...user, phone: '13800138000', area_code: '86' }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('To change it, contact customer service', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('138****8000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pay password.*Not set/ })).toBeVisible();
  },
});

/** Binding a phone: checked before a code is sent. */
export const BindPhoneInvalid = meta.story({
  parameters: { route: `${ROUTES.security.path}?bind=mobile` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Phone number'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter a valid mobile number for the chosen country code')).toBeVisible();
  },
});

/** Binding an e-mail address: every field checked on submit. */
export const BindEmailInvalid = meta.story({
  parameters: { route: `${ROUTES.security.path}?bind=email` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bind email' }));
    await expect(await canvas.findByText('Please enter an email address')).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code')).toBeVisible();
  },
});

/** The code sent, a wrong one typed: the demo exchange's refusal under the form. */
export const BindPhoneWrongCode = meta.story({
  parameters: { route: `${ROUTES.security.path}?bind=mobile` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Phone number'), '2015550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(canvas.getByLabelText(/Verification code/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind phone' }));
    await expect(await canvas.findByText('The verification code is incorrect', {}, { timeout: 5000 })).toBeVisible();
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
