import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import LoginPage from './LoginPage';
import { ROUTES } from '@/lib/routes';
import { FollowLocale, ok, refusal } from '@/testing';

const LOGIN = '*/api/user/login';

const meta = preview.meta({
  title: 'Pages/Auth/Login',
  component: LoginPage,
  parameters: { route: ROUTES.login.path },
  render: () => (
    <AccountPageHarness path={ROUTES.login.path}>
      <LoginPage />
    </AccountPageHarness>
  ),
});

export const Empty = meta.story({});

export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
  },
});

export const Phone = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(canvas.getByRole('button', { name: 'Calling code: United States +1' })).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  },
});

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('The password must have at least 6 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
});

export const InvalidPhone = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(canvas.getByLabelText('Phone number'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByText('Please enter a valid mobile number for United States'),
    ).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
});

export const Pending = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOGIN, () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
});

/** The seeded totp@example.com has a bound authenticator: the demo exchange asks for the code. */
export const GoogleCodeStep = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'totp@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('heading', { name: 'Google verification' })).toBeVisible();
    await expect(canvas.getByLabelText('Google code')).toBeVisible();
  },
});

export const GoogleCodeInvalid = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(LOGIN, () => HttpResponse.json({ type: 'google_code', message: 'Google code required' })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'totp@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.type(await canvas.findByLabelText('Google code'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await expect(await canvas.findByText('Please enter a correct Google code')).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOGIN, () => HttpResponse.json(refusal('Incorrect account or password'))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
  },
});

export const Http500 = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOGIN, () => new HttpResponse('Internal Server Error', { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server is having trouble');
  },
});

export const GarbageResponse = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOGIN, () => HttpResponse.json(ok({ unexpected: true }))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('unexpected response');
  },
});

/** The seeded demo@example.com signs in and lands on home (no `from` state). */
export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('→ /pages/index/index')).toBeVisible();
  },
});

/**
 * A visitor changes the language before logging in: the globe opens the picker, and the page (and `<html
 * lang>`) switch at once. No account needed, nothing sent to the server.
 */
export const ChangeLanguage = meta.story({
  render: () => (
    <>
      <FollowLocale />
      <AccountPageHarness path={ROUTES.login.path}>
        <LoginPage />
      </AccountPageHarness>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Español' }));
    await expect(await canvas.findByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'es');
  },
});
